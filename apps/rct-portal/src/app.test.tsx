import { browserSessionClient } from '@portal/shared/api-client';
import { apiServer, apiUrl, createTestSessionClient } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { rctBrand } from '@portal/shared/ui';
import { render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import html from '../index.html?raw';
import { App, brand } from './app';
import { routes } from './routes';

// The portal itself is tested once for every brand in libs/layout (portal-app.test.tsx).
describe('rct-portal (spec §1: its own logo, mascot, favicon, page title and copyright line)', () => {
  it('is the shared portal under the RCT brand', async () => {
    expect(brand).toBe(rctBrand);
    const router = createMemoryRouter(routes, { initialEntries: ['/404'] });
    const signedOut = { ...browserSessionClient, refreshAccessToken: async () => null };
    const { container } = render(<App router={router} store={createStore()} client={signedOut} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(container.querySelector('[data-app="rct"]')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('RCT')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`${brand.name}$`))).toBeTruthy();
  });

  it('names the brand in index.html before any script runs', () => {
    expect(html).toContain('<html lang="tr" data-app="rct">');
    expect(html).toContain(`<title>${brand.pageTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${brand.description}" />`);
    expect(html).toContain(`<meta name="theme-color" content="${brand.colors[7]}" />`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('spec §2 /prescription/:token is public on the RCT host: outside the session root, it tries no token refresh and sends nobody to the login page', async () => {
    apiServer.use(http.get(apiUrl('prescription/verify/:token'), () => HttpResponse.json({ code: 'PRESCRIPTION_LINK_NOT_FOUND', message: 'Reçete bağlantısı bulunamadı.' }, { status: 404 })));
    const store = createStore();
    const refreshAccessToken = vi.fn(async () => null);
    const client = { ...createTestSessionClient(store), refreshAccessToken };
    const router = createMemoryRouter(routes, { initialEntries: ['/prescription/Qm9rOYUt7lJ3xk2VbN1cP0a9Zr4sT6wE'] });
    render(<App router={router} store={store} client={client} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu reçete bağlantısı geçersiz ya da iptal edilmiş' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/prescription/Qm9rOYUt7lJ3xk2VbN1cP0a9Zr4sT6wE');
    expect(refreshAccessToken).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.title).toBe(`Reçete | ${brand.name}`));
  });
});
