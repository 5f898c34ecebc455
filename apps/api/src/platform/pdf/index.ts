// The PDF kit: A4 documents with the DejaVu font embedded, Turkish text, page
// footers, tables and QR codes. Prescriptions and fertilization plans build on it.
export { bulletList, fields, gap, heading, notice, paragraph, signatureLine, title, type Field } from './blocks';
export {
  bold,
  bottomOf,
  COLORS,
  contentBox,
  ensureSpace,
  FONT_SIZE,
  hRule,
  PAGE_MARGINS,
  PDF_PRODUCER,
  regular,
  renderPdf,
  type PdfDoc,
  type PdfOptions,
} from './document';
export { pdfFonts, resolvePdfFonts, type PdfFontFiles } from './fonts';
export { EMPTY, formatDate, formatDateTime, formatNumber } from './format';
export { drawQr, qrPng } from './qr';
export { table, type TableColumn, type TableOptions } from './table';
