import { AppCode, MemberType, Role } from '@portal/contracts';
import { rctBrand, srcBrand, trcBrand, type Brand } from '@portal/shared/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPortalApi, testUser, type PortalApi } from './portal-api.test-kit';
import { PortalApp } from '@portal/layout';
import { createPortalRoutes, type PortalRoutesOptions } from './portal-routes';

vi.setConfig({ testTimeout: 20_000 });

let api: PortalApi | undefined;
afterEach(() => {
  api?.close();
  api = undefined;
  localStorage.clear();
});

/** One signed-in user per app and where spec §2 lands them. */
const cases: Array<{ brand: Brand; who: string; user: ReturnType<typeof testUser>; home: string; homeTitle: string }> = [
  { brand: rctBrand, who: 'an RCT engineer', user: testUser({ type: Role.Muhendis, app: AppCode.Rct }), home: '/anasayfa', homeTitle: 'Ana Sayfa' },
  { brand: srcBrand, who: 'an SRC user', user: testUser({ type: Role.User, app: AppCode.Src, memberType: MemberType.TS }), home: '/src-dashboard', homeTitle: 'SRC Gösterge Paneli' },
  { brand: trcBrand, who: 'a TRC field controller', user: testUser({ type: Role.User, app: AppCode.Trc, memberType: MemberType.TS }), home: '/anasayfa', homeTitle: 'Ana Sayfa' },
];

async function renderPortal(brand: Brand, path: string, user: ReturnType<typeof testUser> | null = null, options: PortalRoutesOptions = {}) {
  api = await startPortalApi(user);
  const store = createStore();
  const router = createMemoryRouter(createPortalRoutes(options), { initialEntries: [path] });
  return { ...render(<PortalApp brand={brand} router={router} store={store} client={api.client(store)} />), router, store };
}

describe.each(cases)('the shared portal as $brand.name (spec §1, §2)', ({ brand, who, user, home, homeTitle }) => {
  it('shows the brand and the login form at / (spec §2), with the brand’s page title', async () => {
    const { container } = await renderPortal(brand, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(container.querySelector(`[data-app="${brand.code}"]`)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(brand.shortName)).toBeTruthy();
    expect(screen.getByText(`${brand.name} hesabınıza giriş yapın.`)).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`© ${new Date().getFullYear()} .*${brand.name}`))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(brand.pageTitle));
  });

  it('redirects an unknown path to /404 (spec §2)', async () => {
    const { router } = await renderPortal(brand, '/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(`Sayfa Bulunamadı | ${brand.name}`));
  });

  it('spec §4 session start: without a session a protected path goes to /', async () => {
    const { router } = await renderPortal(brand, '/receteler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it(`spec §4 session start: ${who} with a refresh session lands on ${home} inside the layout, ‘Çok yakında’ until its page is built`, async () => {
    const { router } = await renderPortal(brand, '/', user);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Çok yakında' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(home);
    expect(within(screen.getByRole('banner')).getByText('Şule Irmak')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`© ${new Date().getFullYear()} .*${brand.name}`))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${homeTitle} | ${brand.name}`));
  });

  it('a page the app gives replaces the placeholder, and a page that fails shows the error screen inside the layout', async () => {
    function Broken(): never {
      throw new Error('Sayfa çöktü');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderPortal(brand, '/', user, { pages: { search: <h1>Arama sayfası</h1>, mrl: <Broken /> } });
    await screen.findByRole('main');
    await router.navigate('/search');
    expect(await screen.findByRole('heading', { name: 'Arama sayfası' })).toBeTruthy();
    await router.navigate('/mrl');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Sayfa çöktü')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Şule Irmak')).toBeTruthy();
    quiet.mockRestore();
  });

  it("spec §4 logout: the user menu's 'Çıkış Yap' ends the session and returns to /", async () => {
    const { router } = await renderPortal(brand, '/', user);
    fireEvent.click(await screen.findByRole('button', { name: /Şule Irmak/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api?.calls).toContain('POST auth/logout');
  });

  it("spec §2 lock screen: the user menu's 'Ekranı kilitle' shows /lock-screen for this user", async () => {
    const { router } = await renderPortal(brand, '/', user);
    fireEvent.click(await screen.findByRole('button', { name: /Şule Irmak/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ekranı kilitle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock-screen'));
    expect(await screen.findByRole('heading', { name: 'Ekran kilitli' })).toBeTruthy();
  });

  it('wires the public pages of spec §2, with the branded ‘Çok yakında’ and ‘Yapım aşamasında’ pages', async () => {
    const { router } = await renderPortal(brand, '/register');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    for (const path of ['/register', '/forgot-password', '/reset-password', '/verify', '/forgotPassword', '/lock-screen', '/iletisim', '/verify-login']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(screen.queryByRole('heading', { name: 'Sayfa bulunamadı' })).toBeNull();
    }
    await router.navigate('/coming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Çok yakında' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(brand.shortName)).toBeTruthy();
    await router.navigate('/under-construction');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yapım aşamasında' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Yapım Aşamasında | ${brand.name}`));
  });
});
