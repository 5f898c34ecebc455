// Test support only (not exported): the whole portal's API as the fake API (MSW: one
// fake API for web tests) answers it, signed out (refresh 401) or signed in as one user, and a
// SessionClient pointed at it.
import { Role, type SessionUser } from '@portal/contracts';
import type { SessionClient } from '@portal/shared/api-client';
import { apiServer, createTestSessionClient, signedInAs } from '@portal/shared/testing';
import type { Store } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';

/** The signed-in user of these tests: Şule Irmak, an RCT engineer unless told. */
export function testUser({ type = Role.Muhendis, ...overrides }: Partial<SessionUser> = {}): SessionUser {
  return signedInAs(type, { name: 'şule', surname: 'ırmak', memberName: null, ...overrides }).user;
}

export interface PortalApi {
  /** Request lines as `METHOD path`, below /api/v1/. */
  calls: string[];
  client(store: Store): SessionClient;
  close(): void;
}

let apis = 0;

/** Answers on a host of its own until `close()` or the test's end. */
export async function startPortalApi(user: SessionUser | null): Promise<PortalApi> {
  const calls: string[] = [];
  let signedIn = user !== null;
  let open = true;
  const origin = `http://portal-${++apis}.test`;
  const reply = (status: number, body?: unknown) =>
    new HttpResponse(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  apiServer.use(
    http.all(`${origin}/*`, ({ request }) => {
      if (!open) return undefined;
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`.replace(/^\/api\/v1\//, '');
      calls.push(`${request.method} ${path}`);
      if (path === 'auth/refreshToken') return signedIn ? reply(200, { data: { token: 'erisim-1' } }) : reply(401, { code: 'NO_SESSION', message: 'Oturum yok.' });
      if (path === 'portalUser/me' && request.headers.get('authorization') === 'Bearer erisim-1') return reply(200, { data: user });
      // The header's bell: no notices.
      if (request.method === 'GET' && url.pathname.endsWith('/notification')) return reply(200, { data: [], unreadCount: 0 });
      if (path === 'auth/logout' && request.method === 'POST') {
        signedIn = false;
        return reply(204);
      }
      return reply(404, { code: 'NOT_FOUND', message: 'Bulunamadı.' });
    }),
  );
  return {
    calls,
    client: (store) => createTestSessionClient(store, `${origin}/api/v1/`),
    close() {
      open = false;
    },
  };
}
