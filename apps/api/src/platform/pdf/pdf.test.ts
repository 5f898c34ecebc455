import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfFonts as fontsOf, pdfImages, pdfInfo, pdfText } from '../../test-support/pdf-tools';
import { fields, heading, paragraph, title } from './blocks';
import { renderPdf, type PdfOptions } from './document';
import { pdfFonts, resolvePdfFonts } from './fonts';
import { formatDate, formatDateTime, formatNumber } from './format';
import { drawQr, qrPng } from './qr';
import { table } from './table';

const options: PdfOptions = {
  title: 'Deneme belgesi Çğİıöşü',
  author: 'Gülşen Öztürk',
  subject: 'PDF kiti',
  createdAt: new Date('2026-05-13T07:30:00Z'),
  header: { left: 'RCT Reçete', right: 'Belge no: D-1' },
  footer: 'Yeşilçayır Tarım',
};

const turkish = 'İĞDIR ığdır Şükrü Işıkoğlu Çağlayan Gölbaşı İncek Öğle Üzüm çöğüş';

describe('PDF kit', () => {
  it('embeds DejaVu Sans and prints Turkish letters that copy out exactly', async () => {
    const pdf = await renderPdf((doc) => {
      title(doc, 'Başlık Ğ');
      heading(doc, 'Bölüm Ş');
      paragraph(doc, turkish);
      fields(doc, [['Etiket İ', 'Değer ı']]);
    }, options);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const s of [turkish, 'Başlık Ğ', 'Bölüm Ş', 'Etiket İ', 'Değer ı']) expect(text).toContain(s);
    const fonts = await fontsOf(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(fonts.every((f) => f.embedded && f.unicode)).toBe(true);
  });

  it('writes the metadata and the language from the input, and the same input gives the same bytes', async () => {
    const build = (doc: PDFKit.PDFDocument) => paragraph(doc, turkish);
    const pdf = await renderPdf(build, options);
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({
      Title: 'Deneme belgesi Çğİıöşü',
      Author: 'Gülşen Öztürk',
      Subject: 'PDF kiti',
      Producer: 'Bestnet Tarım Portalı (PDFKit)',
      CreationDate: '2026-05-13T07:30:00Z',
      ModDate: '2026-05-13T07:30:00Z',
      'Page size': '595.28 x 841.89 pts (A4)',
    });
    expect(pdf.toString('latin1')).toContain('/Lang (tr-TR)');
    expect((await renderPdf(build, options)).equals(pdf)).toBe(true);
    expect((await renderPdf(build, { ...options, createdAt: new Date('2026-05-14T07:30:00Z') })).equals(pdf)).toBe(false);
  });

  it('breaks a long table across pages, repeating its header, and numbers the pages', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [`${i + 1}.`, `Çağlayan 35 SC satır-${i + 1}`, `${formatNumber(1250.5 + i)} ml`]);
    const pdf = await renderPdf((doc) => {
      heading(doc, 'Ürünler');
      table(
        doc,
        [
          { header: 'Sıra', width: 1 },
          { header: 'Ticari ad', width: 4 },
          { header: 'Miktar', width: 2, align: 'right' },
        ],
        rows,
      );
    }, options);
    const pages = Number((await pdfInfo(pdf))['Pages']);
    expect(pages).toBeGreaterThan(1);
    const all = await pdfText(pdf);
    for (let i = 1; i <= 90; i++) expect(all.match(new RegExp(`satır-${i}\\b`, 'g')), `row ${i}`).toHaveLength(1);
    for (let page = 1; page <= pages; page++) {
      const text = await pdfText(pdf, page);
      expect(text).toMatch(/Sıra\s+Ticari ad\s+Miktar/);
      expect(text).toContain('RCT Reçete');
      expect(text).toContain('Belge no: D-1');
      expect(text).toContain('Yeşilçayır Tarım');
      expect(text).toContain(`Sayfa ${page} / ${pages}`);
    }
  });

  it('draws a QR code PNG as an image', async () => {
    const png = await qrPng('http://rct.localhost:8080/prescription/q2Xw9_Lk3vBn7TzR0aYcUe4PdHs');
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const pdf = await renderPdf((doc) => drawQr(doc, png, 48, 80, 96), options);
    expect(await pdfImages(pdf)).toEqual([{ page: 1, width: 360, height: 360 }]);
  });

  it('finds the font through module resolution, from the sources and from the built bundle', () => {
    expect(path.basename(pdfFonts.regular)).toBe('DejaVuSans.ttf');
    expect(path.basename(pdfFonts.bold)).toBe('DejaVuSans-Bold.ttf');
    // dist/apps/api/main.js need not exist: resolution starts from its folder.
    const bundle = pathToFileURL(path.resolve(import.meta.dirname, '../../../../../dist/apps/api/main.js'));
    expect(resolvePdfFonts(bundle)).toEqual(pdfFonts);
  });

  it('formats dates as DD.MM.YYYY (in Türkiye) and numbers the Turkish way', () => {
    expect(formatDate('2026-05-13')).toBe('13.05.2026');
    expect(formatDate('2026-05-12T22:30:00Z')).toBe('13.05.2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('2026-05-13T07:29:10.000Z')).toBe('13.05.2026 10:29');
    expect(formatDateTime('2026-05-13T10:15')).toBe('13.05.2026 10:15');
    expect(formatNumber(1250.5)).toBe('1.250,5');
    expect(formatNumber(62.456)).toBe('62,46');
    expect(formatNumber(null)).toBe('—');
  });
});
