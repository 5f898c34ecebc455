import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prescriptionSchema, type Prescription } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfImages, pdfInfo, pdfText } from '../../../test-support/pdf-tools';
import { renderPrescriptionPdf } from './prescription-pdf';

// A realistic issued prescription, as GET prescription/{id} answers it, checked against the contract.
const fixture: Prescription = prescriptionSchema.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, 'prescription.fixture.json'), 'utf8')));
const verifyUrl = 'http://rct.localhost:8080/prescription/q2Xw9_Lk3vBn7TzR0aYcUe4PdHs';
const options = { verifyUrl, brandName: 'RCT Reçete' };

/** pdftotext -layout pads columns with spaces: compare with runs of spaces made one. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('prescription PDF (every B-Reçete field, Turkish text, verification QR)', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderPrescriptionPdf(fixture, options);
    text = squeeze(await pdfText(pdf));
  });

  it('is a PDF with DejaVu Sans embedded', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => /^[A-Z]{6}\+DejaVuSans/.test(f.name) && f.embedded && f.unicode)).toBe(true);
  });

  it('prints the Turkish names exactly as written', () => {
    for (const name of ['Şükrü Işıkoğlu', 'Domates', 'Yaprak biti', 'Gölbaşı', 'İncek Mahallesi', 'Çağlayan 35 SC', 'Gülşen Öztürk', 'Yeşilçayır Tarım Danışmanlık Ltd. Şti.', 'Çiçekli Sera 2']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('Bitki Koruma Ürünü Reçetesi');
    expect(text).toContain('RCT Reçete');
  });

  it('holds the number, dates, producer, area and prescriber', () => {
    expect(text).toContain('Reçete no RCT-2026-000123');
    expect(text).toContain('Düzenlenme tarihi 13.05.2026');
    expect(text).toContain('Uygulama tarihi 14.05.2026');
    expect(text).toContain('Planlanan hasat tarihi 20.06.2026');
    expect(text).toContain('TC kimlik no 10000000146');
    expect(text).toContain('+90 532 123 45 67');
    expect(text).toContain('ÇKS kayıt no 06-0420-1187');
    expect(text).toContain('Büyüklük 2,5 da');
    expect(text).toMatch(/ÇKS ada 112 ÇKS parsel 7/);
    expect(text).toContain('Dikim şekli Fide');
    expect(text).toContain('Yetki belgesi no BKÜ-YB-06-2024-0815');
    expect(text).toContain('Unvan Ziraat Mühendisi');
    expect(text).toContain('İmza / Kaşe');
  });

  it('lists the products with licence, active substance and MoA, dose and range, amount, PHI and re-entry', () => {
    expect(text).toContain('TR-BKÜ-2019/4471');
    expect(text).toContain('Imidacloprid *');
    expect(text).toContain('350 g/L · IRAC 4A');
    expect(text).toContain('50 ml/da');
    expect(text).toContain('40–60 ml/da');
    expect(text).toContain('Ürün: 125 ml');
    expect(text).toContain('Depo: 2 × 62,5 ml');
    expect(text).toContain('Ambalaj: 2 adet');
    expect(text).toContain('1.250,5 ml/100 L');
    expect(text).toMatch(/Yaprak biti 50 ml\/da 2,5 da için 14 gün 24 saat/);
    expect(text).toContain('7 gün 12 saat');
    expect(text).toContain('arılar için bekleme süresi 3 gün; sezonda en fazla 2 uygulama');
  });

  it('holds the warnings, their acknowledgement, notes, maintenance, nutrition and weather', () => {
    expect(text).toContain('Uyarı: Çağlayan 35 SC arılar için zararlıdır');
    expect(text).toContain('Bilgi: Uygulama günü rüzgâr hızı');
    expect(text).toMatch(/Gülşen Öztürk 13\.05\.2026 10:29/);
    expect(text).toContain('[Dikkat, Genel] Arılar: Çiçeklenme döneminde');
    expect(text).toContain('Seranın havalandırmasını');
    expect(text).toContain('Öğle sıcağında uygulama yapmayın');
    expect(text).toContain('Güçlü Kök 15-5-30');
    expect(text).toContain('2 kg/da');
    expect(text).toContain('Ölçüm 13.05.2026 10:15: 21,4 °C, nem %48, rüzgâr 9,5 km/sa (KB), yağış 0 mm');
  });

  it('prints the verification URL under its QR code', async () => {
    expect(text).toContain(verifyUrl);
    expect(await pdfImages(pdf)).toHaveLength(1);
    expect(text).not.toContain('Doğrulama bağlantısı oluşturulmadı');
  });

  it('takes its metadata from the prescription and renders the same bytes twice', async () => {
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ Title: 'Bitki Koruma Ürünü Reçetesi RCT-2026-000123', Author: 'Gülşen Öztürk', CreationDate: '2026-05-13T07:30:00Z' });
    expect((await renderPrescriptionPdf(fixture, options)).equals(pdf)).toBe(true);
  });

  it('prints the QR and the verification address beside the signature on page 1 of a one-line prescription, with where to check', async () => {
    const oneLine: Prescription = {
      ...fixture,
      producer: { ...fixture.producer!, address: 'Kayaburnu Mah. Sera Yolu No: 12, Kumluca / Antalya' },
      lines: [{ ...fixture.lines[0]!, labelWarnings: 'Arılar için zehirlidir; çiçeklenme döneminde uygulamayın. Balıklar için zararlıdır.' }],
    };
    const out = await renderPrescriptionPdf(oneLine, options);
    expect((await pdfInfo(out))['Pages']).toBe('1');
    expect((await pdfImages(out)).map((i) => i.page)).toEqual([1]);
    const first = squeeze(await pdfText(out, 1));
    expect(first).toContain(`Doğrulama: ${verifyUrl}`);
    expect(first).toContain('İmza / Kaşe');
    expect(first).toContain('Adres Kayaburnu Mah. Sera Yolu No: 12, Kumluca / Antalya');
    expect(first).toContain('Etiket Uyarıları — Çağlayan 35 SC: Arılar için zehirlidir; çiçeklenme döneminde uygulamayın.');
    // Where to check once a renewal has changed what the QR opens: beside the QR, in narrow lines
    // (pdftotext -layout interleaves them with the prescriber's fields).
    for (const part of ['açılmazsa bağlantı yenilenmiş', 'güncel durumu Yeşilçayır', 'firmasına RCT-2026-000123', 'numarasıyla sorun.']) expect(first).toContain(part);
  });

  it('says so when there is no verification link', async () => {
    const none = await renderPrescriptionPdf(fixture, { ...options, verifyUrl: null });
    expect(squeeze(await pdfText(none))).toContain('Doğrulama bağlantısı oluşturulmadı');
    expect(await pdfImages(none)).toHaveLength(0);
  });

  it('marks a cancelled prescription İPTAL EDİLDİ on every page, with the reason and its correction', async () => {
    const cancelled: Prescription = {
      ...fixture,
      state: 'cancelled',
      cancelledAt: '2026-05-13T09:00:00.000Z',
      cancelReason: 'Doz yanlış girildi; düzeltme düzenlendi.',
      correctedBy: { id: 124, prescriptionNo: 'RCT-2026-000124' },
    };
    const out = await renderPrescriptionPdf(cancelled, options);
    const all = squeeze(await pdfText(out));
    expect(all).toContain('İPTAL EDİLDİ');
    expect(all).toContain('İptal tarihi: 13.05.2026 12:00');
    expect(all).toContain('Neden: Doz yanlış girildi; düzeltme düzenlendi.');
    expect(all).toContain('Yerine düzenlenen reçete: RCT-2026-000124');
    expect(all).toContain('Durum İptal edildi');
    const pages = Number((await pdfInfo(out))['Pages']);
    for (let page = 1; page <= pages; page++) expect(await pdfText(out, page)).toContain('RCT-2026-000123 · İPTAL EDİLDİ');
    expect(squeeze(await pdfText(pdf))).not.toContain('İPTAL');
  });

  it('prints a fast prescription without producer or area', async () => {
    const fast: Prescription = { ...fixture, type: 2, producer: null, productionArea: null, producerId: null, productionAreaId: null, fullName: null, decares: 10, lines: fixture.lines.map((l) => ({ ...l, amount: null })) };
    const all = squeeze(await pdfText(await renderPrescriptionPdf(fast, options)));
    expect(all).toContain('Hızlı reçete');
    expect(all).toContain('Üretici bağlanmamış reçete');
    expect(all).toContain('Büyüklük 10 da');
    expect(all).not.toContain('Şükrü');
  });
});
