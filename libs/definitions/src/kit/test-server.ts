/// <reference types="node" />
// Test support only (not exported): a real HTTP server on 127.0.0.1 that answers one definition
// section's calls (docs/api.md "Definitions") from rows in memory, records every call, and lets a
// test replace any answer. The kit reaches it through a SessionClient, as the app reaches the API.
import { createApiClient, type SessionClient } from '@portal/shared/api-client';
import { createStore } from 'jotai/vanilla';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit {
  method: string;
  /** Below /api/v1/, e.g. `definition/plant/export`. */
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  /** Parsed JSON, or undefined. */
  body: unknown;
  /** The raw request body. */
  raw: Buffer;
}

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

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const contentType = req.headers['content-type'];
    let body: unknown;
    if (raw.length > 0 && /json/.test(contentType ?? '')) body = JSON.parse(raw.toString('utf8'));
    const hit: Hit = { method: req.method ?? '', path: url.pathname.replace(/^\/api\/v1\//, ''), query: url.searchParams, contentType, body, raw };
    hits.push(hit);
    const handler = overrides[keyOf(hit)] ?? defaults[keyOf(hit)];
    const reply = handler ? await handler(hit) : notFound;
    if (reply.text !== undefined) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain; charset=utf-8', ...reply.headers });
      res.end(reply.text);
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const prefix = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;

  return {
    hits,
    hitsOf: (key) => hits.filter((hit) => keyOf(hit) === key),
    rows,
    handle: (handlers) => Object.assign(overrides, handlers),
    client() {
      const client = createApiClient({ prefix, store: createStore(), navigation: { toRoot: () => {}, reload: () => {} } });
      return { api: client, replacePage: () => {}, refreshAccessToken: async () => null };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A plant row as the API answers it. */
export function plantRow(id: number, name: string, extra: Partial<Row> = {}): Row {
  return { id, name, latinName: null, euCode: null, status: true, sample: false, updatedAt: '2025-01-01T00:00:00.000Z', ...extra };
}
