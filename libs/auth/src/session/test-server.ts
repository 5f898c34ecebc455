/// <reference types="node" />
// Test support only (not exported): a real HTTP server on 127.0.0.1 that answers the auth
// endpoints, and a SessionClient pointed at it. The browser edge (page replace) is recorded.
import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import { createApiClient } from '@portal/shared/api-client';
import type { Store } from 'jotai/vanilla';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionClient } from '@portal/shared/api-client';

export interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** Handlers by `"<METHOD> <path below /api/v1/>"`, e.g. `'GET auth/refreshToken'`. */
export type Handlers = Record<string, (hit: Hit) => Reply | Promise<Reply>>;

export interface TestServer {
  prefix: string;
  hits: Hit[];
  /** The hits of one handler key. */
  hitsOf(key: string): Hit[];
  /** A SessionClient on this server for `store`; `replaced` records page replacements. */
  client(store: Store): SessionClient & { replaced: string[] };
  close(): Promise<void>;
}

export async function startTestServer(handlers: Handlers): Promise<TestServer> {
  const hits: Hit[] = [];
  const keyOf = (hit: Hit) => `${hit.method} ${hit.path.replace(/^\/api\/v1\//, '')}`;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const hit: Hit = { method: req.method ?? '', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body: text ? JSON.parse(text) : undefined };
    hits.push(hit);
    const handler = handlers[keyOf(hit)];
    const reply = handler ? await handler(hit) : { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const prefix = `http://127.0.0.1:${port}/api/v1/`;

  return {
    prefix,
    hits,
    hitsOf: (key) => hits.filter((hit) => keyOf(hit) === key),
    client(store) {
      const api = createApiClient({ prefix, store, navigation: { toRoot: () => {}, reload: () => {} } });
      const replaced: string[] = [];
      return {
        api,
        replaced,
        replacePage: (url) => replaced.push(url),
        async refreshAccessToken() {
          try {
            const body = await api.get('auth/refreshToken').json<{ data?: { token?: string } }>();
            return body.data?.token ?? null;
          } catch {
            return null;
          }
        },
      };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A signed-in user as `portalUser/me` answers; an RCT engineer unless told otherwise. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    publicId: 'u-1001',
    name: 'şule',
    surname: 'ırmak',
    email: 'sule.irmak@ornek.com.tr',
    phone: '+905321234567',
    loginName: 'sule.irmak',
    type: Role.Muhendis,
    app: AppCode.Rct,
    memberType: MemberType.TS,
    memberName: 'Ege Tarım Ltd.',
    ...overrides,
  };
}

/** An opaque ticket or sessionId the contracts accept (base64url, ≥ 22 characters). */
export const opaque = (c: string) => c.repeat(43);
