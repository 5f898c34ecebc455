import { renderRoutes } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protectedRoutes } from '../guards/protected-routes';
import { PublicOnly } from '../guards/public-only';
import { LockScreenRoute } from './lock-screen-route';
import { LOCK_STORAGE_KEY, lockRecordAtom, useLockScreen } from './lock-state';
import { accessTokenAtom, userAtom } from './session-atoms';
import { SessionClientProvider } from '@portal/shared/api-client';
import { SessionRoot } from './session-root';
import { startTestServer, testUser, type Handlers, type TestServer } from '../testing/session-api';

vi.setConfig({ testTimeout: 20_000 });

const RIGHT = 'Doğru.Şifre.2026';

let server: TestServer | undefined;
let shown: { unmount(): void } | undefined;
afterEach(async () => {
  shown = undefined;
  await server?.close();
  server = undefined;
  sessionStorage.clear();
  localStorage.clear();
});

/** A stand-in for the layout's frame: the user menu's 'Ekranı kilitle' around the page. */
function Frame() {
  const lock = useLockScreen();
  return (
    <div>
      <button type="button" onClick={lock}>
        Ekranı kilitle
      </button>
      <Outlet />
    </div>
  );
}

function Page() {
  const { pathname, search } = useLocation();
  return <h1>{`Sayfa ${pathname}${search}`}</h1>;
}

let refreshes = 0;
const handlers = (overrides: Handlers = {}): Handlers => ({
  'GET auth/refreshToken': () => ({ body: { data: { token: `yenilenen-${++refreshes}` } } }),
  'GET portalUser/me': () => ({ body: { data: testUser() } }),
  'POST auth/unlock': (hit) =>
    (hit.body as { password?: string }).password === RIGHT
      ? { body: { data: { token: 'kilit-acik', user: testUser() } } }
      : { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Şifre hatalı.' } },
  'POST auth/logout': (hit) =>
    hit.authorization ? { body: { data: { message: 'Oturumunuz kapatıldı.' } } } : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Yetkisiz.' } },
  ...overrides,
});

/** The API client on the page's own store, as the apps wire it (one store for both). */
function AppClient({ children }: { children: ReactNode }) {
  const store = useStore();
  const [client] = useState(() => server!.client(store));
  return <SessionClientProvider client={client}>{children}</SessionClientProvider>;
}

/** The portal as the apps build it: session start first, then the routes. A second call is a reload of the tab. */
async function openPortal(path: string, overrides: Handlers = {}) {
  shown?.unmount();
  await server?.close();
  server = await startTestServer(handlers(overrides));
  const routes: RouteObject[] = [
    {
      element: (
        <AppClient>
          <SessionRoot />
        </AppClient>
      ),
      children: [
        { path: '/', element: <PublicOnly><p>Giriş sayfası</p></PublicOnly> },
        { path: '/lock-screen', element: <LockScreenRoute /> },
        protectedRoutes({}, { frame: <Frame />, placeholder: <Page /> }),
      ],
    },
  ];
  const rendered = renderRoutes(routes, { route: path });
  shown = rendered;
  return { ...rendered, server };
}

const password = () => screen.getByLabelText(/^Şifre\s*\*?$/);
async function unlockWith(value: string) {
  fireEvent.change(await screen.findByLabelText(/^Şifre\s*\*?$/), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: /^(Kilidi aç|Loading \.\.\.)$/ }));
}

async function lockedAt(path: string) {
  const portal = await openPortal(path);
  await screen.findByRole('heading', { name: `Sayfa ${path}` });
  fireEvent.click(screen.getByRole('button', { name: 'Ekranı kilitle' }));
  await screen.findByRole('heading', { name: 'Ekran kilitli' });
  return portal;
}

