// The register PDF and spreadsheet from fixture registers (no database): read back as a reader
// would get them (pdftotext) and as Excel would (exceljs), issue "register" §4.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeCsv, writeXlsx } from '../../../platform/crud/files';
import { pdfFonts, pdfImages, pdfInfo } from '../../../test-support/pdf-tools';
import { fileSlug, registerFileName } from './entry-text';
import { renderAreaRegisterPdf, renderProducerRegisterPdf } from './register-pdf';
import { APPLICATION_FLAG, areaRegisterFixture, HARVEST_FLAG, producerRegisterFixture, WITHDRAWN_REASON } from './register.fixture';
import { areaRegisterSheet, producerRegisterSheet, REGISTER_SHEET_HEADERS } from './register-sheet';

const run = promisify(execFile);

/** pdftotext in content order (-raw): a table cell's text stays together; whitespace made single spaces. */
async function rawText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'register-pdf-'));
  try {
    const file = path.join(dir, 'r.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
    // A line may wrap after a hyphen (UY-07-2024-118): joined again.
    return stdout.replace(/\s+/g, ' ').replace(/(\S-) /g, '$1');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const options = { memberName: 'Yeşilçayır Tarım Danışmanlık Ltd. Şti.', brandName: 'RCT Reçete', madeAt: new Date('2026-06-02T07:45:00Z') };

describe('register PDF of an area (register §4: Turkish text, flags, withdrawn records, counts with their source)', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderAreaRegisterPdf(areaRegisterFixture, options);
    text = await rawText(pdf);
  });

  it('is a PDF with DejaVu Sans embedded and no QR (the register has no public page)', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fonts = await pdfFonts(pdf);
    expect(fonts.every((f) => /^[A-Z]{6}\+DejaVuSans/.test(f.name) && f.embedded && f.unicode)).toBe(true);
    expect(await pdfImages(pdf)).toEqual([]);
    const info = await pdfInfo(pdf);
    expect(info['Title']).toBe('Üretici Kayıt Defteri — Gölbaşı Serası 2026');
  });

  it('prints the title, member, producer, area, place, size, plant and season with ğ, ş, İ intact', () => {
    for (const s of ['Üretici Kayıt Defteri', 'Yeşilçayır Tarım Danışmanlık Ltd. Şti.', 'Şükrü Işıkoğlu', 'Gölbaşı Serası', 'Kumluca / Antalya', '5 da', 'Domates', 'Sezon 2026', 'İsmail Çağlar']) {
      expect(text).toContain(s);
    }
  });

  it('lists the prescription with its prescriber and products (dose, PHI)', () => {
    expect(text).toContain('Reçete no RCT-2026-000123');
    expect(text).toContain('Reçeteyi yazan: Gülşen Öztürk');
    expect(text).toContain('Akarmek 18 EC: 60 ml/100 L su, hasat aralığı 3 gün, alan için 300 ml, kayıtlı uygulama 2');
  });

  it('lists each application with time, amount, area, water, applicator, weather and its source', () => {
    expect(text).toContain('02.05.2026 06:30');
    expect(text).toContain('Miktar 280 ml · alan 4,5 da · su 450 L');
    expect(text).toContain('Uygulayan: İsmail Çağlar (Yetkili uygulayıcı, belge no UY-07-2024-118)');
    expect(text).toContain('17,4 °C, nem %71, rüzgâr 6,2 km/sa, hamle 11,5 km/sa, yağış 0 mm, ΔT 3,1 — Uygun');
    expect(text).toContain('Kaynak: İzlenebilirlik partisi (TRC-2026-000004)');
    expect(text).toContain('Hava kaydı yok: Alanın konumu kayıtlı değil');
  });

  it('prints the flags, and a withdrawn record with its reason', () => {
    expect(text).toContain(`Hata: ${APPLICATION_FLAG}`);
    expect(text).toContain(`Hata: ${HARVEST_FLAG}`);
    expect(text).toContain(`GERİ ÇEKİLDİ (11.05.2026, Gülşen Öztürk): ${WITHDRAWN_REASON}`);
    expect(text).toContain('GERİ ÇEKİLDİ (29.05.2026, Gülşen Öztürk): İki kez girilmiş hasat.');
    expect(text).toContain('Geri çekilen kayıtlar (2) silinmez');
    expect(text).toContain('Miktar 1.250,5 kg');
    expect(text).toContain('Parti / alıcı: Antalya Hali — Şahin Ticaret');
  });

  it('keeps the date order of the entries', () => {
    const order = ['RCT-2026-000123 Düzenlenme', '02.05.2026 06:30', '10.05.2026 07:00', 'TRC-2026-000004', '1.250,5 kg', 'İki kez girilmiş hasat'].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('says what the season counted (kayıtlı / planlanan) and the findings, with page numbers and the date made', () => {
    expect(text).toContain('Sezon Sayımları');
    expect(text).toContain('Abamektin: 3 uygulama (kayıtlı: 02.05.2026, 20.05.2026; planlanan: 01.06.2026); sezonda en fazla 2.');
    expect(text).toContain('kayıtlı ve planlanan');
    expect(text).toContain('Bulgular');
    expect(text).toMatch(/Sayfa 1 \/ \d/);
    expect(text).toContain('Oluşturulma: 02.06.2026 10:45');
  });
});

