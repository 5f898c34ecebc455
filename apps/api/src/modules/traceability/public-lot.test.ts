// On PostgreSQL: the lot's consumer link (made, shown again, renewed, revoked), the
// public page's answer holding only what §4 lists, the GS1 Digital Link form resolving to the
// same lot, and the member routes' tenancy.
import { AppCode } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../test-support';
import { auditLog, type LotRow } from '../../platform/db';
import { addStage, API, buildTestApp, lotWorld, reference, trcMember, type TestApp, type TrcMember } from './lot-world-test-kit';

describe('the consumer page', () => {
  let app: TestApp;
  let ref: Awaited<ReturnType<typeof reference>>;
  let owner: TrcMember;
  let other: TrcMember;
  let lot: LotRow;

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await reference(app);
    owner = await trcMember(app);
    other = await trcMember(app);
    ({ lot } = await lotWorld(app, owner, ref));
    await addStage(app, lot, owner, { kind: 'planting', date: '2026-03-02', notes: 'Fideler Ahmet Bey’in serasından' });
    await addStage(app, lot, owner, { kind: 'spraying', date: '2026-06-01', licenceId: ref.akarmek, productName: 'Akarmek 18 EC', phiDays: 3 });
    // Harvest on spraying + PHI: the waiting period is kept (the boundary day is allowed).
    await addStage(app, lot, owner, { kind: 'harvest', date: '2026-06-04' });
    await addStage(app, lot, owner, { kind: 'packing', date: '2026-06-05' });
  });
  afterAll(() => app?.close());

  const member = (method: 'GET' | 'POST' | 'DELETE', path: string, headers: Record<string, string> | null = owner.headers) =>
    app.inject({ method, url: `${API}/${path}`, ...(headers ? { headers } : {}) });
  const open = (path: string) => app.inject({ method: 'GET', url: `${API}/${path}`, remoteAddress: freshIp() });

  it('POST lot/{id}/link makes a 256-bit token with /lot/{token} and the GS1 form on the trc host; GET shows the same again', async () => {
    const res = await member('POST', `lot/${lot.id}/link`);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://trc.localhost:8080/lot/${link.token}`);
    expect(link.gs1Url).toBe(`http://trc.localhost:8080/01/08690000000019/10/${lot.code}?t=${link.token}`);
    expect(link.qrUrl).toBe(link.gs1Url);
    expect((await member('GET', `lot/${lot.id}/link`)).json().data).toEqual(link);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'lot.link-create'), eq(auditLog.entityId, String(lot.id))));
    expect(audit?.actorUserId).toBe(owner.user.id);
  });

  it('the public answer is the product, place, rounded point, first name, timeline, sprayings with PHI kept, harvest and packing; noindex', async () => {
    const link = (await member('GET', `lot/${lot.id}/link`)).json().data;
    const res = await open(`public/lot/${link.token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json().data).toEqual({
      lotCode: lot.code,
      gtin: '8690000000019',
      plant: 'Domates',
      variety: 'Pembe Kalp',
      season: '2026',
      province: 'Antalya',
      district: 'Kumluca',
      approximateLocation: { lat: 36.37, lon: 30.29 },
      producerFirstName: 'Şükrü',
      timeline: [
        { kind: 'planting', date: '2026-03-02' },
        { kind: 'spraying', date: '2026-06-01' },
        { kind: 'harvest', date: '2026-06-04' },
        { kind: 'packing', date: '2026-06-05' },
      ],
      sprayings: [{ date: '2026-06-01', product: 'Akarmek 18 EC', phiDays: 3, earliestHarvest: '2026-06-04', phiKept: true }],
      harvestDates: ['2026-06-04'],
      packingDates: ['2026-06-05'],
    });
  });

  it('the answer holds no personal data beyond that: no surname, phone, e-mail, TC, address, parcel, exact point, notes or controller', async () => {
    const link = (await member('GET', `lot/${lot.id}/link`)).json().data;
    const body = (await open(`public/lot/${link.token}`)).body;
    const [producer] = (await member('GET', 'producer?limit=100')).json().data.filter((p: { name: string }) => p.name === 'Şükrü');
    for (const secret of ['Işıkoğlu', '5327654321', '+90532', 'sukru.isikoglu', producer.tcOrVkn, 'Sera yolu', 'Adrasan', '112', '36.370212', '30.290531', '36.3702', 'Ahmet', owner.user.surname, owner.user.email, 'Gölbaşı', 'Adrasan Serası', 'inside']) {
      expect(body, secret).not.toContain(secret);
    }
    expect(body).not.toMatch(/"(surname|phone|email|tcOrVkn|address|notes|polygon|recordedBy|photoIds|lat": 36\.37\d)/);
  });

  it('without consent no first name, and with no GTIN no GS1 form; a harvest inside the PHI shows its waiting period not kept', async () => {
    const { lot: second } = await lotWorld(app, owner, ref, { consent: false, gtin: null });
    await addStage(app, second, owner, { kind: 'spraying', date: '2026-06-01', licenceId: ref.akarmek, productName: 'Akarmek 18 EC', phiDays: 3 });
    await addStage(app, second, owner, { kind: 'harvest', date: '2026-06-03' });
    const link = (await member('POST', `lot/${second.id}/link`)).json().data;
    expect(link.gs1Url).toBeNull();
    expect(link.qrUrl).toBe(link.url);
    const data = (await open(`public/lot/${link.token}`)).json().data;
    expect(data.producerFirstName).toBeNull();
    expect(data.sprayings).toEqual([{ date: '2026-06-01', product: 'Akarmek 18 EC', phiDays: 3, earliestHarvest: '2026-06-04', phiKept: false }]);
  });

  it('the GS1 form resolves to the same lot only with its GTIN (8, 13 or 14 digits alike), lot code and token', async () => {
    const link = (await member('GET', `lot/${lot.id}/link`)).json().data;
    const byToken = (await open(`public/lot/${link.token}`)).json();
    const gs1Path = new URL(link.gs1Url).pathname + new URL(link.gs1Url).search;
    expect((await open(`public${gs1Path}`)).json()).toEqual(byToken);
    expect((await open(`public/01/8690000000019/10/${lot.code}?t=${link.token}`)).json()).toEqual(byToken);
    expect((await open(`public/01/8690000000019/10/${lot.code}`)).statusCode).toBe(404);
    expect((await open(`public/01/8690000000026/10/${lot.code}?t=${link.token}`)).statusCode).toBe(404);
    expect((await open(`public/01/08690000000019/10/TRC-2026-999999?t=${link.token}`)).statusCode).toBe(404);
  });

  it('renewing ends the old token, revoking ends the live one; unknown and malformed tokens are 404', async () => {
    const old = (await member('GET', `lot/${lot.id}/link`)).json().data;
    const renewed = (await member('POST', `lot/${lot.id}/link`)).json().data;
    expect(renewed.token).not.toBe(old.token);
    expect((await open(`public/lot/${old.token}`)).statusCode).toBe(404);
    expect((await open(`public/lot/${renewed.token}`)).statusCode).toBe(200);
    expect((await member('DELETE', `lot/${lot.id}/link`)).statusCode).toBe(204);
    const gone = await open(`public/lot/${renewed.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(gone.headers['x-robots-tag']).toContain('noindex');
    expect((await open(`public${new URL(renewed.gs1Url).pathname}?t=${renewed.token}`)).statusCode).toBe(404);
    // No live link is an answer, not an error: 200 with data null.
    const none = await member('GET', `lot/${lot.id}/link`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });
    expect((await open('public/lot/kısa')).statusCode).toBe(404);
    expect((await open(`public/lot/${'A'.repeat(43)}`)).statusCode).toBe(404);
    // Revoking twice is still 204; a new link works again.
    expect((await member('DELETE', `lot/${lot.id}/link`)).statusCode).toBe(204);
    const again = (await member('POST', `lot/${lot.id}/link`)).json().data;
    expect((await open(`public/lot/${again.token}`)).statusCode).toBe(200);
  });

  it('the public page is rate-limited per address (429 with Retry-After)', async () => {
    const link = (await member('GET', `lot/${lot.id}/link`)).json().data;
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await app.inject({ method: 'GET', url: `${API}/public/lot/${link.token}`, remoteAddress: ip })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: `${API}/public/lot/${link.token}`, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('another member gets 404 on every link route, anonymous 401, a non-TRC member 403, a malformed id 400', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await member(method, `lot/${lot.id}/link`, other.headers)).statusCode, method).toBe(404);
      expect((await member(method, `lot/${lot.id}/link`, null)).statusCode, method).toBe(401);
      const bad = await member(method, 'lot/bir/link');
      expect(bad.statusCode, method).toBe(400);
      expect(bad.json().details[0].field).toBe('params.id');
    }
    const rct = await trcMember(app, AppCode.Rct);
    expect((await member('POST', `lot/${lot.id}/link`, rct.headers)).statusCode).toBe(403);
    // The other member's attempts changed nothing.
    expect((await member('GET', `lot/${lot.id}/link`)).statusCode).toBe(200);
  });
});
