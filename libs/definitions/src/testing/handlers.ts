/// <reference types="node" />
// Test support only (not exported): the definitions' MSW handlers (one fake API for web
// tests). They answer one section's calls (docs/api.md "Definitions") from rows in memory, record
// every call, and let a test replace any answer. The kit reaches them through the test session
// client, as the app reaches the API.
import type { SessionClient } from '@portal/shared/api-client';
import { apiServer, apiUrl, createTestSessionClient, readCall, type ApiCall } from '@portal/shared/testing';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';

/** A recorded call, below /api/v1/ (e.g. `definition/plant/export`). */
export type Hit = ApiCall;

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON. */
  text?: string;
}

/** Replacements by `"<METHOD> <path>"`, e.g. `'DELETE definition/plant'`. */
export type Handlers = Record<string, (hit: Hit) => Reply | Promise<Reply>>;

export type Row = { id: number; status: boolean; sample: boolean; updatedAt: string } & Record<string, unknown>;

export interface DefinitionsApi {
  hits: Hit[];
  hitsOf(key: string): Hit[];
  /** The rows the server holds now. */
  rows: Row[];
  /** Replace (or add) answers for the rest of the test. */
  handle(handlers: Handlers): void;
  client(): SessionClient;
  close(): Promise<void>;
}

const keyOf = (hit: Pick<Hit, 'method' | 'path'>) => `${hit.method} ${hit.path}`;

/** A section at `api` (e.g. `definition/plant`) holding `rows`; search is over `searchKeys`. */
export async function startDefinitionsApi(api: string, initialRows: Row[], searchKeys: string[] = ['name']): Promise<DefinitionsApi> {
  const hits: Hit[] = [];
  const rows = initialRows.map((r) => ({ ...r }));
  const overrides: Handlers = {};
  let nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
  const now = () => new Date('2025-03-01T10:00:00Z').toISOString();

  const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' } };
  const find = (id: unknown) => rows.find((r) => r.id === Number(id));

  const defaults: Handlers = {
    [`GET ${api}`]: ({ query }) => {
      if (query.has('id')) {
        const row = find(query.get('id'));
        return row ? { body: { data: row } } : notFound;
      }
      const search = (query.get('search') ?? '').toLocaleLowerCase('tr-TR');
      let list = rows.filter((r) => !search || searchKeys.some((k) => String(r[k] ?? '').toLocaleLowerCase('tr-TR').includes(search)));
      const sort = query.get('sort');
      if (sort) {
        const dir = query.get('order') === 'desc' ? -1 : 1;
        list = [...list].sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? ''), 'tr') * dir);
      }
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return { body: { data: list.slice((page - 1) * limit, page * limit), count: list.length } };
    },
    [`POST ${api}`]: ({ body }) => {
      const row: Row = { ...(body as Record<string, unknown>), id: nextId++, status: true, sample: false, updatedAt: now() };
      rows.push(row);
      return { status: 201, body: { data: row } };
    },
    [`PATCH ${api}`]: ({ body }) => {
      const row = find((body as { id: number }).id);
      if (!row) return notFound;
      row.status = !row.status;
      return { body: { data: row } };
    },
    [`PATCH ${api}/editField`]: ({ body }) => {
      const { id, ...input } = body as { id: number } & Record<string, unknown>;
      const row = find(id);
      if (!row) return notFound;
      Object.assign(row, input, { updatedAt: now() });
      return { body: { data: row } };
    },
    [`DELETE ${api}`]: ({ query }) => {
      const index = rows.findIndex((r) => r.id === Number(query.get('id')));
      if (index < 0) return notFound;
      rows.splice(index, 1);
      return { body: { data: { id: Number(query.get('id')) } } };
    },
  };

  const answer = async (request: Request) => {
    const hit = await readCall(request);
    hits.push(hit);
    const handler = overrides[keyOf(hit)] ?? defaults[keyOf(hit)];
    const reply = handler ? await handler(hit) : notFound;
    if (reply.text !== undefined) {
      return new HttpResponse(reply.text, { status: reply.status ?? 200, headers: { 'content-type': 'text/plain; charset=utf-8', ...reply.headers } });
    }
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new HttpResponse(body, { status: reply.status ?? 200, headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers } });
  };
  // Every path of the test API: a call no handler knows answers 404, as the API would.
  apiServer.use(http.all(apiUrl('*'), ({ request }) => answer(request)));

  return {
    hits,
    hitsOf: (key) => hits.filter((hit) => keyOf(hit) === key),
    rows,
    handle: (handlers) => Object.assign(overrides, handlers),
    client() {
      return createTestSessionClient(createStore());
    },
    async close() {
      apiServer.resetHandlers();
    },
  };
}

/** A plant row as the API answers it. */
export function plantRow(id: number, name: string, extra: Partial<Row> = {}): Row {
  return { id, name, latinName: null, euCode: null, status: true, sample: false, updatedAt: '2025-01-01T00:00:00.000Z', ...extra };
}
