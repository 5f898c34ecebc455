import { AppCode, Role } from '@portal/contracts';
import { renderWithProviders, signedInAs } from '@portal/shared/testing';
import { srcBrand, trcBrand } from '@portal/shared/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_TRANSITION_SECONDS, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../preferences/constants';
import { HeaderLogo } from './header-logo';
import { renderLayout, testUser } from './layout.test-kit';

afterEach(() => localStorage.clear());

const sidebar = () => screen.getByRole('navigation', { name: 'Ana menü' });
const shellStyles = () => Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('\n');

describe('spec §2 layout: header', () => {
  it('shows the logo to the host’s home, the initials avatar, the Turkish-capitalised name and the user menu', async () => {
    const { actions } = renderLayout('/anasayfa', { user: testUser({ name: 'şule', surname: 'ırmak' }) });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Şule Irmak')).toBeTruthy();
    expect(within(header).getByText('ŞI')).toBeTruthy();
    expect(within(header).getByRole('link', { name: /ana sayfa$/ }).getAttribute('href')).toBe('/anasayfa');
    fireEvent.click(within(header).getByRole('button', { name: /Şule Irmak/ }));
    expect((await screen.findByRole('menuitem', { name: 'Profil' })).getAttribute('href')).toBe('/profile');
    expect(screen.getByText('Mühendis')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ekranı kilitle' }));
    fireEvent.click(within(header).getByRole('button', { name: /Şule Irmak/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    // The menu runs the session actions the composition provides (auth's, in the apps).
    expect(actions).toEqual(['lockScreen', 'logout']);
  });

  it('opens the customizer from the header', async () => {
    renderLayout('/anasayfa');
    fireEvent.click(screen.getByRole('button', { name: 'Görünüm ayarları' }));
    expect(await screen.findByRole('dialog', { name: 'Görünüm ayarları' })).toBeTruthy();
  });

  it.each([
    ['portaldev.localhost', '/dashboard'],
    ['src.localhost', '/src-dashboard'],
    ['rct.localhost', '/anasayfa'],
    ['trc.ornek.com.tr', '/anasayfa'],
    ['localhost', '/anasayfa'],
  ])('spec §2 home after clicking the logo: on %s it leads to %s', (hostname, home) => {
    renderWithProviders(<HeaderLogo hostname={hostname} />);
    expect(screen.getByRole('link', { name: /ana sayfa$/ }).getAttribute('href')).toBe(home);
  });

  it('spec §2: the logo is the dark variant in dark mode, the SRC logo for an SRC user, else the app’s own', () => {
    const { container, unmount } = renderLayout('/anasayfa', { prefs: { theme: 'dark' } });
    expect(screen.getByRole('link', { name: /ana sayfa$/ }).getAttribute('data-logo-variant')).toBe('dark');
    expect(container.querySelector('[data-brand-logo]')?.getAttribute('data-brand-logo')).toBe('rct');
    unmount();
    localStorage.clear();

    renderLayout('/src-dashboard', { user: testUser({ app: AppCode.Src, type: Role.User }) });
    const logo = screen.getByRole('link', { name: /ana sayfa$/ });
    expect(logo.getAttribute('data-logo-variant')).toBe('light');
    expect(logo.querySelector('[data-brand-logo]')?.getAttribute('data-brand-logo')).toBe('src');
  });

  it('spec §2: the semi-dark theme keeps the logo light and darkens only the sidebar', () => {
    renderLayout('/anasayfa', { prefs: { theme: 'semi-dark' } });
    expect(screen.getByRole('link', { name: /ana sayfa$/ }).getAttribute('data-logo-variant')).toBe('light');
    expect(sidebar().getAttribute('data-sidebar-scheme')).toBe('dark');
  });
});

describe('spec §2 layout: sidebar', () => {
  it(`is ${SIDEBAR_WIDTH} px wide, ${SIDEBAR_COLLAPSED_WIDTH} px collapsed with icons only and labels as tooltips`, async () => {
    renderLayout('/anasayfa');
    expect(sidebar().getAttribute('data-width')).toBe('248');
    expect(shellStyles()).toContain('--app-shell-navbar-width:calc(15.5rem * var(--mantine-scale))');
    expect(within(sidebar()).getByText('Reçeteler')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Menüyü daralt' }));
    expect(sidebar().getAttribute('data-width')).toBe('72');
    expect(shellStyles()).toContain('--app-shell-navbar-width:calc(4.5rem * var(--mantine-scale))');
    expect(within(sidebar()).queryByText('Reçeteler')).toBeNull();
    const entry = within(sidebar()).getByRole('link', { name: 'Reçeteler' });
    expect(entry.getAttribute('href')).toBe('/receteler');
    fireEvent.mouseEnter(entry);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('Reçeteler');
    expect(localStorage.getItem('layout-preferences')).toContain('"sidebarCollapsed":true');
    expect(screen.getByRole('button', { name: 'Menüyü genişlet' })).toBeTruthy();
  });

  it('spec §2: sits on the left, or on the right in RTL', () => {
    const { unmount } = renderLayout('/anasayfa');
    expect(sidebar().getAttribute('data-side')).toBe('left');
    expect(sidebar().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    unmount();
    renderLayout('/anasayfa', { prefs: { rtl: true } });
    expect(sidebar().getAttribute('data-side')).toBe('right');
    expect(sidebar().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('spec §2: shows a loading state until the role is known', () => {
    const { store } = renderLayout('/anasayfa', { user: null });
    const loading = within(sidebar()).getByText('Menü yükleniyor').closest('[aria-busy="true"]');
    expect(loading).toBeTruthy();
    act(() => signedInAs(Role.Muhendis, testUser()).apply(store));
    expect(within(sidebar()).queryByText('Menü yükleniyor')).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: /Ana Sayfa/ })).toBeTruthy();
  });

  it('spec §2: groups, sub-items and multi-level entries; the branch of the current path is open', () => {
    renderLayout('/mrl-urun/guncelle/3', { user: testUser({ type: Role.BestnetAdmin, memberType: null }) });
    const nav = within(sidebar());
    expect(nav.getByRole('group', { name: 'Referans Veriler' })).toBeTruthy();
    expect(nav.getByRole('group', { name: 'Üyelik' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Tanımlar' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('button', { name: 'MRL' }).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('link', { name: 'MRL Ürünleri' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Ruhsat' }).getAttribute('aria-expanded')).toBe('false');
    expect(nav.queryByRole('link', { name: 'Ruhsat Tanımı' })).toBeNull();
    fireEvent.click(nav.getByRole('button', { name: 'Ruhsat' }));
    expect(nav.getByRole('button', { name: 'Ruhsat' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('spec §2: opens the branch of a path reached later', async () => {
    const { router } = renderLayout('/dashboard', { user: testUser({ type: Role.BestnetAdmin, memberType: null }) });
    expect(within(sidebar()).getByRole('button', { name: 'Tanımlar' }).getAttribute('aria-expanded')).toBe('false');
    await act(() => router.navigate('/bitki-tanimi'));
    expect(within(sidebar()).getByRole('button', { name: 'Tanımlar' }).getAttribute('aria-expanded')).toBe('true');
    // The opened branch's children appear as its collapse animates.
    expect((await within(sidebar()).findByRole('button', { name: 'Ürün' })).getAttribute('aria-expanded')).toBe('true');
    expect((await within(sidebar()).findByRole('link', { name: 'Bitki Tanımı' })).getAttribute('aria-current')).toBe('page');
  });

  it('below xl the burger opens the menu as a drawer with an overlay; choosing an entry closes it', async () => {
    renderLayout('/anasayfa');
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const drawer = await screen.findByRole('dialog');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Ana menü' });
    expect(document.querySelector('.mantine-Drawer-overlay')).toBeTruthy();
    fireEvent.click(within(drawerNav).getByRole('link', { name: /Reçeteler/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('spec §2 layout: content, footer and bottom bar', () => {
  it('shows the page in an animated, path-keyed wrapper, boxed or fluid, and the footer with the year and copyright', () => {
    const { unmount } = renderLayout('/ureticiler');
    const main = screen.getByRole('main');
    const page = main.querySelector('[data-page-transition]') as HTMLElement;
    expect(page.getAttribute('data-page-transition')).toBe('/ureticiler');
    expect(page.style.getPropertyValue('--page-transition-duration')).toBe(`${PAGE_TRANSITION_SECONDS}s`);
    expect(main.querySelector('[data-content-width]')?.getAttribute('data-content-width')).toBe('full');
    expect(within(screen.getByRole('contentinfo')).getByText(`© ${new Date().getFullYear()} Bestnet Tarım Teknolojileri A.Ş. — RCT Reçete`)).toBeTruthy();
    unmount();
    renderLayout('/ureticiler', { prefs: { contentWidth: 'boxed' } });
    expect(screen.getByRole('main').querySelector('[data-content-width]')?.getAttribute('data-content-width')).toBe('boxed');
  });

  it('a protected route no feature has built shows ‘Çok yakında’ inside the layout', () => {
    renderLayout('/ureticiler');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Çok yakında' })).toBeTruthy();
    expect(within(main).getByText(/Üreticiler sayfası hazırlanıyor/)).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/anasayfa');
  });

  it('spec §2: the bottom bar is for RCT only, with only the entries the role may open', () => {
    const bar = () => screen.queryByRole('navigation', { name: 'Hızlı erişim' });
    const { unmount } = renderLayout('/anasayfa', { user: testUser({ type: Role.Muhendis }) });
    const links = within(bar() as HTMLElement).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Reçetelerim', '/receteler'],
      ['Reçete Yaz', '/hizli-recete'],
    ]);
    unmount();

    const tekniker = renderLayout('/anasayfa', { user: testUser({ type: Role.Tekniker }) });
    expect(within(bar() as HTMLElement).getAllByRole('link').map((l) => l.textContent)).toEqual(['Reçetelerim']);
    tekniker.unmount();

    const operator = renderLayout('/demo-talepler', { user: testUser({ type: Role.BestnetOperator, memberType: null }) });
    expect(bar()).toBeNull();
    operator.unmount();

    for (const brand of [srcBrand, trcBrand]) {
      const other = renderLayout('/anasayfa', { brand, user: testUser({ type: Role.Muhendis }) });
      expect(bar()).toBeNull();
      other.unmount();
    }
  });
});
