// Test support only (not exported): the auth endpoints answered by the fake API (MSW:
// one fake API for web tests) under a prefix of their own, and a SessionClient pointed at it.
// The browser edge (page replace) is recorded.
import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import type { SessionClient } from '@portal/shared/api-client';
import { apiServer, createTestSessionClient, readCall } from '@portal/shared/testing';
import type { Store } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';

export interface Hit {
  method: string;
  /** The full path, e.g. `/api/v1/auth/refreshToken`. */
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

let servers = 0;

/**
 * Answers `handlers` on a host of its own (so two in one test never mix) until `close()` or the
 * test's end; an unknown endpoint is a 404 as the API answers it.
 */
export async function startTestServer(handlers: Handlers): Promise<TestServer> {
  const hits: Hit[] = [];
  const origin = `http://auth-${++servers}.test`;
  const prefix = `${origin}/api/v1/`;
  const keyOf = (hit: Hit) => `${hit.method} ${hit.path.replace(/^\/api\/v1\//, '')}`;
  let open = true;
  apiServer.use(
    http.all(`${origin}/*`, async ({ request }) => {
      if (!open) return undefined;
      const { method, query, authorization, body } = await readCall(request);
      const hit: Hit = { method, path: new URL(request.url).pathname, query, authorization, body };
      hits.push(hit);
      const handler = handlers[keyOf(hit)];
      const reply = handler ? await handler(hit) : { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
      return new HttpResponse(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }),
  );

  return {
    prefix,
    hits,
    hitsOf: (key) => hits.filter((hit) => keyOf(hit) === key),
    client: (store) => createTestSessionClient(store, prefix),
    async close() {
      open = false;
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
