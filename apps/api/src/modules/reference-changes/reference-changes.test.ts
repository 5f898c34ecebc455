// On PostgreSQL (PGlite without TEST_DATABASE_URL): reference changes recorded by
// the definition writes (an edit, an import, the MRL expire switch) in the write's transaction;
// the active prescriptions they touch flagged (not archived, deleted, harvested or another
// plant's ones); the prescribers' notices and mails; the feed, the notices and the
// acknowledgement as each member sees them.
import { AppCode, ImportContentType, PrescriptionKind, Role, type Licence, type MrlRate, type Notification, type Prescription, type ReferenceChange } from '@portal/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseSection, updateRecord } from '../../platform/crud';
import { readSheet, writeCsv } from '../../platform/crud/files';
import {
  harmfulOrganisms,
  licenceDetails,
  licences,
  mrlActiveSubstances,
  mrlProducts,
  mrlRates,
  notifications,
  outboxMessages,
  prescriptionChangeFlags,
  prescriptions,
  referenceChanges,
  users,
  type Orm,
} from '../../platform/db';
import { API, areaBody, as, buildTestApp, day, prescribingMember, referenceIds, type ReferenceIds, type TestApp, writeBody } from '../../test-support';
import { licenceSection } from '../definitions/sections/license';

type Headers = Record<string, string>;
type World = Awaited<ReturnType<typeof prescribingMember>>;

/** YYYY-MM-DD `days` from today (UTC; the tests keep clear of the day's edges). */
/** Days from today in Türkiye, the calendar the prescription checks read. */
const inDays = day;

