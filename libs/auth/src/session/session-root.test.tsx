import { renderRoutes } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { useAtomValue } from 'jotai';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protectedRoutes } from '../guards/protected-routes';
import { PublicOnly } from '../guards/public-only';
import { userAtom } from './session-atoms';
import { SessionClientProvider, sliceAtoms } from '@portal/shared/api-client';
import { SessionRoot } from './session-root';
import { opaque, startTestServer, testUser, type Handlers, type TestServer } from '../testing/session-api';

vi.setConfig({ testTimeout: 20_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  localStorage.clear();
});

function SavedFarmer() {
  const farmer = useAtomValue(sliceAtoms.farmer);
  return <p>{`Kayıtlı: ${JSON.stringify(farmer)}`}</p>;
}

async function renderPortal(path: string, handlers: Handlers, hint?: boolean) {
  server = await startTestServer(handlers);
  const client = { ...server.client(createStore()), ...(hint === undefined ? {} : { hasSessionHint: () => hint }) };
  const routes: RouteObject[] = [
    {
      element: (
        <SessionClientProvider client={client}>
          <SessionRoot />
        </SessionClientProvider>
      ),
      children: [
        { path: '/', element: <PublicOnly><p>Giriş sayfası</p><SavedFarmer /></PublicOnly> },
        protectedRoutes({ receteler: <SavedFarmer /> }, { placeholder: <h1>Yer tutucu</h1> }),
      ],
    },
  ];
  return { ...renderRoutes(routes, { route: path }), server };
}

const signedIn: Handlers = {
  'GET auth/refreshToken': () => ({ body: { data: { token: 'erisim-1' } } }),
  'GET portalUser/me': () => ({ body: { data: testUser() } }),
};
const signedOut: Handlers = { 'GET auth/refreshToken': () => ({ status: 401, body: { code: 'NO_SESSION', message: 'Oturum yok.' } }) };

describe('spec §4 session start in the app', () => {
  it('spec §4 session start: the loading screen shows until decided, then a signed-in user on `/` lands on the role home', async () => {
    const { router, store } = await renderPortal('/', signedIn);
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor…');
    expect(await screen.findByRole('heading', { name: 'Yer tutucu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/anasayfa');
    expect(store.get(userAtom)?.publicId).toBe('u-1001');
  });

  it('issue 29 §2, §4: without the session hint the login page is in the first render and nothing is asked', async () => {
    await renderPortal('/', signedIn, false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Giriş sayfası')).toBeTruthy();
    // The start still runs behind the page (the saved slices), without a refresh.
    expect(await screen.findByText('Kayıtlı: {}')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(server!.hits).toEqual([]);
  });

  it('issue 29 §4: without the hint a protected deep link still waits for the start and goes to `/`', async () => {
    const { router } = await renderPortal('/receteler', signedIn, false);
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server!.hits).toEqual([]);
  });

  it('issue 29 §4: with the hint the session is resumed as before', async () => {
    const { router } = await renderPortal('/', signedIn, true);
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/anasayfa'));
  });

  it('spec §4 session start: without a token a protected deep link goes to `/`', async () => {
    const { router } = await renderPortal('/receteler', signedOut);
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/receteler' });
  });

  it('spec §4 cross-host: `?sessionId=` is exchanged and removed from the address, the same path stays', async () => {
    const { router, server } = await renderPortal(`/receteler?sessionId=${opaque('S')}&sayfa=2`, {
      ...signedOut,
      'GET auth/session-token': () => ({ body: { data: { token: 'devir-1', user: testUser() } } }),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?sayfa=2'));
    expect(router.state.location.pathname).toBe('/receteler');
    expect(server.hitsOf('GET auth/session-token')[0]?.query.get('sessionId')).toBe(opaque('S'));
    expect(server.hitsOf('GET auth/refreshToken')).toHaveLength(0);
  });

  it('spec §4 stored preferences: the saved slices are read before any route renders', async () => {
    const earlier = createStore();
    earlier.set(sliceAtoms.farmer, { selectedFarmerId: 'u-17' });
    await waitFor(() => expect(localStorage.getItem('persist:farmer')).not.toBeNull());

    await renderPortal('/', signedOut);
    expect(await screen.findByText('Kayıtlı: {"selectedFarmerId":"u-17"}')).toBeTruthy();
  });
});
