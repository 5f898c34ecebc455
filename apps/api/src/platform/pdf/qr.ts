// QR codes as PNG (the `qrcode` package), error correction H like the public page's QR
// (spec §9), so a creased or stamped printout still scans.
import QRCode from 'qrcode';
import { type PdfDoc } from './document';

/** A black-on-white PNG of `text`, `pixels` wide, with the standard quiet zone. */
export function qrPng(text: string, pixels = 360): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'H', margin: 4, width: pixels, color: { dark: '#000000', light: '#ffffff' } });
}

/** Places a QR PNG (from qrPng) `size` points wide at (x, y); the cursor does not move. */
export function drawQr(doc: PdfDoc, png: Buffer, x: number, y: number, size: number): void {
  const { x: cx, y: cy } = doc;
  doc.image(png, x, y, { width: size, height: size });
  doc.x = cx;
  doc.y = cy;
}
