// The register's documents through the API on PostgreSQL (register §4): the area's and the
// producer's PDF read back with pdftotext, the CSV and XLSX read back, another member's area or
// producer 404, a bad season or format 400.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../platform/crud/files';
import { licences, registerApplications, registerHarvests } from '../../../platform/db';
import { API, buildTestApp, day, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp } from '../../../test-support';
import { loadAreaRegister } from '../read';
import { REGISTER_SHEET_HEADERS } from './register-sheet';

const run = promisify(execFile);

async function pdfRaw(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'register-doc-'));
  try {
    await writeFile(path.join(dir, 'r.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
    // A line may wrap after a hyphen (UY-07-2024-118): joined again.
    return stdout.replace(/\s+/g, ' ').replace(/(\S-) /g, '$1');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const WITHDRAWN_REASON = 'Yanlış alana girilmiş; Işıklı Serası defterine yazıldı.';

describe('register documents (PDF, CSV, XLSX) through the API', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;
  let other: Awaited<ReturnType<typeof prescribingMember>>;
  let prescriptionNo: string;
  const season = Number(day(0).slice(0, 4));

  const get = (url: string, headers = world.engineer) => app.inject({ method: 'GET', url: `${API}/${url}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
    other = await prescribingMember(app, ref);
    const body = writeBody(ref, world.area.id);
    const checked = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: world.engineer, payload: { type: 1, ...body } });
    const issued = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: world.engineer, payload: { ...body, acknowledgedFindings: checked.json().data.toAcknowledge } });
    expect(issued.statusCode, issued.body).toBe(201);
    prescriptionNo = issued.json().data.prescriptionNo;
    const [akarmek] = await app.db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, 'Akarmek 18 EC'));
    const application = {
      memberId: world.member.id,
      productionAreaId: world.area.id,
      prescriptionId: issued.json().data.id as number,
      prescriptionLineKey: body.lines[0]!.key,
      licenceId: akarmek!.id,
      productName: 'Akarmek 18 EC',
      appliedOn: day(0),
      startTime: '06:30',
      applicatorKind: 'authorised',
      applicatorName: 'İsmail Çağlar',
      applicatorCertificateNo: 'UY-07-2024-118',
      amount: 280,
      amountUnit: 'ml',
      waterVolumeLitres: 450,
      decares: 4.5,
      weatherUnavailableReason: 'Alanın konumu kayıtlı değil',
      recordedBy: 1,
      recordedByName: 'Gülşen Öztürk',
    };
    await app.db.insert(registerApplications).values([
      application,
      { ...application, startTime: '07:15', withdrawnAt: new Date(), withdrawnReason: WITHDRAWN_REASON, withdrawnByName: 'Gülşen Öztürk' },
    ]);
    // Harvested the day of the application: inside Akarmek's 3-day waiting period, flagged.
    await app.db.insert(registerHarvests).values({ memberId: world.member.id, productionAreaId: world.area.id, harvestedOn: day(0), amount: 1250, unit: 'kg', lotOrBuyer: 'Şahin Ticaret', recordedBy: 1, recordedByName: 'Gülşen Öztürk' });
  });
  afterAll(() => app?.close());

  it('the area PDF: Turkish text intact, the application, the flags and the withdrawn mark', async () => {
    const res = await get(`register/area/${world.area.id}/pdf?season=${season}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="kayit-defteri-golbasi-serasi-${season}.pdf"`);
    const text = await pdfRaw(res.rawPayload);
    for (const s of ['Üretici Kayıt Defteri', 'Şükrü Işıkoğlu', 'Gölbaşı Serası', 'Domates', `Reçete no ${prescriptionNo}`, 'İsmail Çağlar (Yetkili uygulayıcı, belge no UY-07-2024-118)', 'Hava kaydı yok: Alanın konumu kayıtlı değil']) {
      expect(text).toContain(s);
    }
    expect(text).toContain(`GERİ ÇEKİLDİ (`);
    expect(text).toContain(WITHDRAWN_REASON);
    expect(text).toMatch(/Sayfa 1 \/ \d/);
    // Every flag and finding the register has is printed as it reads.
    const register = await loadAreaRegister(app.db, world.member.id, world.area.id, season);
    const flags = register.entries.flatMap((e) => (e.type === 'application' ? e.application.flags : e.type === 'harvest' ? e.harvest.flags : []));
    expect(flags.length).toBeGreaterThan(0);
    for (const f of [...flags, ...register.findings]) expect(text).toContain(f.message);
  });

  it('the producer PDF holds the producer’s areas; a User reads it too', async () => {
    const res = await get(`register/producer/${world.producer.id}/pdf?season=${season}`, await world.member.as(Role.User));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`kayit-defteri-sukru-isikoglu-${season}.pdf`);
    const text = await pdfRaw(res.rawPayload);
    expect(text).toContain(`Şükrü Işıkoğlu — ${season} sezonu`);
    expect(text).toContain('Üretim alanı: Gölbaşı Serası');
  });

  it('the CSV and XLSX: Turkish headers, one row per entry', async () => {
    const register = await loadAreaRegister(app.db, world.member.id, world.area.id, season);
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`register/area/${world.area.id}/export?season=${season}&format=${format}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`kayit-defteri-golbasi-serasi-${season}.${format}`);
      const sheet = await readSheet(res.rawPayload, format, { maxRows: 1000 });
      expect(sheet.headers).toEqual([...REGISTER_SHEET_HEADERS]);
      expect(sheet.rows).toHaveLength(register.entries.length);
      const col = (h: (typeof REGISTER_SHEET_HEADERS)[number]) => REGISTER_SHEET_HEADERS.indexOf(h);
      const applications = sheet.rows.filter((r) => r.cells[col('Kayıt türü')] === 'Uygulama');
      expect(applications.map((r) => r.cells[col('Durum')]).sort()).toEqual(['Geri çekildi', 'Geçerli']);
      expect(applications.every((r) => r.cells[col('Uygulayıcı')] === 'İsmail Çağlar' && r.cells[col('Miktar')] === '280')).toBe(true);
      expect(sheet.rows.some((r) => r.cells[col('Geri çekme nedeni')] === WITHDRAWN_REASON)).toBe(true);
      expect(sheet.rows.some((r) => r.cells[col('Kayıt türü')] === 'Hasat' && r.cells[col('Parti / alıcı')] === 'Şahin Ticaret')).toBe(true);
    }
    const producer = await get(`register/producer/${world.producer.id}/export?season=${season}&format=csv`);
    expect(producer.statusCode, producer.body).toBe(200);
    expect((await readSheet(producer.rawPayload, 'csv', { maxRows: 1000 })).rows.length).toBeGreaterThanOrEqual(register.entries.length);
  });

  it('another member’s area or producer is not found (404)', async () => {
    for (const url of [
      `register/area/${world.area.id}/pdf`,
      `register/area/${world.area.id}/export?format=xlsx`,
      `register/producer/${world.producer.id}/pdf`,
      `register/producer/${world.producer.id}/export`,
    ]) {
      const res = await get(url, other.engineer);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('a bad season or format is 400 with the field', async () => {
    for (const [query, field] of [
      ['season=1999', 'query.season'],
      ['season=iki-bin', 'query.season'],
      ['season=2026.5', 'query.season'],
    ] as const) {
      for (const url of [`register/area/${world.area.id}/pdf?${query}`, `register/producer/${world.producer.id}/export?${query}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
      }
    }
    const format = await get(`register/area/${world.area.id}/export?format=pdf`);
    expect(format.statusCode).toBe(400);
    expect(format.json().details.map((d: { field: string }) => d.field)).toContain('query.format');
  });
});
