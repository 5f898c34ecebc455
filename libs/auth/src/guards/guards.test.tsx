import { AppCode, ProtectedRoutes, Role, type SessionUser } from '@portal/contracts';
import { renderRoutes } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { useAtomValue } from 'jotai';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../session/login-result';
import { readKeepSessionCookie, removeKeepSessionCookie } from '../session/keep-session-cookie';
import { accessTokenAtom, keepSessionChoiceAtom, roleAtom, userAtom } from '../session/session-atoms';
import { SessionClientProvider } from '@portal/shared/api-client';
import { useLogout } from '../session/use-logout';
import { startTestServer, testUser, type TestServer } from '../testing/session-api';
import { protectedRoutes } from './protected-routes';
import { PublicOnly } from './public-only';

vi.setConfig({ testTimeout: 20_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  removeKeepSessionCookie();
});

/** A stand-in for the layout library's frame: the user and a logout button around the page. */
function Frame() {
  const user = useAtomValue(userAtom);
  const logout = useLogout();
  return (
    <div data-testid="frame">
      <p>{`${user?.name} ${user?.surname}`}</p>
      <button type="button" onClick={() => void logout()}>
        Çıkış Yap
      </button>
      <Outlet />
    </div>
  );
}

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
      children: [{ path: '/', element: <PublicOnly><p>Giriş sayfası</p></PublicOnly> }, protectedRoutes(pages, { frame: <Frame />, placeholder: <h1>Yer tutucu</h1> })],
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
    await screen.findByTestId('frame');
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
    expect(await screen.findByRole('heading', { name: 'Yer tutucu' })).toBeTruthy();
    expect(screen.getByTestId('frame').contains(screen.getByRole('heading', { name: 'Yer tutucu' }))).toBe(true);
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

describe('the signed-in session around any frame', () => {
  it('without a frame the pages render bare (the apps pass the layout library’s AppLayout)', async () => {
    const routes: RouteObject[] = [protectedRoutes({ anasayfa: <p>Ana panel</p> })];
    const { store, router } = renderRoutes([...routes, { path: '/bekle', element: <p>bekle</p> }], { route: '/bekle' });
    act(() => signIn(store, 'erisim-1', testUser()));
    await act(() => router.navigate('/anasayfa'));
    expect(await screen.findByText('Ana panel')).toBeTruthy();
  });

  it('a page that throws shows the given errorElement in place of the page, the frame stays', async () => {
    function Broken(): never {
      throw new Error('bozuk');
    }
    const routes: RouteObject[] = [protectedRoutes({ anasayfa: <Broken /> }, { frame: <Frame />, errorElement: <p>Hata ekranı</p> })];
    const { store, router } = renderRoutes([...routes, { path: '/bekle', element: <p>bekle</p> }], { route: '/bekle' });
    act(() => signIn(store, 'erisim-1', testUser()));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => router.navigate('/anasayfa'));
    expect(await screen.findByText('Hata ekranı')).toBeTruthy();
    expect(screen.getByTestId('frame')).toBeTruthy();
    quiet.mockRestore();
  });

  it("spec §4 logout: the frame's logout posts auth/logout, clears the session (role 0) and returns to `/`", async () => {
    const { router, store, server } = await renderApp('/anasayfa', testUser({ type: Role.Danisman }));
    fireEvent.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Giriş sayfası')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    expect([store.get(userAtom), store.get(accessTokenAtom), store.get(roleAtom)]).toEqual([null, null, 0]);
    expect(server.hitsOf('POST auth/logout')).toHaveLength(1);
  });

  it('spec §4 keepSession cookie: set on the signed-in host when missing, with the login’s remember-me choice', async () => {
    await renderApp('/anasayfa', testUser(), {}, true);
    await screen.findByTestId('frame');
    expect(readKeepSessionCookie()).toBe(true);
  });

  it('spec §4 keepSession cookie: an unknown choice (e.g. after a cross-host hand-off) is recorded as not remembered', async () => {
    await renderApp('/anasayfa', testUser());
    await screen.findByTestId('frame');
    expect(readKeepSessionCookie()).toBe(false);
  });
});
