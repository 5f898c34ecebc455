// A simple table: the rows break across pages whole, and the header row is repeated at the
// top of every page the table continues on. Cells are text; "\n" starts a new line.
import { bold, bottomOf, COLORS, contentBox, FONT_SIZE, hRule, regular, type PdfDoc } from './document';

export interface TableColumn {
  header: string;
  /** Relative width: the columns share the text width in proportion. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableOptions {
  fontSize?: number;
}

const PADDING = 3;
const LINE_GAP = 1;

export function table(doc: PdfDoc, columns: TableColumn[], rows: string[][], options: TableOptions = {}): void {
  const size = options.fontSize ?? FONT_SIZE.small;
  const box = contentBox(doc);
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * box.width);
  const xs = widths.map((_, i) => box.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const inner = (i: number) => widths[i]! - 2 * PADDING;

  const measure = (cells: string[], font: typeof regular) =>
    Math.max(...cells.map((cell, i) => font(doc, size).heightOfString(cell || ' ', { width: inner(i), lineGap: LINE_GAP }))) + 2 * PADDING;

  const headers = columns.map((c) => c.header);
  const headerHeight = measure(headers, bold);

  const drawRow = (cells: string[], y: number, height: number, font: typeof regular) => {
    cells.forEach((cell, i) => {
      font(doc, size).text(cell, xs[i]! + PADDING, y + PADDING, {
        width: inner(i),
        height: height - 2 * PADDING,
        ellipsis: true,
        lineGap: LINE_GAP,
        align: columns[i]?.align ?? 'left',
      });
    });
  };
  const drawHeader = (y: number) => {
    doc.save().rect(box.left, y, box.width, headerHeight).fill(COLORS.fill).restore();
    hRule(doc, y);
    drawRow(headers, y, headerHeight, bold);
    doc.save().lineWidth(0.75).strokeColor('#000000').moveTo(box.left, y + headerHeight).lineTo(box.right, y + headerHeight).stroke().restore();
    return y + headerHeight;
  };

  const firstRowHeight = rows.length ? measure(rows[0]!, regular) : 0;
  if (doc.y + headerHeight + Math.min(firstRowHeight, 80) > bottomOf(doc)) doc.addPage();
  let y = drawHeader(doc.y);

  for (const cells of rows) {
    // A row taller than a whole page is cut (with an ellipsis) rather than overflowing it.
    const room = bottomOf(doc) - doc.page.margins.top - headerHeight;
    const height = Math.min(measure(cells, regular), room);
    if (y + height > bottomOf(doc)) {
      doc.addPage();
      y = drawHeader(doc.y);
    }
    drawRow(cells, y, height, regular);
    y += height;
    hRule(doc, y);
  }
  doc.x = box.left;
  doc.y = y + 4;
  regular(doc);
}
