// The packing labels: an A4 sheet of 3 × 8 labels, each with the QR of the
// consumer page (the GS1 Digital Link form when the lot has a GTIN) and the lot code, plant,
// variety, the producer's first name when they agreed, and the packing date. The consumer URL is
// printed once in each page's footer for a reader without a camera.
import { LABELS_PER_PAGE } from '@portal/contracts';
import { bold, contentBox, drawQr, formatDate, FONT_SIZE, PAGE_MARGINS, qrPng, regular, renderPdf, type PdfDoc } from '../../platform/pdf';

export interface LabelContent {
  code: string;
  plant: string;
  variety: string | null;
  producerFirstName: string | null;
  packingDate: string | null;
  qrUrl: string;
  /** The lot's creation: the PDF's date, so the same lot gives the same bytes. */
  createdAt: Date;
}

const COLUMNS = 3;
const ROWS = LABELS_PER_PAGE / COLUMNS;
const PADDING = 6;

/** `text` cut with … to fit `width` at the current font (a label line never wraps). */
function fit(doc: PdfDoc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function drawLabel(doc: PdfDoc, label: LabelContent, qr: Buffer, x: number, y: number, width: number, height: number): void {
  doc.save().lineWidth(0.25).strokeColor('#808080').dash(2, { space: 2 }).rect(x, y, width, height).stroke().restore();
  const qrSize = Math.min(height - 2 * PADDING, 64);
  drawQr(doc, qr, x + PADDING, y + (height - qrSize) / 2, qrSize);
  const textX = x + PADDING + qrSize + 4;
  const textWidth = width - (textX - x) - PADDING;
  let line = y + PADDING + 2;
  const write = (text: string, size: number, strong = false) => {
    (strong ? bold : regular)(doc, size);
    doc.text(fit(doc, text, textWidth), textX, line, { lineBreak: false });
    line += size + 3;
  };
  write(label.code, FONT_SIZE.small, true);
  write(label.plant, FONT_SIZE.small, true);
  if (label.variety) write(label.variety, FONT_SIZE.tiny);
  if (label.producerFirstName) write(`Üretici: ${label.producerFirstName}`, FONT_SIZE.tiny);
  if (label.packingDate) write(`Paketleme: ${formatDate(label.packingDate)}`, FONT_SIZE.tiny);
  write('QR kodu okutun:', FONT_SIZE.tiny - 1);
  write('ürünün yolculuğu', FONT_SIZE.tiny - 1);
}

export async function labelsPdf(label: LabelContent, count: number): Promise<Buffer> {
  const qr = await qrPng(label.qrUrl, 300);
  return renderPdf(
    (doc) => {
      const { left, width } = contentBox(doc);
      const top = PAGE_MARGINS.top;
      const cellWidth = width / COLUMNS;
      const cellHeight = (doc.page.height - PAGE_MARGINS.top - PAGE_MARGINS.bottom) / ROWS;
      for (let i = 0; i < count; i++) {
        const onPage = i % LABELS_PER_PAGE;
        if (i > 0 && onPage === 0) doc.addPage();
        const column = onPage % COLUMNS;
        const row = Math.floor(onPage / COLUMNS);
        drawLabel(doc, label, qr, left + column * cellWidth, top + row * cellHeight, cellWidth, cellHeight);
      }
    },
    {
      title: `Etiketler ${label.code}`,
      author: 'TRC İzlenebilirlik',
      subject: 'Parti etiketleri',
      createdAt: label.createdAt,
      header: { left: 'TRC İzlenebilirlik · Etiketler', right: label.code },
      footer: label.qrUrl,
    },
  );
}
