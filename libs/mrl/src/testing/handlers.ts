// Test support only (not exported): the MRL sections' MSW handlers (one fake API for
// web tests). One section's calls answered from rows in memory, every call recorded.
import type { MrlCheckResponse, MrlEntry, MrlOption } from '@portal/contracts';
import type { SessionClient } from '@portal/shared/api-client';
import { apiServer, apiUrl, createTestSessionClient, readCall } from '@portal/shared/testing';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export interface Call {
  method: string;
  /** Below /api/v1/: `mrl/mrl-rates/expire`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Row = { id: number } & Record<string, unknown>;
type Answer = { status?: number; body: unknown };

/** The calls of one section at `api` over `rows` (for this test); `answer` may replace any reply. */
export function fakeApi(api: string, rows: Row[], answer?: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  const reply = (call: Call): Answer => {
    const replaced = answer?.(call);
    if (replaced) return replaced;
    const id = Number(call.query.get('id') ?? (call.body as { id?: number } | undefined)?.id);
    const row = rows.find((r) => r.id === id);
    if (call.method === 'GET' && call.path === api) {
      if (call.query.has('id')) return row ? { body: { data: row } } : { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
      const limit = Number(call.query.get('limit') ?? 10);
      const page = Number(call.query.get('page') ?? 1);
      return { body: { data: rows.slice((page - 1) * limit, page * limit), count: rows.length } };
    }
    if (call.method === 'PATCH' && call.path === api && row) return { body: { data: Object.assign(row, { status: !row['status'] }) } };
    if (call.method === 'PATCH' && call.path === `${api}/expire` && row) return { body: { data: Object.assign(row, { expire_status: !row['expire_status'] }) } };
    if (call.method === 'GET') return { body: { data: [], count: 0 } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
  };
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const { method, path, query, body } = await readCall(request);
      const call: Call = { method, path, query, body };
      calls.push(call);
      const { status = 200, body: answerBody } = reply(call);
      return HttpResponse.json(answerBody as JsonBodyType, { status });
    }),
  );
  const client: SessionClient = createTestSessionClient(createStore());
  return { calls, client, rows };
}


// ---------------------------------------------------------------- the `mrl` page

export type MrlCheckAnswer = MrlCheckResponse['data'];

export interface MrlQueryApiOptions {
  limits?: MrlEntry[];
  products?: MrlOption[];
  substances?: MrlOption[];
  /** POST search/mrl/check's answers in turn (the last one again); an Answer for an error. */
  checks?: Array<MrlCheckAnswer | Answer>;
}

/** GET search/mrl (filtered and paged from `limits`), GET search/mrl/options and POST search/mrl/check; every call recorded. */
export function mrlQueryApi({ limits = [], products = [], substances = [], checks = [] }: MrlQueryApiOptions = {}) {
  const calls: Call[] = [];
  const reply = (call: Call): Answer => {
    if (call.method === 'GET' && call.path === 'search/mrl') {
      const q = call.query;
      const rows = limits.filter(
        (r) =>
          (!q.get('mrlProductId') || r.product.id === Number(q.get('mrlProductId'))) &&
          (!q.get('mrlActiveSubstanceId') || r.activeSubstance.id === Number(q.get('mrlActiveSubstanceId'))) &&
          (!q.get('market') || r.market === q.get('market')) &&
          (q.get('includeExpired') === 'true' || !r.expireStatus),
      );
      const limit = Number(q.get('limit') ?? 10);
      const page = Number(q.get('page') ?? 1);
      return { body: { data: rows.slice((page - 1) * limit, page * limit), count: rows.length } };
    }
    if (call.method === 'GET' && call.path === 'search/mrl/options') {
      const list = call.query.get('kind') === 'product' ? products : substances;
      const term = (call.query.get('q') ?? '').toLocaleLowerCase('tr-TR');
      return { body: { data: list.filter((o) => o.label.toLocaleLowerCase('tr-TR').includes(term)) } };
    }
    if (call.method === 'POST' && call.path === 'search/mrl/check') {
      const n = calls.filter((c) => c.path === 'search/mrl/check').length;
      const next = checks[Math.min(n - 1, checks.length - 1)];
      if (!next) return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.' } };
      return 'rows' in next ? { body: { data: next } } : next;
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
  };
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const { method, path, query, body } = await readCall(request);
      const call: Call = { method, path, query, body };
      calls.push(call);
      const { status = 200, body: answerBody } = reply(call);
      return HttpResponse.json(answerBody as JsonBodyType, { status });
    }),
  );
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
