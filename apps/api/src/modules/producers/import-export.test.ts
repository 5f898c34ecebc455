// Import and export: the filtered list as CSV/XLSX; the same file read back with
// a preview (row/column errors), an all-or-nothing commit, and a re-import that changes nothing.
import { ImportContentType, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/crud/files';
import { producers, productionAreas } from '../../platform/db';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, producerBody, seedPlants, tcFrom, testMember, withBadCheckDigit, type TestApp, type TestMember } from '../../test-support';

describe('producer and area import and export', () => {
  let app: TestApp;
  let source: TestMember;
  let target: TestMember;
  let sourceHeaders: Record<string, string>;
  let targetHeaders: Record<string, string>;

  const upload = (path: string, body: Buffer | string, mode: 'preview' | 'commit', type = ImportContentType.csv, headers = targetHeaders) =>
    app.inject({ method: 'POST', url: `${API}/${path}/import?mode=${mode}`, headers: { ...headers, 'content-type': type }, payload: body });

  beforeAll(async () => {
    app = await buildTestApp();
    const plantIds = await seedPlants(app, ['Domates', 'Biber']);
    source = await testMember(app);
    target = await testMember(app);
    sourceHeaders = await source.as(Role.Muhendis);
    targetHeaders = await target.as(Role.Muhendis);
    for (const [name, surname] of [
      ['Ayşe', 'Yılmaz'],
      ['İbrahim', 'Şahin'],
    ]) {
      const p = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: sourceHeaders, payload: producerBody({ name, surname }) })).json().data;
      const res = await app.inject({ method: 'POST', url: `${API}/production-area`, headers: sourceHeaders, payload: areaBody(p.id, { name: `${name} Serası`, polygon: KUMLUCA_FIELD, plantId: plantIds['Domates'] }) });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => app.close());

  it("exports the filtered list as CSV and XLSX with the import's headers", async () => {
    const csv = await app.inject({ method: 'GET', url: `${API}/producer/export?format=csv&farmerName=ayse`, headers: sourceHeaders });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const sheet = await readSheet(csv.rawPayload, 'csv', { maxRows: 100 });
    expect(sheet.headers).toEqual(['Tür', 'Ad / Unvan', 'Soyad', 'TC Kimlik No / VKN', 'Cep Telefonu', 'E-posta', 'İl', 'İlçe', 'Mahalle', 'Adres', 'ÇKS Kayıt No', 'Notlar', 'Üretim Alanı Sayısı', 'Durum']);
    expect(sheet.rows.map((r) => r.cells.slice(0, 3))).toEqual([['Şahıs', 'Ayşe', 'Yılmaz']]);
    const xlsx = await app.inject({ method: 'GET', url: `${API}/production-area/export?format=xlsx&sort=name`, headers: sourceHeaders });
    const areas = await readSheet(xlsx.rawPayload, 'xlsx', { maxRows: 100 });
    expect(areas.rows.map((r) => r.cells[2])).toEqual(['Ayşe Serası', 'İbrahim Serası']);
  });

  it("round-trips: another member imports the export (preview, then commit), areas by their producer's TC; a re-import changes nothing", async () => {
    const producerFile = (await app.inject({ method: 'GET', url: `${API}/producer/export?format=xlsx`, headers: sourceHeaders })).rawPayload;
    const preview = await upload('producer', producerFile, 'preview', ImportContentType.xlsx);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ written: false, total: 2, create: 2, invalid: 0 });
    expect(await app.db.$count(producers, eq(producers.memberId, target.id))).toBe(0);
    expect((await upload('producer', producerFile, 'commit', ImportContentType.xlsx)).json().data).toMatchObject({ written: true, create: 2 });

    const areaFile = (await app.inject({ method: 'GET', url: `${API}/production-area/export?format=csv`, headers: sourceHeaders })).body;
    const committed = await upload('production-area', areaFile, 'commit');
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().data).toMatchObject({ written: true, create: 2 });
    const list = (await app.inject({ method: 'GET', url: `${API}/production-area?sort=name`, headers: targetHeaders })).json();
    expect(list.data.map((a: { name: string; ownerName: string; measured: boolean; decares: number }) => [a.name, a.ownerName, a.measured, a.decares > 4.9])).toEqual([
      ['Ayşe Serası', 'Ayşe Yılmaz', true, true],
      ['İbrahim Serası', 'İbrahim Şahin', true, true],
    ]);
    expect((await upload('producer', producerFile, 'preview', ImportContentType.xlsx)).json().data).toMatchObject({ unchanged: 2, create: 0, update: 0 });
    expect((await upload('production-area', areaFile, 'preview')).json().data).toMatchObject({ unchanged: 2, create: 0, update: 0 });
  });

  it('reports every bad row and column in the preview and writes nothing on commit', async () => {
    const header = 'Tür;Ad / Unvan;Soyad;TC Kimlik No / VKN;Cep Telefonu;E-posta;İl;İlçe;Mahalle;Adres;ÇKS Kayıt No;Notlar';
    const good = tcFrom(31_415_926);
    const csv = [
      header,
      `Şahıs;Veli;Kara;${good};0532 000 11 22;;Konya;Çumra;;;;`,
      `Şahıs;Bozuk;TC;${withBadCheckDigit(tcFrom(27_182_818))};;;Konya;Çumra;;;;`,
      `Kooperatif;Yanlış;Tür;${tcFrom(1)};;;Atlantis;Çumra;;;;`,
      `Şahıs;Tekrar;Satır;${good};;;Konya;Çumra;;;;`,
    ].join('\n');
    const before = await app.db.$count(producers, eq(producers.memberId, target.id));
    const preview = (await upload('producer', csv, 'preview')).json().data;
    expect(preview).toMatchObject({ total: 4, create: 1, invalid: 3 });
    expect(preview.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'TC Kimlik No / VKN', message: 'Geçerli bir TC kimlik no girin: kontrol haneleri tutmuyor' },
        { row: 4, column: 'Tür', message: 'Şunlardan biri olmalıdır: Şahıs, Şirket' },
        { row: 4, column: 'İl', message: "'Atlantis' adlı bir il yok" },
        { row: 5, column: 'Tür', message: 'Aynı kayıt dosyada 2. satırda da var' },
      ]),
    );
    const commit = await upload('producer', csv, 'commit');
    expect(commit.statusCode).toBe(400);
    expect(commit.json().code).toBe('IMPORT_INVALID');
    expect(await app.db.$count(producers, eq(producers.memberId, target.id))).toBe(before);
    expect(await app.db.$count(productionAreas, eq(productionAreas.memberId, target.id))).toBe(2);
  });

  it('names a bad row by its own person or company (else its row number); the fixed file previews again and imports', async () => {
    const header = 'Tür;Ad / Unvan;Soyad;TC Kimlik No / VKN;Cep Telefonu;E-posta;İl;İlçe;Mahalle;Adres;ÇKS Kayıt No;Notlar';
    const tc = tcFrom(16_180_339);
    const rows = (personTc: string) => [
      header,
      `Şahıs;Hatice;Doğan;${personTc};;;Konya;Çumra;;;;`,
      `Şirket;Ova Tarım Ltd.;;${'1'.repeat(9)};;;Konya;Çumra;;;;`,
      `Şahıs;;;${tcFrom(2)};;;Konya;Çumra;;;;`,
    ];
    const bad = (await upload('producer', rows(withBadCheckDigit(tc)).join('\n'), 'preview')).json().data;
    expect(bad).toMatchObject({ total: 3, invalid: 3 });
    expect(bad.rows).toEqual([
      { row: 2, action: 'error', label: 'Hatice Doğan' },
      { row: 3, action: 'error', label: 'Ova Tarım Ltd.' },
      { row: 4, action: 'error', label: '4. satır' },
    ]);
    const fixed = rows(tc).slice(0, 2).join('\n');
    const again = await upload('producer', fixed, 'preview');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ total: 1, create: 1, invalid: 0, errors: [], rows: [{ row: 2, action: 'create', label: 'Hatice Doğan' }] });
    const commit = await upload('producer', fixed, 'commit');
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json().data).toMatchObject({ written: true, create: 1 });
  });

  it.each([
    ['binary bytes labelled CSV', Buffer.from([0x00, 0x01, 0x02, 0xff]), ImportContentType.csv],
    ['a broken zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]), ImportContentType.xlsx],
    ['text labelled XLSX', Buffer.from('Tür;Ad / Unvan\nŞahıs;Ali'), ImportContentType.xlsx],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), ImportContentType.xlsx],
    ['an unclosed quote', Buffer.from('Tür;Ad / Unvan\n"Şahıs;Ali'), ImportContentType.csv],
    ['an empty file', Buffer.alloc(0), ImportContentType.csv],
    ['a header only (commit)', Buffer.from('Tür;Ad / Unvan;Soyad;TC Kimlik No / VKN;Cep Telefonu;E-posta;İl;İlçe;Mahalle;Adres;ÇKS Kayıt No;Notlar'), ImportContentType.csv],
    ['unknown columns (commit)', Buffer.from('Ad;Yaş\nAli;3'), ImportContentType.csv],
    ['a cell of 100 000 characters (commit)', Buffer.from(`Tür;Ad / Unvan;Soyad;TC Kimlik No / VKN;Cep Telefonu;E-posta;İl;İlçe;Mahalle;Adres;ÇKS Kayıt No;Notlar\nŞahıs;${'A'.repeat(100_000)};B;${tcFrom(3)};;;Konya;Çumra;;;;`), ImportContentType.csv],
  ])('answers %s with 400, never 500', async (_name, body, type) => {
    for (const mode of ['preview', 'commit'] as const) {
      const res = await upload('producer', body, mode, type);
      expect(res.statusCode, `${mode}: ${res.body}`).toBeLessThan(500);
      if (mode === 'commit') expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('refuses the import to Tekniker (403)', async () => {
    const res = await upload('producer', 'Tür\n', 'preview', ImportContentType.csv, await target.as(Role.Tekniker));
    expect(res.statusCode).toBe(403);
  });
});
