// Tenancy and roles (DESIGN.md §2: every query scoped by the member of the access
// token): member B reads, edits, archives and deletes member A's producer and area, and asks
// for the area's weather: 404 each, never 200 or a 403 with details, and nothing changes.
import { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, producers, productionAreas } from '../../platform/db';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, producerBody, testMember, type TestApp } from '../../test-support';

describe('cross-member access to producers and areas', () => {
  let app: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  let producer: { id: number; tcOrVkn: string };
  let area: { id: number };

  beforeAll(async () => {
    // An unreachable weather service: a 404 must come before anything is asked of it.
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '500' } });
    a = await (await testMember(app)).as(Role.Muhendis);
    b = await (await testMember(app)).as(Role.Admin);
    producer = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: a, payload: producerBody({ name: 'Gizli', surname: 'Çiftçi' }) })).json().data;
    area = (await app.inject({ method: 'POST', url: `${API}/production-area`, headers: a, payload: areaBody(producer.id, { name: 'Gizli Sera', polygon: KUMLUCA_FIELD }) })).json().data;
  });
  afterAll(() => app.close());

  it("answers 404 to every read and write of another member's records, and changes nothing", async () => {
    const snapshot = async () => ({
      producer: (await app.db.select().from(producers).where(eq(producers.id, producer.id)))[0],
      area: (await app.db.select().from(productionAreas).where(eq(productionAreas.id, area.id)))[0],
      audits: await app.db.$count(auditLog),
    });
    const before = await snapshot();
    const calls = [
      { method: 'GET', url: `${API}/producer/${producer.id}` },
      { method: 'PUT', url: `${API}/producer/${producer.id}`, payload: producerBody({ tcOrVkn: producer.tcOrVkn, name: 'Ele Geçirilmiş' }) },
      { method: 'PATCH', url: `${API}/producer/${producer.id}/archive`, payload: { archived: true } },
      { method: 'DELETE', url: `${API}/producer/${producer.id}` },
      { method: 'GET', url: `${API}/production-area/${area.id}` },
      { method: 'PUT', url: `${API}/production-area/${area.id}`, payload: areaBody(null, { name: 'Ele Geçirilmiş' }) },
      { method: 'PATCH', url: `${API}/production-area/${area.id}/archive`, payload: { archived: true } },
      { method: 'DELETE', url: `${API}/production-area/${area.id}` },
      { method: 'GET', url: `${API}/production-area/${area.id}/weather` },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: b } as never);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(404);
      expect(res.json().details, call.url).toBeUndefined();
      expect(res.body).not.toContain('Gizli');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("leaves another member's records out of the lists, searches and exports", async () => {
    for (const url of [`${API}/producer?search=gizli`, `${API}/producer`, `${API}/production-area?search=gizli`, `${API}/production-area?producerId=${producer.id}`]) {
      const res = await app.inject({ method: 'GET', url, headers: b });
      expect(res.json(), url).toEqual({ data: [], count: 0 });
    }
    for (const url of [`${API}/producer/export?format=csv`, `${API}/production-area/export?format=csv`]) {
      const res = await app.inject({ method: 'GET', url, headers: b });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Gizli');
    }
    // A's own engineer still sees them.
    expect((await app.inject({ method: 'GET', url: `${API}/producer?search=gizli`, headers: a })).json().count).toBe(1);
  });

  it("does not let B's import reach A's producer by its TC: the row is an error, nothing written", async () => {
    const csv = `Üretici TC Kimlik No / VKN;Üretici;Alan Adı;Alan Türü;Örtü;İl;İlçe;Mahalle;Ada;Parsel;Bitki;Dikim Şekli;Dikim Tarihi;Tahmini Hasat Tarihi;Dekar;Sınır (GeoJSON)\n${producer.tcOrVkn};;Sızma;Tarla;;Antalya;Kumluca;;;;;;;;3;\n`;
    const res = await app.inject({ method: 'POST', url: `${API}/production-area/import?mode=commit`, headers: { ...b, 'content-type': 'text/csv' }, payload: csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'satır 2 · Üretici TC Kimlik No / VKN', message: `'${producer.tcOrVkn}' TC kimlik no / VKN ile kayıtlı bir üreticiniz yok` });
    expect(await app.db.$count(productionAreas)).toBe(1);
  });
});
