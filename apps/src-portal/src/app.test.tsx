import { createApiClient } from '@portal/shared/api-client';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import html from '../index.html?raw';
import { App, brand } from './app';
import { routes } from './routes';

// Full pages with a real server: generous waits when the machine is busy (e.g. nx run-many in parallel).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const user = {
  publicId: 'u-1001',
  name: 'şule',
  surname: 'ırmak',
  email: 'sule.irmak@ornek.com.tr',
  phone: null,
  loginName: 'sule.irmak',
  memberName: null,
  ...{ type: 0, app: 0, memberType: 1 },
};

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A local API: signed out (refresh 401) unless `signedIn`. */
async function startApi(signedIn: boolean) {
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/v1/auth/refreshToken') return signedIn ? reply(200, { data: { token: 'erisim-1' } }) : reply(401, { code: 'NO_SESSION', message: 'Oturum yok.' });
    if (req.url === '/api/v1/portalUser/me' && req.headers.authorization === 'Bearer erisim-1') return reply(200, { data: user });
    reply(404, { code: 'NOT_FOUND', message: 'Bulunamadı.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
}

async function renderApp(path: string, signedIn = false) {
  const store = createStore();
  const api = createApiClient({ prefix: await startApi(signedIn), store, navigation: { toRoot: () => {}, reload: () => {} } });
  const refreshAccessToken = () =>
    api
      .get('auth/refreshToken')
      .json<{ data: { token: string } }>()
      .then((body) => body.data.token)
      .catch(() => null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...render(<App router={router} store={store} client={{ api, refreshAccessToken, replacePage: () => {} }} />), router };
}

describe('src-portal (spec §1: its own logo, mascot, favicon, page title and copyright line)', () => {
  it('shows the SRC brand and the login form at / (spec §2)', async () => {
    const { container } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(container.querySelector('[data-app="src"]')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('SRC')).toBeTruthy();
    expect(screen.getByText(`${brand.name} hesabınıza giriş yapın.`)).toBeTruthy();
    expect(screen.getByLabelText(/^E-posta\s*\*?$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`© ${new Date().getFullYear()} .*${brand.name}`))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(brand.pageTitle));
  });

  it('redirects an unknown path to /404 (spec §2)', async () => {
    const { router } = await renderApp('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('spec §4 session start: without a session a protected path goes to /', async () => {
    const { router } = await renderApp('/receteler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('spec §4 session start: an SRC user with a refresh session lands on /src-dashboard in the signed-in frame (spec §2)', async () => {
    const { router } = await renderApp('/', true);
    expect(await screen.findByRole('heading', { name: 'Bu sayfa hazırlanıyor' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/src-dashboard');
    expect(screen.getByText('Şule Irmak')).toBeTruthy();
  });

  it('wires the public auth pages of spec §2', async () => {
    const { router } = await renderApp('/register');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    for (const path of ['/register', '/forgot-password', '/reset-password', '/verify', '/forgotPassword', '/lock-screen', '/iletisim', '/verify-login', '/coming-soon']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(screen.queryByRole('heading', { name: 'Sayfa bulunamadı' })).toBeNull();
    }
  });

  it('names the brand in index.html before any script runs', () => {
    expect(html).toContain('<html lang="tr" data-app="src">');
    expect(html).toContain(`<title>${brand.pageTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${brand.description}" />`);
    expect(html).toContain(`<meta name="theme-color" content="${brand.colors[7]}" />`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });
});
