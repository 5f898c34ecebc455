/// <reference types="node" />
// Test support only (not exported): a local API on 127.0.0.1 for the whole portal, signed out
// (refresh 401) or signed in as one user, and a SessionClient pointed at it.
import type { SessionUser } from '@portal/contracts';
import { createApiClient, type SessionClient } from '@portal/shared/api-client';
import type { Store } from 'jotai/vanilla';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PortalApi {
  /** Request lines as `METHOD path`, below /api/v1/. */
  calls: string[];
  client(store: Store): SessionClient;
  close(): void;
}

export async function startPortalApi(user: SessionUser | null): Promise<PortalApi> {
  const calls: string[] = [];
  let signedIn = user !== null;
  const server = createServer((req, res) => {
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const path = (req.url ?? '').replace(/^\/api\/v1\//, '');
    calls.push(`${req.method} ${path}`);
    if (path === 'auth/refreshToken') return signedIn ? reply(200, { data: { token: 'erisim-1' } }) : reply(401, { code: 'NO_SESSION', message: 'Oturum yok.' });
    if (path === 'portalUser/me' && req.headers.authorization === 'Bearer erisim-1') return reply(200, { data: user });
    if (path === 'auth/logout' && req.method === 'POST') {
      signedIn = false;
      return reply(204);
    }
    reply(404, { code: 'NOT_FOUND', message: 'Bulunamadı.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const prefix = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
  return {
    calls,
    client(store) {
      const api = createApiClient({ prefix, store, navigation: { toRoot: () => {}, reload: () => {} } });
      return {
        api,
        replacePage: () => {},
        refreshAccessToken: () =>
          api
            .get('auth/refreshToken')
            .json<{ data: { token: string } }>()
            .then((body) => body.data.token)
            .catch(() => null),
      };
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
