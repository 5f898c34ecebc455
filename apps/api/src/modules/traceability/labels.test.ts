// On PostgreSQL: the label sheet read back with pdftotext: the lot code, plant,
// variety, first name and packing date on the labels, the consumer URL (the GS1 form with a GTIN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages, pdfInfo, pdfText } from '../../test-support/pdf-tools';
import { addStage, API, buildTestApp, lotWorld, reference, trcMember, type TestApp, type TrcMember } from './lot-world-test-kit';

describe('lot labels', () => {
  let app: TestApp;
  let ref: Awaited<ReturnType<typeof reference>>;
  let owner: TrcMember;

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await reference(app);
    owner = await trcMember(app);
  });
  afterAll(() => app?.close());

  const labels = (lotId: number, query = '', headers: Record<string, string> | null = owner.headers) =>
    app.inject({ method: 'GET', url: `${API}/lot/${lotId}/labels.pdf${query}`, ...(headers ? { headers } : {}) });

  it('24 labels on one A4 page, each with a QR; the lot code, plant, variety, first name, packing date and the GS1 URL are printed', async () => {
    const { lot } = await lotWorld(app, owner, ref);
    await addStage(app, lot, owner, { kind: 'harvest', date: '2026-06-04' });
    await addStage(app, lot, owner, { kind: 'packing', date: '2026-06-05' });
    const res = await labels(lot.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect((await pdfInfo(pdf))['Pages']).toBe('1');
    expect((await pdfImages(pdf)).length).toBe(24);
    const text = await pdfText(pdf);
    expect(text.match(new RegExp(lot.code, 'g'))?.length).toBeGreaterThanOrEqual(24);
    for (const s of ['Domates', 'Pembe Kalp', 'Üretici: Şükrü', 'Paketleme: 05.06.2026']) expect(text).toContain(s);
    expect(text).not.toContain('Işıkoğlu');
    // The labels made the link; its GS1 form is what they carry.
    const link = (await app.inject({ method: 'GET', url: `${API}/lot/${lot.id}/link`, headers: owner.headers })).json().data;
    expect(link.gs1Url).toContain(`/01/08690000000019/10/${lot.code}?t=`);
    expect(text).toContain(link.gs1Url);
    // Printing again keeps the same link (labels already stuck on boxes stay valid).
    const again = await pdfText((await labels(lot.id)).rawPayload);
    expect(again).toContain(link.gs1Url);
  });

  it('without a GTIN the /lot/{token} URL; count=30 makes two pages; no name without consent', async () => {
    const { lot } = await lotWorld(app, owner, ref, { gtin: null, consent: false });
    const res = await labels(lot.id, '?count=30');
    expect(res.statusCode).toBe(200);
    expect((await pdfInfo(res.rawPayload))['Pages']).toBe('2');
    expect((await pdfImages(res.rawPayload)).length).toBe(30);
    const text = await pdfText(res.rawPayload);
    const link = (await app.inject({ method: 'GET', url: `${API}/lot/${lot.id}/link`, headers: owner.headers })).json().data;
    expect(link.gs1Url).toBeNull();
    expect(text).toContain(link.url);
    expect(text).not.toContain('Üretici:');
  });

  it('count outside 1–120 or not a number is 400 with the field; another member 404; anonymous 401', async () => {
    const { lot } = await lotWorld(app, owner, ref);
    for (const count of ['0', '121', 'iki', '2.5']) {
      const res = await labels(lot.id, `?count=${count}`);
      expect(res.statusCode, count).toBe(400);
      expect(res.json().details[0].field).toBe('query.count');
    }
    expect((await labels(lot.id, '?count=120')).statusCode).toBe(200);
    const other = await trcMember(app);
    expect((await labels(lot.id, '', other.headers)).statusCode).toBe(404);
    expect((await labels(lot.id, '', null)).statusCode).toBe(401);
  });
});
