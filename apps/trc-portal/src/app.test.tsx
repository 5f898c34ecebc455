import { browserSessionClient } from '@portal/shared/api-client';
import { trcBrand } from '@portal/shared/ui';
import { render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import html from '../index.html?raw';
import { App, brand } from './app';
import { routes } from './routes';

// The portal itself is tested once for every brand in libs/layout (portal-app.test.tsx).
describe('trc-portal (spec §1: its own logo, mascot, favicon, page title and copyright line)', () => {
  it('is the shared portal under the TRC brand', async () => {
    expect(brand).toBe(trcBrand);
    const router = createMemoryRouter(routes, { initialEntries: ['/404'] });
    const signedOut = { ...browserSessionClient, refreshAccessToken: async () => null };
    const { container } = render(<App router={router} store={createStore()} client={signedOut} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(container.querySelector('[data-app="trc"]')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('TRC')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`${brand.name}$`))).toBeTruthy();
  });

  it('names the brand in index.html before any script runs', () => {
    expect(html).toContain('<html lang="tr" data-app="trc">');
    expect(html).toContain(`<title>${brand.pageTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${brand.description}" />`);
    expect(html).toContain(`<meta name="theme-color" content="${brand.colors[7]}" />`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });
});
