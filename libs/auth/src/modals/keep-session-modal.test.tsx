import { renderRoutes } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureKeepSessionCookie, removeKeepSessionCookie } from '../session/keep-session-cookie';
import { signIn } from '../session/login-result';
import { accessTokenAtom, keepSessionModalAtom, userAtom } from '../session/session-atoms';
import { SessionClientProvider } from '@portal/shared/api-client';
import { startTestServer, testUser, type Handlers, type TestServer } from '../testing/session-api';
import { useIdleWarning } from '../session/use-idle-warning';
import { KeepSessionModal } from './keep-session-modal';

vi.setConfig({ testTimeout: 20_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  removeKeepSessionCookie();
});

function IdleProbe({ idleMs }: { idleMs: number }) {
  useIdleWarning(idleMs);
  return <p>Panel</p>;
}

async function renderSignedIn(handlers: Handlers, { idleMs = 60_000, graceMs = 60_000 } = {}) {
  server = await startTestServer({ 'POST auth/logout': () => ({ status: 204 }), ...handlers });
  const client = server.client(createStore());
  const routes: RouteObject[] = [
    {
      element: (
        <SessionClientProvider client={client}>
          <Outlet />
          <KeepSessionModal graceMs={graceMs} />
        </SessionClientProvider>
      ),
      children: [
        { path: '/', element: <p>Giriş sayfası</p> },
        { path: '/anasayfa', element: <IdleProbe idleMs={idleMs} /> },
      ],
    },
  ];
  const result = renderRoutes(routes, { route: '/' });
  act(() => signIn(result.store, 'erisim-1', testUser()));
  await act(() => result.router.navigate('/anasayfa'));
  return { ...result, server };
}

describe('spec §3 keep-session modal', () => {
  it('spec §3 keep session: a session that is not remembered asks after inactivity', async () => {
    ensureKeepSessionCookie(false);
    const { store } = await renderSignedIn({}, { idleMs: 30 });
    expect(await screen.findByRole('dialog', { name: 'Oturumunuz açık kalsın mı?' })).toBeTruthy();
    expect(store.get(keepSessionModalAtom)).toBe(true);
  });

  it('spec §3 keep session: a remembered session is never interrupted', async () => {
    ensureKeepSessionCookie(true);
    const { store } = await renderSignedIn({}, { idleMs: 30 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.get(keepSessionModalAtom)).toBe(false);
  });

  it("spec §3 keep session: 'Oturumu açık tut' renews the token (GET auth/refreshToken) and closes the modal", async () => {
    const { store, server } = await renderSignedIn({ 'GET auth/refreshToken': () => ({ body: { data: { token: 'erisim-2' } } }) });
    act(() => store.set(keepSessionModalAtom, true));
    fireEvent.click(await screen.findByRole('button', { name: 'Oturumu açık tut' }));
    await waitFor(() => expect(store.get(keepSessionModalAtom)).toBe(false));
    expect(store.get(accessTokenAtom)).toBe('erisim-2');
    expect(server.hitsOf('GET auth/refreshToken')).toHaveLength(1);
  });

  it('spec §4 logout: without an answer the session is closed after the grace time', async () => {
    const { store, router, server } = await renderSignedIn({}, { graceMs: 50 });
    act(() => store.set(keepSessionModalAtom, true));
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(store.get(userAtom)).toBeNull();
    expect(server.hitsOf('POST auth/logout')).toHaveLength(1);
  });
});
