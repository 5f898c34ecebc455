/// <reference types="node" />
// Test support only (not exported): the producers feature's MSW handlers (one fake API
// for web tests). Producers and areas answered from rows in memory (docs/api.md "Producers and
// production areas"), every call recorded, any answer replaceable by `"<METHOD> <path>"`.
import type { Producer, ProductionArea } from '@portal/contracts';
import { apiServer, apiUrl, areaFixture, plantFixtures, producerFixture, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export type Reply = { status?: number; body: unknown };
export type Overrides = Record<string, (call: ApiCall) => Reply | undefined>;

const stamp = '2026-03-01T10:00:00.000Z';

/** Mehmet Yıldırım, a producer without an e-mail or ÇKS number, and his one greenhouse. */
const mehmet = { createdAt: stamp, updatedAt: stamp, neighbourhood: null };

export function producer(id: number, extra: Partial<Producer> = {}): Producer {
  return producerFixture(id, { ...mehmet, name: 'Mehmet', surname: 'Yıldırım', fullName: 'Mehmet Yıldırım', tcOrVkn: '10000000146', email: null, cksNumber: null, areaCount: 1, ...extra });
}

export function area(id: number, extra: Partial<ProductionArea> = {}): ProductionArea {
  return areaFixture(id, { ...mehmet, producerTcOrVkn: '10000000146', ownerName: 'Mehmet Yıldırım', name: 'Kuzey Serası', cksBlock: null, cksParcel: null, measured: false, ...extra });
}

/** The reference plants the area form searches (GET definition/plant/query). */
export const referencePlants = plantFixtures(['Domates', 'Biber', 'Hıyar', 'Üzüm', 'Buğday'], { updatedAt: '2026-11-01T00:00:00.000Z' });

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' } };

/** The producer and area calls over `producers` and `areas`; returns the recorded calls. */
export function producersApi(producers: Producer[], areas: ProductionArea[], overrides: Overrides = {}) {
  const calls: ApiCall[] = [];
  const reply = (call: ApiCall): Reply => {
    const replaced = overrides[`${call.method} ${call.path}`]?.(call);
    if (replaced) return replaced;
    if (call.method === 'GET' && call.path === 'definition/plant/query') {
      const term = (call.query.get('search') ?? '').toLocaleLowerCase('tr-TR');
      const found = referencePlants.filter((p) => p.name.toLocaleLowerCase('tr-TR').includes(term));
      return { body: { data: found, count: found.length } };
    }
    const [resource, idText, action] = call.path.split('/');
    const rows: { id: number; archived: boolean }[] = resource === 'producer' ? producers : areas;
    const row = idText ? rows.find((r) => r.id === Number(idText)) : undefined;
    if (call.method === 'GET' && !idText) {
      let list = rows as (Producer | ProductionArea)[];
      if (resource === 'production-area' && call.query.has('producerId')) list = areas.filter((a) => a.producerId === Number(call.query.get('producerId')));
      if (resource === 'production-area' && call.query.get('owner') === 'member') list = areas.filter((a) => a.producerId === null);
      const limit = Number(call.query.get('limit') ?? 10);
      const page = Number(call.query.get('page') ?? 1);
      // As the API: an area's list row has no boundary; its record has.
      const data = list.slice((page - 1) * limit, page * limit).map((r) => ('polygon' in r ? (({ polygon: _polygon, ...item }) => item)(r) : r));
      return { body: { data, count: list.length } };
    }
    if (!row) return notFound;
    if (call.method === 'GET' && action === 'weather') return { body: { data: { available: false, reason: 'Alanın haritada sınırı yok; hava durumu için sınırı çizin.' } } };
    if (call.method === 'GET') return { body: { data: row } };
    if (call.method === 'PATCH' && action === 'archive') {
      Object.assign(row, { archived: (call.body as { archived: boolean }).archived });
      return { body: { data: row } };
    }
    if (call.method === 'DELETE') {
      rows.splice(rows.indexOf(row), 1);
      return { body: { data: { id: row.id } } };
    }
    if (call.method === 'PUT') return { body: { data: { ...row, ...(call.body as object) } } };
    return notFound;
  };
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      if (call.method === 'POST' && (call.path === 'producer' || call.path === 'production-area')) {
        const replaced = overrides[`POST ${call.path}`]?.(call);
        if (replaced) return HttpResponse.json(replaced.body as JsonBodyType, { status: replaced.status ?? 200 });
        const base = call.path === 'producer' ? producer(100) : area(100);
        return HttpResponse.json({ data: { ...base, ...(call.body as object), fullName: 'Yeni Kayıt' } } as JsonBodyType, { status: 201 });
      }
      const { status = 200, body } = reply(call);
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
  return { calls, callsOf: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
