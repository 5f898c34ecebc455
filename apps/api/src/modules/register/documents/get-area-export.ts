// GET register/area/{id}/export?season&format=csv|xlsx: the area's register, one row per entry
// with Turkish headers (register-sheet), written by the definitions' file writers.
import { AREA, exportRoute } from './document-route';
import { areaRegisterSheet } from './register-sheet';

export const getAreaExport = exportRoute(AREA, {
  summary: 'Alanın kayıt defteri (CSV / XLSX)',
  description: 'Her kayıt (reçete, uygulama, hasat) bir satır, tarih sırasıyla, Türkçe sütun başlıklarıyla. CSV: UTF-8 (BOM), noktalı virgül. Sezon verilmezse bu yıl.',
  sheet: areaRegisterSheet,
});