describe('reference changes, flags and notices', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let dataLogger: Headers;
  let staff: Headers;
  let srcUser: Headers;
  let a: World;
  let b: World;
  /** The prescriptions of the story, by what they are. */
  const p = { active: 0, archived: 0, deleted: 0, harvested: 0, cucumber: 0, otherMember: 0, emaktin: 0 };
  let areaSerial = 0;

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `${API}/${url}`, headers, ...(payload !== undefined ? { payload } : {}) });
  const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => {
    const res = await send(method, url, headers, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  /** An issued prescription of `world` on a new area of `plantId`, using registered use `detailId`. */
  async function issue(world: World, plantId: number, detailId: number, dates: { start: string; harvest: string }) {
    areaSerial++;
    const area = await ok('POST', 'production-area', world.engineer, areaBody(world.producer.id, { name: `Değişiklik Serası ${areaSerial}`, plantId, plantingDate: inDays(-90), expectedHarvestDate: inDays(90), decares: 3 }));
    const [use] = await app.db.select().from(licenceDetails).where(eq(licenceDetails.id, detailId));
    const body = writeBody(ref, area.data.id, {
      startDate: dates.start,
      plannedHarvestDate: dates.harvest,
      harmfulOrganismIds: [use!.harmfulOrganismId],
      lines: [{ key: `l${areaSerial}`, licenceDetailId: detailId, dose: use!.doseMin, doseUnitId: use!.doseUnitId, waterVolume: 100, tankSize: 200, packSize: 250 }],
    });
    const check = await ok('POST', 'prescription/check', world.engineer, { type: PrescriptionKind.ProductionArea, ...body });
    const written = await ok('POST', 'prescription/area-linked', world.engineer, { ...body, acknowledgedFindings: check.data.toAcknowledge });
    return written.data.id as number;
  }
  const active = { start: inDays(0), harvest: inDays(40) };

  /** The changes recorded after id `since`, oldest first. */
  const changesSince = (since: number) => app.db.select().from(referenceChanges).where(gt(referenceChanges.id, since)).orderBy(referenceChanges.id);
  const lastChangeId = async () => (await app.db.select({ id: referenceChanges.id }).from(referenceChanges).orderBy(desc(referenceChanges.id)).limit(1))[0]?.id ?? 0;
  const flagged = async (changeId: number) =>
    (await app.db.select({ id: prescriptionChangeFlags.prescriptionId }).from(prescriptionChangeFlags).where(eq(prescriptionChangeFlags.referenceChangeId, changeId))).map((r) => r.id).sort();
  const prescriberOf = async (prescriptionId: number) => {
    const [row] = await app.db.select({ id: users.id, email: users.email }).from(prescriptions).innerJoin(users, eq(users.id, prescriptions.prescriberUserId)).where(eq(prescriptions.id, prescriptionId));
    return row!;
  };
  const noticesOfChange = (changeId: number) => app.db.select().from(notifications).where(eq(notifications.referenceChangeId, changeId));

  /** The seeded TR limit of a substance in a plant's product (the plant name is the product's). */
  async function seededRate(product: string, substance: string): Promise<MrlRate> {
    const [row] = await app.db
      .select({ id: mrlRates.id })
      .from(mrlRates)
      .innerJoin(mrlProducts, eq(mrlProducts.id, mrlRates.productId))
      .innerJoin(mrlActiveSubstances, eq(mrlActiveSubstances.id, mrlRates.activeSubstanceId))
      .where(and(eq(mrlProducts.name, product), eq(mrlActiveSubstances.name, substance), eq(mrlRates.market, 'TR'), eq(mrlRates.expireStatus, false)))
      .orderBy(desc(mrlRates.date))
      .limit(1);
    return (await ok('GET', `mrl/mrl-rates?id=${row!.id}`, dataLogger)).data as MrlRate;
  }
  const rateInput = (r: MrlRate) => ({ id: r.id, product: r.product.id, active_substance: r.active_substance.id, rate: r.rate, description: r.description, date: r.date, market: r.market });
  async function licenceNamed(tradeName: string): Promise<Licence> {
    const [row] = await app.db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, tradeName));
    return (await ok('GET', `definition/license?id=${row!.id}`, dataLogger)).data as Licence;
  }
  const licenceInput = (l: Licence) => ({
    id: l.id,
    tradeName: l.tradeName,
    licenceNumber: l.licenceNumber,
    licenceDate: l.licenceDate,
    expiryDate: l.expiryDate,
    licenceStatus: l.licenceStatus,
    cancelledOn: l.cancelledOn,
    companyId: l.companyId,
    formulationId: l.formulationId,
    licenceGroupId: l.licenceGroupId,
    origin: l.origin,
    beeToxicity: l.beeToxicity,
    warnings: l.warnings,
    activeSubstances: l.activeSubstances.map(({ activeSubstanceId, concentration, unitId }) => ({ activeSubstanceId, concentration, unitId })),
  });
  /** The file of an export, edited by `edit`, imported with `mode`. */
  async function reimport(url: string, query: string, mode: 'preview' | 'commit', edit: (headers: string[], rows: string[][]) => string[][]) {
    const file = await send('GET', `${url}/export?format=csv&${query}`, dataLogger);
    expect(file.statusCode, file.body).toBe(200);
    const sheet = await readSheet(file.rawPayload, 'csv', { maxRows: 1000 });
    const rows = edit(sheet.headers, sheet.rows.map((r) => r.cells));
    return send('POST', `${url}/import?mode=${mode}`, { ...dataLogger, 'content-type': ImportContentType.csv }, writeCsv(sheet.headers, rows));
  }

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    dataLogger = await as(app, Role.BestnetDataLogger);
    staff = await as(app, Role.BestnetAdmin);
    srcUser = await as(app, Role.User, { app: AppCode.Src, host: 'src' });
    a = await prescribingMember(app, ref);
    b = await prescribingMember(app, ref);

    p.active = await issue(a, ref.tomato, ref.akarmekTomato, active);
    p.archived = await issue(a, ref.tomato, ref.akarmekTomato, active);
    await ok('PATCH', `prescription/${p.archived}/archive`, a.engineer);
    p.deleted = await issue(a, ref.tomato, ref.akarmekTomato, active);
    await ok('PATCH', `prescription/${p.deleted}/delete`, a.engineer);
    // Harvested yesterday: no longer active. Written a month ago (no prescription is issued for a past date now, so its dates are moved back).
    p.harvested = await issue(a, ref.tomato, ref.akarmekTomato, active);
    await app.db.update(prescriptions).set({ startDate: inDays(-30), plannedHarvestDate: inDays(-1), issuedAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(prescriptions.id, p.harvested));
    p.cucumber = await issue(a, ref.cucumber, ref.akarmekCucumber, active);
    p.otherMember = await issue(b, ref.tomato, ref.akarmekTomato, active);
    const [moth] = await app.db.select({ id: harmfulOrganisms.id }).from(harmfulOrganisms).where(eq(harmfulOrganisms.name, 'Domates güvesi'));
    const [emaktinUse] = await app.db
      .select({ id: licenceDetails.id })
      .from(licenceDetails)
      .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
      .where(and(eq(licences.tradeName, 'Emaktin 5 SG'), eq(licenceDetails.plantId, ref.tomato), eq(licenceDetails.harmfulOrganismId, moth!.id)));
    p.emaktin = await issue(a, ref.tomato, emaktinUse!.id, active);
  });
  afterAll(() => app?.close());

  it('an MRL value changed on the definitions screen flags the active prescriptions of its plant and substance, and only those', async () => {
    const since = await lastChangeId();
    const rate = await seededRate('Domates', 'Abamectin');
    await ok('PATCH', 'mrl/mrl-rates/editField', dataLogger, { ...rateInput(rate), rate: 0.05 });
    const [change, ...more] = await changesSince(since);
    expect(more).toEqual([]);
    expect(change).toMatchObject({ kind: 'mrl-changed', source: 'edit', mrlRateId: rate.id, mrlProductId: rate.product.id, mrlActiveSubstanceId: rate.active_substance.id, affectedCount: 2 });
    expect(change!.summary).toEqual({ mrl: { product: { id: rate.product.id, name: 'Domates', code: '0231010' }, activeSubstance: { id: rate.active_substance.id, name: 'Abamectin' }, market: 'TR', before: rate.rate, after: 0.05 } });
    // Archived, deleted, harvested, another plant's and another substance's are not flagged.
    expect(await flagged(change!.id)).toEqual([p.active, p.otherMember].sort());

    // A description edited, the limit unchanged: no change.
    await ok('PATCH', 'mrl/mrl-rates/editField', dataLogger, { ...rateInput(rate), rate: 0.05, description: 'Açıklama düzeltildi' });
    expect(await changesSince(change!.id)).toEqual([]);
  });

  it('each prescriber gets one notice naming the limit and their count, linked to the prescription, and one mail through the outbox', async () => {
    const [change] = await app.db.select().from(referenceChanges).where(eq(referenceChanges.kind, 'mrl-changed')).orderBy(desc(referenceChanges.id)).limit(1);
    const notices = await noticesOfChange(change!.id);
    const prescriberA = await prescriberOf(p.active);
    const prescriberB = await prescriberOf(p.otherMember);
    expect(notices.map((n) => n.userId).sort()).toEqual([prescriberA.id, prescriberB.id].sort());
    const notice = notices.find((n) => n.userId === prescriberA.id)!;
    expect(notice).toMatchObject({ kind: 'mrl-changed', title: 'MRL değişti: Abamectin · Domates', link: `/receteler/${p.active}`, readAt: null });
    expect(notice.body).toBe("Domates (0231010) ürününde Abamectin için TR MRL'si 0,09 mg/kg iken 0,05 mg/kg oldu. Bu değişiklik 1 etkin reçetenizi etkiliyor; reçeteyi gözden geçirin.");
    for (const prescriber of [prescriberA, prescriberB]) {
      const mails = await app.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, prescriber.email), eq(outboxMessages.template, 'reference-change')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('MRL değişti: Abamectin · Domates | RCT Reçete');
      expect(mails[0]!.bodyText).toContain('0,09 mg/kg iken 0,05 mg/kg oldu');
      expect(mails[0]!.bodyText).toMatch(/Reçeteyi aç:\nhttps?:\/\/rct\.[^\s]+\/receteler\/\d+/);
    }
  });

  it('the MRL expire switch records an expiry; switching it back records nothing', async () => {
    const since = await lastChangeId();
    const rate = await seededRate('Domates', 'Abamectin');
    await ok('PATCH', 'mrl/mrl-rates/expire', dataLogger, { id: rate.id });
    const [expired, ...more] = await changesSince(since);
    expect(more).toEqual([]);
    expect(expired).toMatchObject({ kind: 'mrl-expired', source: 'edit', affectedCount: 2 });
    expect((expired!.summary as { mrl: { before: number; after: null } }).mrl).toMatchObject({ before: 0.05, after: null });
    expect(await flagged(expired!.id)).toEqual([p.active, p.otherMember].sort());
    await ok('PATCH', 'mrl/mrl-rates/expire', dataLogger, { id: rate.id });
    expect(await changesSince(expired!.id)).toEqual([]);
  });

  it('an MRL import that adds a newer limit records it with the limit it follows, and flags only that plant’s prescriptions', async () => {
    const since = await lastChangeId();
    const cucumber = await seededRate('Hıyar', 'Abamectin');
    const res = await reimport('mrl/mrl-rates', `plantid=${cucumber.product.id}&substanceid=${cucumber.active_substance.id}&expire=false`, 'commit', (headers, rows) => {
      const row = [...rows.find((r) => r[headers.indexOf('Tarih')] === cucumber.date)!];
      row[headers.indexOf('MRL (mg/kg)')] = '0,02';
      row[headers.indexOf('Tarih')] = inDays(-2);
      return [row];
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ create: 1, update: 0 });
    const [added, ...more] = await changesSince(since);
    expect(more).toEqual([]);
    expect(added).toMatchObject({ kind: 'mrl-added', source: 'import', affectedCount: 1 });
    expect((added!.summary as { mrl: object }).mrl).toMatchObject({ product: { name: 'Hıyar' }, before: cucumber.rate, after: 0.02 });
    expect(await flagged(added!.id)).toEqual([p.cucumber]);
    // The same file again changes nothing and records nothing.
    const again = await reimport('mrl/mrl-rates', `plantid=${cucumber.product.id}&substanceid=${cucumber.active_substance.id}&expire=false`, 'commit', (headers, rows) => rows.filter((r) => r[headers.indexOf('Tarih')] === inDays(-2)));
    expect(again.json().data).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    expect(await changesSince(added!.id)).toEqual([]);
  });

  it('a licence whose expiry date is set before today is recorded as expired and flags its prescriptions', async () => {
    const since = await lastChangeId();
    const emaktin = await licenceNamed('Emaktin 5 SG');
    await ok('PATCH', 'definition/license/editField', dataLogger, { ...licenceInput(emaktin), expiryDate: inDays(-1) });
    const [expired, ...more] = await changesSince(since);
    expect(more).toEqual([]);
    expect(expired).toMatchObject({ kind: 'licence-expired', source: 'edit', licenceId: emaktin.id, affectedCount: 1, summary: { licence: { id: emaktin.id, tradeName: 'Emaktin 5 SG', licenceNumber: emaktin.licenceNumber } } });
    expect(await flagged(expired!.id)).toEqual([p.emaktin]);
    const [notice] = await noticesOfChange(expired!.id);
    expect(notice).toMatchObject({ title: 'Ruhsat süresi doldu: Emaktin 5 SG', link: `/receteler/${p.emaktin}` });
  });

  it('a write rolled back records nothing: no change, flag, notice or mail', async () => {
    const since = await lastChangeId();
    const count = async (db: Orm) => ({
      mails: (await db.select({ id: outboxMessages.id }).from(outboxMessages)).length,
      notices: (await db.select({ id: notifications.id }).from(notifications)).length,
      flags: (await db.select({ id: prescriptionChangeFlags.prescriptionId }).from(prescriptionChangeFlags)).length,
    });
    const before = await count(app.db);
    const akarmek = await licenceNamed('Akarmek 18 EC');
    const { id, ...input } = licenceInput(akarmek);
    // Read before the transaction: on PGlite (one connection) a read outside it would wait for it.
    const userId = (await prescriberOf(p.active)).id;
    await expect(
      app.db.transaction(async (tx) => {
        const after = await updateRecord(tx, eraseSection(licenceSection), id, { ...input, licenceStatus: 'cancelled', cancelledOn: inDays(0) }, { userId });
        expect(after['licenceStatus']).toBe('cancelled');
        // Recorded inside the transaction: the change, three flags, two notices and two mails…
        expect(await tx.select().from(referenceChanges).where(gt(referenceChanges.id, since))).toHaveLength(1);
        expect(await count(tx)).toEqual({ mails: before.mails + 2, notices: before.notices + 2, flags: before.flags + 3 });
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    // …and gone with it.
    expect(await changesSince(since)).toEqual([]);
    expect(await count(app.db)).toEqual(before);
    expect((await licenceNamed('Akarmek 18 EC')).licenceStatus).toBe('valid');
  });

  it('an import that cancels a licence and registers a new one records both, flagging every active prescription of the cancelled one', async () => {
    const since = await lastChangeId();
    const akarmek = await licenceNamed('Akarmek 18 EC');
    const res = await reimport('definition/license', `search=${encodeURIComponent(akarmek.licenceNumber)}`, 'commit', (headers, rows) => {
      const row = rows.find((r) => r[headers.indexOf('Ruhsat No')] === akarmek.licenceNumber)!;
      const cancelled = [...row];
      cancelled[headers.indexOf('Ruhsat Durumu')] = 'İptal';
      cancelled[headers.indexOf('İptal Tarihi')] = inDays(0);
      const registered = [...row];
      registered[headers.indexOf('Ticari Ad')] = 'Akarmek Yeni 18 EC';
      registered[headers.indexOf('Ruhsat No')] = 'ÖRN-2026/9999';
      return [cancelled, registered];
    });
    expect(res.statusCode, res.body).toBe(200);
    const changes = await changesSince(since);
    expect(changes.map((c) => [c.kind, c.source, c.affectedCount])).toEqual([
      ['licence-cancelled', 'import', 3],
      ['licence-registered', 'import', 0],
    ]);
    expect(await flagged(changes[0]!.id)).toEqual([p.active, p.cucumber, p.otherMember].sort());
    // Member A's prescriber has two of them: one notice, linked to the feed.
    const notices = await noticesOfChange(changes[0]!.id);
    const prescriberA = await prescriberOf(p.active);
    const mine = notices.find((n) => n.userId === prescriberA.id)!;
    expect(mine).toMatchObject({ title: 'Ruhsat iptali: Akarmek 18 EC', link: '/degisiklikler' });
    expect(mine.body).toContain('Bu değişiklik 2 etkin reçetenizi etkiliyor; reçeteleri gözden geçirin.');
    expect(notices).toHaveLength(2);
  });

  it('bad input to a definition write or import answers 400 and records nothing', async () => {
    const since = await lastChangeId();
    const miteks = await licenceNamed('Miteks 18 EC');
    const edit = await send('PATCH', 'definition/license/editField', dataLogger, { ...licenceInput(miteks), licenceStatus: 'iptal' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().details[0].field).toBe('body.licenceStatus');
    const importRes = await reimport('definition/license', `search=${encodeURIComponent(miteks.licenceNumber)}`, 'commit', (headers, rows) => {
      const row = rows.find((r) => r[headers.indexOf('Ruhsat No')] === miteks.licenceNumber)!;
      const cancelled = [...row];
      cancelled[headers.indexOf('Ruhsat Durumu')] = 'İptal';
      const broken = [...row];
      broken[headers.indexOf('Ruhsat No')] = 'ÖRN-2026/8888';
      broken[headers.indexOf('Ruhsat Sahibi Firma')] = 'Olmayan Firma A.Ş.';
      return [cancelled, broken];
    });
    expect(importRes.statusCode).toBe(400);
    expect(importRes.json().code).toBe('IMPORT_INVALID');
    expect(await changesSince(since)).toEqual([]);
  });

  it('GET search/changes: newest first, by kind, paged; a member’s user counts only its own member’s prescriptions', async () => {
    const feed = async (headers: Headers, query = '') => {
      const res = await send('GET', `search/changes?limit=50${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: ReferenceChange[]; count: number };
    };
    const forStaff = await feed(staff);
    expect(forStaff.data.map((c) => c.id)).toEqual([...forStaff.data.map((c) => c.id)].sort((x, y) => y - x));
    const cancelled = forStaff.data.find((c) => c.kind === 'licence-cancelled')!;
    expect(cancelled).toMatchObject({ source: 'import', licence: { tradeName: 'Akarmek 18 EC' }, mrl: null, affectedCount: 3 });
    const countFor = async (headers: Headers) => (await feed(headers)).data.find((c) => c.id === cancelled.id)!.affectedCount;
    expect(await countFor(a.engineer)).toBe(2);
    expect(await countFor(b.engineer)).toBe(1);
    expect(await countFor(srcUser)).toBe(0);

    const mrl = await feed(srcUser, '&kind=mrl-changed');
    expect(mrl.data.map((c) => c.kind)).toEqual(['mrl-changed']);
    expect(mrl.data[0]!.mrl).toMatchObject({ activeSubstance: { name: 'Abamectin' }, before: 0.09, after: 0.05 });
    const page = await send('GET', 'search/changes?limit=2&page=2', srcUser);
    expect(page.json().data.map((c: ReferenceChange) => c.id)).toEqual(forStaff.data.slice(2, 4).map((c) => c.id));
    expect(page.json().count).toBe(forStaff.count);

    const bad = await send('GET', 'search/changes?kind=silindi&limit=500', srcUser);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['query.kind', 'query.limit']);
    expect((await send('GET', 'search/changes', {})).statusCode).toBe(401);
  });

  it('the prescription read carries its flags; its member acknowledges them; another member gets 404', async () => {
    const read = async (headers: Headers) => (await ok('GET', `prescription/${p.active}`, headers)).data as Prescription;
    const before = await read(a.engineer);
    expect(before.referenceChanges!.map((f) => f.change.kind)).toEqual(['licence-cancelled', 'mrl-expired', 'mrl-changed']);
    expect(before.referenceChanges!.every((f) => f.acknowledgedAt === null)).toBe(true);
    // Counted for the member: its two prescriptions of the cancelled licence, not member B's.
    expect(before.referenceChanges![0]!.change.affectedCount).toBe(2);

    expect((await send('POST', `prescription/${p.active}/acknowledge-changes`, b.engineer)).statusCode).toBe(404);
    // The provider's staff are no professional role of a member (spec §6 receteler).
    expect((await send('POST', `prescription/${p.active}/acknowledge-changes`, staff)).statusCode).toBe(403);
    expect((await send('POST', `prescription/${p.active}/acknowledge-changes`, srcUser)).statusCode).toBe(404);
    expect((await send('POST', `prescription/${p.active}/acknowledge-changes`, {})).statusCode).toBe(401);
    expect((await send('POST', 'prescription/bir/acknowledge-changes', a.engineer)).statusCode).toBe(400);
    const technician = await a.member.as(Role.Tekniker);
    const acknowledged = (await ok('POST', `prescription/${p.active}/acknowledge-changes`, technician)).data as Prescription['referenceChanges'];
    expect(acknowledged!.every((f) => f.acknowledgedAt !== null)).toBe(true);
    expect((await read(a.engineer)).referenceChanges!.map((f) => f.acknowledgedAt)).toEqual(acknowledged!.map((f) => f.acknowledgedAt));
    const [row] = await app.db.select().from(prescriptionChangeFlags).where(eq(prescriptionChangeFlags.prescriptionId, p.active)).limit(1);
    expect(row!.acknowledgedBy).not.toBeNull();
    // Member B cannot read it, and its own flags are untouched.
    expect((await send('GET', `prescription/${p.active}`, b.engineer)).statusCode).toBe(404);
    const other = (await ok('GET', `prescription/${p.otherMember}`, b.engineer)).data as Prescription;
    expect(other.referenceChanges!.every((f) => f.acknowledgedAt === null)).toBe(true);
  });

  it('GET notification and PATCH notification/read: only the caller’s own, newest first; another’s is never touched', async () => {
    const mine = async (headers: Headers, query = '') => {
      const res = await send('GET', `notification${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Notification[]; unreadCount: number };
    };
    const listA = await mine(a.engineer);
    // MRL changed and expired on tomato, added on cucumber, Emaktin expired, Akarmek cancelled.
    expect(listA.data).toHaveLength(5);
    expect(listA.unreadCount).toBe(listA.data.length);
    expect(listA.data[0]!.title).toBe('Ruhsat iptali: Akarmek 18 EC');
    const listB = await mine(b.engineer);
    expect(listB.data.map((n) => n.kind)).toEqual(['licence-cancelled', 'mrl-expired', 'mrl-changed']);
    expect(listB.data.every((n) => !listA.data.some((m) => m.publicId === n.publicId))).toBe(true);
    expect(await mine(srcUser)).toEqual({ data: [], unreadCount: 0 });
    const two = await mine(a.engineer, '?limit=2');
    expect(two.data.map((n) => n.publicId)).toEqual(listA.data.slice(0, 2).map((n) => n.publicId));
    expect(two.unreadCount).toBe(5);

    // Another user's notice: 404, and it stays unread.
    const stranger = await send('PATCH', 'notification/read', a.engineer, { publicIds: [listB.data[0]!.publicId] });
    expect(stranger.statusCode).toBe(404);
    expect((await mine(b.engineer)).unreadCount).toBe(listB.unreadCount);

    const one = await ok('PATCH', 'notification/read', a.engineer, { publicIds: [listA.data[0]!.publicId, listB.data[0]!.publicId] });
    expect(one.data.unreadCount).toBe(listA.unreadCount - 1);
    expect((await mine(b.engineer)).unreadCount).toBe(listB.unreadCount);
    expect((await mine(a.engineer, '?unread=true')).data.map((n) => n.publicId)).not.toContain(listA.data[0]!.publicId);
    expect((await ok('PATCH', 'notification/read', a.engineer, { all: true })).data.unreadCount).toBe(0);
    expect((await mine(b.engineer)).unreadCount).toBe(listB.unreadCount);

    for (const body of [{ publicIds: ['bir'] }, { publicIds: [] }, { all: false }, {}]) {
      const res = await send('PATCH', 'notification/read', b.engineer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await mine(b.engineer)).unreadCount).toBe(listB.unreadCount);
    expect((await send('GET', 'notification?unread=evet', b.engineer)).statusCode).toBe(400);
    expect((await send('GET', 'notification?limit=51', b.engineer)).statusCode).toBe(400);
    expect((await send('GET', 'notification', {})).statusCode).toBe(401);
    expect((await send('PATCH', 'notification/read', {}, { all: true })).statusCode).toBe(401);
  });
});