describe('spec §2 /lock-screen: locking from the user menu', () => {
  it("'Ekranı kilitle' keeps the user, drops the token, remembers the page for this tab and shows the name", async () => {
    const { router, store } = await lockedAt('/receteler?sayfa=2');
    expect(router.state.location.pathname).toBe('/lock-screen');
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(store.get(userAtom)?.publicId).toBe('u-1001');
    expect(JSON.parse(sessionStorage.getItem(LOCK_STORAGE_KEY) ?? 'null')).toEqual({ from: '/receteler?sayfa=2', publicId: 'u-1001' });
    expect(screen.getByText('Şule Irmak')).toBeTruthy();
    expect(screen.getByText('sule.irmak')).toBeTruthy();
  });

  it('while locked every protected path and `/` lead back to the lock screen', async () => {
    const { router } = await lockedAt('/receteler');
    for (const path of ['/anasayfa', '/receteler', '/']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/lock-screen'));
    }
    expect(screen.getByRole('heading', { name: 'Ekran kilitli' })).toBeTruthy();
  });

  it('a wrong password shows the server’s Turkish error; nothing is refreshed and no bearer is sent', async () => {
    const { server, store } = await lockedAt('/receteler');
    const refreshesBefore = server.hitsOf('GET auth/refreshToken').length;
    await unlockWith('yanlis-sifre');
    expect((await screen.findByRole('alert')).textContent).toContain('Şifre hatalı.');
    expect(server.hitsOf('POST auth/unlock')).toEqual([expect.objectContaining({ body: { password: 'yanlis-sifre' }, authorization: undefined })]);
    expect(server.hitsOf('GET auth/refreshToken')).toHaveLength(refreshesBefore);
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(password()).toBeTruthy();
  });

  it('the right password returns to the remembered page with the new token and forgets the lock', async () => {
    const { router, store } = await lockedAt('/receteler?sayfa=2');
    await unlockWith(RIGHT);
    expect(await screen.findByRole('heading', { name: 'Sayfa /receteler?sayfa=2' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/receteler?sayfa=2');
    expect(store.get(accessTokenAtom)).toBe('kilit-acik');
    expect(store.get(lockRecordAtom)).toBeNull();
    expect(sessionStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
  });

  it('a reload stays locked: the session start does not open the app and the token is given up again', async () => {
    await lockedAt('/receteler');
    const reloaded = await openPortal('/lock-screen');
    expect(await screen.findByRole('heading', { name: 'Ekran kilitli' })).toBeTruthy();
    await waitFor(() => expect(reloaded.store.get(accessTokenAtom)).toBeNull());
    // A deep link in the locked tab goes to the lock screen too, then back to the locked page.
    const deep = await openPortal('/anasayfa');
    await waitFor(() => expect(deep.router.state.location.pathname).toBe('/lock-screen'));
    await unlockWith(RIGHT);
    expect(await screen.findByRole('heading', { name: 'Sayfa /receteler' })).toBeTruthy();
  });

  it('403 SESSION_INVALID (the session ended meanwhile) offers the login and forgets the lock', async () => {
    await lockedAt('/receteler');
    const gone = await openPortal('/lock-screen', {
      'POST auth/unlock': () => ({ status: 403, body: { code: 'SESSION_INVALID', message: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.' } }),
    });
    await unlockWith(RIGHT);
    expect(await screen.findByRole('heading', { name: 'Oturum bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' }).getAttribute('href')).toBe('/');
    expect(gone.store.get(lockRecordAtom)).toBeNull();
    expect(gone.store.get(userAtom)).toBeNull();
  });

  it("'Farklı hesapla giriş yap' ends the session on the server (bearer from one refresh) and shows the login", async () => {
    const { router, server, store } = await lockedAt('/receteler');
    fireEvent.click(screen.getByRole('button', { name: 'Farklı hesapla giriş yap' }));
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const logout = server.hitsOf('POST auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.authorization).toMatch(/^Bearer yenilenen-\d+$/);
    expect([store.get(userAtom), store.get(accessTokenAtom), store.get(lockRecordAtom)]).toEqual([null, null, null]);
    expect(sessionStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
  });

  it('a lock left by a session that is gone is ignored and forgotten: `/` shows the login', async () => {
    sessionStorage.setItem(LOCK_STORAGE_KEY, JSON.stringify({ from: '/receteler', publicId: 'u-1001' }));
    const { store } = await openPortal('/', { 'GET auth/refreshToken': () => ({ status: 401, body: { code: 'NO_SESSION', message: 'Oturum yok.' } }) });
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(LOCK_STORAGE_KEY)).toBeNull());
    expect(store.get(lockRecordAtom)).toBeNull();
  });

  it('another user’s lock does not lock this session', async () => {
    sessionStorage.setItem(LOCK_STORAGE_KEY, JSON.stringify({ from: '/receteler', publicId: 'u-baska' }));
    await openPortal('/receteler');
    expect(await screen.findByRole('heading', { name: 'Sayfa /receteler' })).toBeTruthy();
  });

  it('/lock-screen without a lock: a signed-in user goes home, a visitor is offered the login', async () => {
    const signedIn = await openPortal('/lock-screen');
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/anasayfa'));
    await openPortal('/lock-screen', { 'GET auth/refreshToken': () => ({ status: 401, body: { code: 'NO_SESSION', message: 'Oturum yok.' } }) });
    expect(await screen.findByRole('heading', { name: 'Oturum bulunamadı' })).toBeTruthy();
  });
});
