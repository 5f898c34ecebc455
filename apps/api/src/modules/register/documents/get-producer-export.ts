// GET register/producer/{id}/export?season&format=csv|xlsx: every area of the producer, one row
// per entry with the area named on each (register-sheet).
import { PRODUCER, exportRoute } from './document-route';
import { producerRegisterSheet } from './register-sheet';

export const getProducerExport = exportRoute(PRODUCER, {
  summary: 'Üreticinin kayıt defteri (CSV / XLSX)',
  description: 'Üreticinin bütün alanlarının kayıtları, her kayıt bir satır ve alan adıyla, Türkçe sütun başlıklarıyla. Sezon verilmezse bu yıl.',
  sheet: producerRegisterSheet,
});
