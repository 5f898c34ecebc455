// One A4 document with the embedded DejaVu font, a running header (brand) and footer
// (Sayfa n / m), metadata from the caller, and nothing taken from the clock: the same input
// gives the same bytes, so the PDFs can be compared in tests and cached by hash.
import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts';

export type PdfDoc = PDFKit.PDFDocument;

export interface PdfOptions {
  /** Document title (metadata; readers show it instead of the file name). */
  title: string;
  author: string;
  subject?: string;
  keywords?: string[];
  /** CreationDate: from the record (e.g. its issue time), never "now". */
  createdAt: Date;
  /** ModDate; createdAt when not given. */
  modifiedAt?: Date;
  /** Top of every page: the brand name on the left, e.g. the document number on the right. */
  header: { left: string; right?: string };
  /** Bottom left of every page, beside "Sayfa n / m". */
  footer?: string;
}

/** Written as the PDF's Producer and Creator. */
export const PDF_PRODUCER = 'Bestnet Tarım Portalı (PDFKit)';

/** Points (1/72 in). The header and footer sit inside the top and bottom margins. */
export const PAGE_MARGINS = { top: 64, bottom: 60, left: 48, right: 48 } as const;

export const FONT_SIZE = { title: 16, heading: 11, body: 9, small: 8, tiny: 7 } as const;

/** Thin rules; black text everywhere, grey only for rules and the table header's fill. */
export const COLORS = { text: '#000000', rule: '#808080', fill: '#eeeeee' } as const;

export function regular(doc: PdfDoc, size: number = FONT_SIZE.body): PdfDoc {
  return doc.font(pdfFonts.regular).fontSize(size).fillColor(COLORS.text);
}

export function bold(doc: PdfDoc, size: number = FONT_SIZE.body): PdfDoc {
  return doc.font(pdfFonts.bold).fontSize(size).fillColor(COLORS.text);
}

/** Left edge and width of the text area. */
export function contentBox(doc: PdfDoc): { left: number; right: number; width: number } {
  const { left, right } = doc.page.margins;
  return { left, right: doc.page.width - right, width: doc.page.width - left - right };
}

/** The lowest y text may reach on this page. */
export function bottomOf(doc: PdfDoc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** A new page unless `height` points still fit below the cursor. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > bottomOf(doc)) {
    doc.addPage();
  }
  doc.x = doc.page.margins.left;
}

export function hRule(doc: PdfDoc, y: number, from = contentBox(doc).left, to = contentBox(doc).right): void {
  doc.save().lineWidth(0.5).strokeColor(COLORS.rule).moveTo(from, y).lineTo(to, y).stroke().restore();
}

/** Header and footer on every page, once the number of pages is known. */
function decoratePages(doc: PdfDoc, options: PdfOptions): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins: no automatic page break while doing so.
    const margins = { ...doc.page.margins };
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    const { left, right } = contentBox(doc);

    const headerY = margins.top - 30;
    bold(doc, FONT_SIZE.small).text(options.header.left, left, headerY, { lineBreak: false });
    if (options.header.right) {
      regular(doc, FONT_SIZE.small);
      doc.text(options.header.right, right - doc.widthOfString(options.header.right), headerY, { lineBreak: false });
    }
    hRule(doc, margins.top - 16);

    const footerY = doc.page.height - margins.bottom + 22;
    hRule(doc, footerY - 6);
    regular(doc, FONT_SIZE.tiny);
    if (options.footer) doc.text(options.footer, left, footerY, { lineBreak: false });
    const pageText = `Sayfa ${i - range.start + 1} / ${range.count}`;
    doc.text(pageText, right - doc.widthOfString(pageText), footerY, { lineBreak: false });

    doc.page.margins = margins;
  }
}

/**
 * Builds a PDF: `build` writes the body with the helpers of this kit (the cursor starts at the
 * top left of the first page, regular body type); pages break as the body grows.
 */
export async function renderPdf(build: (doc: PdfDoc) => void | Promise<void>, options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { ...PAGE_MARGINS },
    bufferPages: true,
    font: pdfFonts.regular,
    lang: 'tr-TR',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      ...(options.keywords?.length ? { Keywords: options.keywords.join(', ') } : {}),
      Creator: PDF_PRODUCER,
      Producer: PDF_PRODUCER,
      CreationDate: options.createdAt,
      ModDate: options.modifiedAt ?? options.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  regular(doc);
  await build(doc);
  decoratePages(doc, options);
  doc.end();
  return done;
}
