import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import html from '../index.html?raw';
import { App, brand } from './app';
import { routes } from './routes';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...render(<App router={router} />), router };
}

describe('trc-portal (spec §1: its own logo, mascot, favicon, page title and copyright line)', () => {
  it('shows the TRC brand and the login form at / (spec §2)', async () => {
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(container.querySelector('[data-app="trc"]')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('TRC')).toBeTruthy();
    expect(screen.getByText(`${brand.name} hesabınıza giriş yapın.`)).toBeTruthy();
    expect(screen.getByLabelText(/E-posta veya kullanıcı adı/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`© ${new Date().getFullYear()} .*${brand.name}`))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(brand.pageTitle));
  });

  it('redirects an unknown path to /404 (spec §2)', async () => {
    const { router } = renderApp('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
  });

  it('names the brand in index.html before any script runs', () => {
    expect(html).toContain('<html lang="tr" data-app="trc">');
    expect(html).toContain(`<title>${brand.pageTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${brand.description}" />`);
    expect(html).toContain(`<meta name="theme-color" content="${brand.colors[7]}" />`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });
});
