// The body's building blocks: headings, label/value fields, paragraphs, lists, a signature
// line. Each starts at the left margin below the cursor and leaves the cursor below itself.
import { EMPTY } from './format';
import { bold, contentBox, ensureSpace, FONT_SIZE, hRule, regular, type PdfDoc } from './document';

const LINE_GAP = 1.5;

/** A section title with a thin rule under it; kept with at least `keepWith` points of what follows. */
export function heading(doc: PdfDoc, text: string, keepWith = 48): void {
  const { left, right, width } = contentBox(doc);
  bold(doc, FONT_SIZE.heading);
  const height = doc.heightOfString(text, { width });
  ensureSpace(doc, 7 + height + 4 + keepWith);
  doc.y += 7;
  doc.text(text, left, doc.y, { width });
  hRule(doc, doc.y + 1, left, right);
  doc.y += 5;
  regular(doc);
}

/** The document's title, centred. */
export function title(doc: PdfDoc, text: string, subtitle?: string): void {
  const { left, width } = contentBox(doc);
  bold(doc, FONT_SIZE.title).text(text, left, doc.y, { width, align: 'center' });
  if (subtitle) regular(doc, FONT_SIZE.body).text(subtitle, left, doc.y + 2, { width, align: 'center' });
  doc.y += 6;
  regular(doc);
}

/** Flowing text; it may continue on the next page, but not with fewer than 3 lines, nor away from the `keepWith` points after it. */
export function paragraph(doc: PdfDoc, text: string, options: { bold?: boolean; size?: number; keepWith?: number } = {}): void {
  const { left, width } = contentBox(doc);
  (options.bold ? bold : regular)(doc, options.size ?? FONT_SIZE.body);
  const height = doc.heightOfString(text, { width, lineGap: LINE_GAP });
  ensureSpace(doc, options.keepWith ? height + options.keepWith : Math.min(height, 3 * doc.currentLineHeight(true)));
  doc.text(text, left, doc.y, { width, lineGap: LINE_GAP });
  doc.y += 3;
  regular(doc);
}

/** Items with a bullet and a hanging indent. */
export function bulletList(doc: PdfDoc, items: string[]): void {
  const { left, width } = contentBox(doc);
  const indent = 10;
  regular(doc);
  for (const item of items) {
    const height = doc.heightOfString(item, { width: width - indent, lineGap: LINE_GAP });
    ensureSpace(doc, Math.min(height, 3 * doc.currentLineHeight(true)));
    const y = doc.y;
    doc.text('•', left, y, { lineBreak: false });
    doc.text(item, left + indent, y, { width: width - indent, lineGap: LINE_GAP });
    doc.y += 2;
  }
  doc.x = left;
}

export type Field = [label: string, value: string | number | null | undefined];

/**
 * Label/value rows, in one or two columns (reading order: left to right, then down). An
 * empty value prints as —. A row never splits across pages.
 */
export function fields(doc: PdfDoc, rows: Field[], options: { columns?: 1 | 2; labelWidth?: number } = {}): void {
  const { left, width } = contentBox(doc);
  const columns = options.columns ?? 2;
  const gap = 16;
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const labelWidth = options.labelWidth ?? 110;
  const valueWidth = columnWidth - labelWidth - 4;
  const text = (value: Field[1]) => (value == null || value === '' ? EMPTY : String(value));

  for (let i = 0; i < rows.length; i += columns) {
    const line = rows.slice(i, i + columns);
    const heights = line.map(([label, value]) =>
      Math.max(
        regular(doc).heightOfString(label, { width: labelWidth, lineGap: LINE_GAP }),
        bold(doc).heightOfString(text(value), { width: valueWidth, lineGap: LINE_GAP }),
      ),
    );
    const height = Math.max(...heights);
    ensureSpace(doc, height);
    const y = doc.y;
    line.forEach(([label, value], c) => {
      const x = left + c * (columnWidth + gap);
      regular(doc).text(label, x, y, { width: labelWidth, lineGap: LINE_GAP });
      bold(doc).text(text(value), x + labelWidth + 4, y, { width: valueWidth, lineGap: LINE_GAP });
    });
    doc.y = y + height + 2;
  }
  doc.x = left;
  regular(doc);
}

/** A framed notice, e.g. a cancellation: a bold first line and plain lines under it. */
export function notice(doc: PdfDoc, headline: string, lines: string[] = []): void {
  const { left, width } = contentBox(doc);
  const padding = 8;
  const inner = width - 2 * padding;
  const headHeight = bold(doc, FONT_SIZE.heading + 2).heightOfString(headline, { width: inner });
  const bodyHeight = lines.reduce((h, l) => h + regular(doc).heightOfString(l, { width: inner, lineGap: LINE_GAP }), 0);
  const height = headHeight + bodyHeight + 2 * padding + (lines.length ? 4 : 0);
  ensureSpace(doc, height + 6);
  const top = doc.y + 2;
  doc.save().lineWidth(1.5).strokeColor('#000000').rect(left, top, width, height).stroke().restore();
  bold(doc, FONT_SIZE.heading + 2).text(headline, left + padding, top + padding, { width: inner, align: 'center' });
  if (lines.length) doc.y += 4;
  for (const l of lines) regular(doc).text(l, left + padding, doc.y, { width: inner, lineGap: LINE_GAP, align: 'center' });
  doc.x = left;
  doc.y = top + height + 6;
  regular(doc);
}

/** A line to sign on, with a caption under it, at the right or the left of the page. */
export function signatureLine(doc: PdfDoc, caption: string, options: { align?: 'left' | 'right'; width?: number } = {}): void {
  const box = contentBox(doc);
  const width = options.width ?? 200;
  const x = options.align === 'left' ? box.left : box.right - width;
  ensureSpace(doc, 56);
  const y = doc.y + 36;
  doc.save().lineWidth(0.75).strokeColor('#000000').moveTo(x, y).lineTo(x + width, y).stroke().restore();
  regular(doc, FONT_SIZE.small).text(caption, x, y + 3, { width, align: 'center' });
  doc.x = box.left;
  regular(doc);
}

/** Vertical space in points. */
export function gap(doc: PdfDoc, points = 6): void {
  doc.y += points;
}
