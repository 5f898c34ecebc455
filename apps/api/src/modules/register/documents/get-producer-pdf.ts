// GET register/producer/{id}/pdf?season: every area of the producer for a season in one A4 PDF
// (register-pdf). Another member's producer answers 404 like a missing one.
import { PRODUCER, pdfRoute } from './document-route';
import { renderProducerRegisterPdf } from './register-pdf';

export const getProducerPdf = pdfRoute(PRODUCER, {
  summary: 'Üreticinin kayıt defteri (PDF)',
  description: 'Üreticinin bütün üretim alanlarının sezonluk kayıt defteri tek A4 PDF olarak: alan özeti, sonra her alan kendi sayfalarında. Sezon verilmezse bu yıl.',
  render: renderProducerRegisterPdf,
});
