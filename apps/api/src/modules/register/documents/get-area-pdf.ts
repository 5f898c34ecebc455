// GET register/area/{id}/pdf?season: the area's register for a season as an A4 PDF an inspector
// reads (register-pdf). Another member's area answers 404 like a missing one.
import { AREA, pdfRoute } from './document-route';
import { renderAreaRegisterPdf } from './register-pdf';

export const getAreaPdf = pdfRoute(AREA, {
  summary: 'Alanın kayıt defteri (PDF)',
  description: 'Üretim alanının sezonluk kayıt defteri, A4 PDF: reçeteler, uygulamalar ve hasatlar tarih sırasıyla, geri çekilenler gerekçesiyle, sezon sayımları (kayıtlı / planlanan) ve bulgular. Sezon verilmezse bu yıl.',
  render: renderAreaRegisterPdf,
});