describe('register PDF of a producer', () => {
  it('has every area, the one without records said so', async () => {
    const text = await rawText(await renderProducerRegisterPdf(producerRegisterFixture, options));
    expect(text).toContain('Şükrü Işıkoğlu — 2026 sezonu');
    expect(text).toContain('Üretim alanı: Gölbaşı Serası');
    expect(text).toContain('Üretim alanı: İncekum Bahçesi');
    expect(text).toContain('Gazipaşa / Antalya');
    expect(text).toContain('Bu sezon bu alanda reçete, uygulama ya da hasat kaydı yok.');
    expect(text).toContain(`Hata: ${HARVEST_FLAG}`);
  });
});

describe('register spreadsheet (one row per entry, Turkish headers)', () => {
  it('has a row per entry in date order with numbers as numbers', () => {
    const sheet = areaRegisterSheet(areaRegisterFixture);
    expect(sheet.headers).toEqual([...REGISTER_SHEET_HEADERS]);
    expect(sheet.rows).toHaveLength(6);
    const col = (name: (typeof REGISTER_SHEET_HEADERS)[number]) => sheet.headers.indexOf(name);
    expect(sheet.rows.map((r) => r[col('Kayıt türü')])).toEqual(['Reçete', 'Uygulama', 'Uygulama', 'Uygulama', 'Hasat', 'Hasat']);
    const first = sheet.rows[1]!;
    expect(first[col('Tarih')]).toBe('02.05.2026');
    expect(first[col('Miktar')]).toBe(280);
    expect(first[col('Uygulayıcı türü')]).toBe('Yetkili uygulayıcı');
    expect(sheet.rows[2]![col('Durum')]).toBe('Geri çekildi');
    expect(sheet.rows[2]![col('Geri çekme nedeni')]).toBe(WITHDRAWN_REASON);
    expect(sheet.rows[4]![col('Uyarılar')]).toBe(`Hata: ${HARVEST_FLAG}`);
    expect(producerRegisterSheet(producerRegisterFixture).rows).toHaveLength(6);
  });

  it('reads back from CSV and XLSX as written', async () => {
    const sheet = areaRegisterSheet(areaRegisterFixture);
    for (const [format, body] of [
      ['csv', writeCsv(sheet.headers, sheet.rows)],
      ['xlsx', await writeXlsx('Kayıt defteri', sheet.headers, sheet.rows)],
    ] as const) {
      const back = await readSheet(body, format, { maxRows: 100 });
      expect(back.headers).toEqual([...REGISTER_SHEET_HEADERS]);
      expect(back.rows.map((r) => r.cells[1])).toEqual(Array(6).fill('Gölbaşı Serası'));
      expect(back.rows[1]!.cells[10]).toBe('280');
    }
  });
});

describe('register file names', () => {
  it('are ASCII and Turkish-safe', () => {
    expect(fileSlug('Gölbaşı Serası İŞ-2')).toBe('golbasi-serasi-is-2');
    expect(registerFileName('Şükrü Işıkoğlu', 2026, 'pdf')).toBe('kayit-defteri-sukru-isikoglu-2026.pdf');
    expect(registerFileName('***', 2026, 'csv')).toBe('kayit-defteri-kayit-2026.csv');
  });
});
