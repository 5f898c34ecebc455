import { AppCode, ProtectedRoutes, Role, type SessionUser } from '@portal/contracts';
import { renderRoutes } from '@portal/shared/testing';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../session/login-result';
import { readKeepSessionCookie, removeKeepSessionCookie } from '../session/keep-session-cookie';
import { accessTokenAtom, keepSessionChoiceAtom, roleAtom, userAtom } from '../session/session-atoms';
import { SessionClientProvider } from '../session/session-client';
import { startTestServer, testUser, type TestServer } from '../session/test-server';
import { protectedRoutes } from './protected-routes';
import { PublicOnly } from './public-only';

// Full pages with a real server: generous waits when the machine is busy (e.g. nx run-many in parallel).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  removeKeepSessionCookie();
});

async function renderApp(path: string, user: SessionUser | null, pages = {}, keepSession: boolean | null = null) {
  server = await startTestServer({ 'POST auth/logout': () => ({ status: 204 }) });
  const client = server.client(createStore());
  const routes: RouteObject[] = [
    {
      element: (
        <SessionClientProvider client={client}>
          <Outlet />
        </SessionClientProvider>
      ),
      children: [{ path: '/', element: <PublicOnly><p>Giriş sayfası</p></PublicOnly> }, protectedRoutes(pages)],
    },
  ];
  // Start on a neutral page, sign in, then open the path: the guards see the session as the app does.
  const result = renderRoutes([...routes, { path: '/bekle', element: <p>bekle</p> }], { route: '/bekle' });
  act(() => {
    if (user) signIn(result.store, 'erisim-1', user);
    result.store.set(keepSessionChoiceAtom, keepSession);
  });
  await act(() => result.router.navigate(path));
  return { ...result, server };
}

describe('spec §6 route guards', () => {
  it('spec §6: without a session a protected route goes to `/`, remembering the path', async () => {
    const { router } = await renderApp('/receteler?sayfa=2', null);
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/receteler?sayfa=2' });
  });

  it('spec §8: a session whose token is lost (the refresh failed) goes to `/` and shows the login, remembering the page', async () => {
    const { router, store } = await renderApp('/receteler', testUser());
    await screen.findByText('Şule Irmak');
    act(() => store.set(accessTokenAtom, null));
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/receteler' });
  });

  it('spec §2: a protected route that does not list the role goes to that role’s home', async () => {
    const { router } = await renderApp('/dashboard', testUser({ type: Role.Muhendis }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/anasayfa'));
    const operator = await renderApp('/portal-users', testUser({ type: Role.BestnetOperator }));
    await waitFor(() => expect(operator.router.state.location.pathname).toBe('/demo-talepler'));
  });

  it('spec §2: SRC users land on /src-dashboard', async () => {
    const { router } = await renderApp('/dashboard', testUser({ app: AppCode.Src, type: Role.User }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/src-dashboard'));
  });

  it('spec §6: an allowed role opens the page (here the placeholder) inside the signed-in frame', async () => {
    const { router } = await renderApp('/ureticiler/uretim-alanlari/ekle', testUser({ type: Role.Danisman }));
    expect(await screen.findByRole('heading', { name: 'Bu sayfa hazırlanıyor' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ureticiler/uretim-alanlari/ekle');
  });

  it('spec §2 landing: a signed-in user on `/` goes home', async () => {
    const { router } = await renderApp('/', testUser({ type: Role.BestnetDataLogger }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('builds a route for every protected pattern of the contracts; a given page replaces the placeholder', async () => {
    const built = protectedRoutes().children ?? [];
    expect(built.map((r) => r.path)).toEqual(ProtectedRoutes.map((r) => r.pattern));
    await renderApp('/anasayfa', testUser(), { anasayfa: <p>Ana panel</p> });
    expect(await screen.findByText('Ana panel')).toBeTruthy();
  });
});

describe('spec §2 layout: the signed-in frame', () => {
  it('spec §2: header with the logo to the host’s home, initials avatar, Turkish-capitalised name and the user menu', async () => {
    await renderApp('/anasayfa', testUser({ name: 'şule', surname: 'ırmak' }));
    expect(await screen.findByText('Şule Irmak')).toBeTruthy();
    expect(screen.getByText('ŞI')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfa' }).getAttribute('href')).toBe('/anasayfa');
    fireEvent.click(screen.getByRole('button', { name: /Şule Irmak/ }));
    expect((await screen.findByRole('menuitem', { name: 'Profil' })).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeTruthy();
  });

  it("spec §4 logout: 'Çıkış Yap' posts auth/logout, clears the session (role 0) and returns to `/`", async () => {
    const { router, store, server } = await renderApp('/anasayfa', testUser({ type: Role.Danisman }));
    fireEvent.click(await screen.findByRole('button', { name: /Şule Irmak/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    expect([store.get(userAtom), store.get(accessTokenAtom), store.get(roleAtom)]).toEqual([null, null, 0]);
    expect(server.hitsOf('POST auth/logout')).toHaveLength(1);
  });

  it('spec §4 keepSession cookie: set on the signed-in host when missing, with the login’s remember-me choice', async () => {
    await renderApp('/anasayfa', testUser(), {}, true);
    await screen.findByText('Şule Irmak');
    expect(readKeepSessionCookie()).toBe(true);
  });

  it('spec §4 keepSession cookie: an unknown choice (e.g. after a cross-host hand-off) is recorded as not remembered', async () => {
    await renderApp('/anasayfa', testUser());
    await screen.findByText('Şule Irmak');
    expect(readKeepSessionCookie()).toBe(false);
  });
});
