// Phone-first field screens: at phone width the lot list is cards with each lot's actions, and
// the status filter sits behind one "Filtreler (n)" button.
import 'fake-indexeddb/auto';
import { Role } from '@portal/contracts';
import { atPhoneWidth, renderRoutes, signedInAs } from '@portal/shared/testing';
import { trcBrand } from '@portal/shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { traceabilityPages } from '../index';
import { reloadOutbox } from '../offline/outbox';
import { fieldApi } from '../testing/field-handlers';

vi.setConfig({ testTimeout: 60_000 });

function renderLots(path: string) {
  const routes: RouteObject[] = [...Object.entries(traceabilityPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }];
  return renderRoutes(routes, { route: path, brand: trcBrand, session: signedInAs(Role.Muhendis, { publicId: '0b6f3c1e-2d4a-4b5c-9d8e-7f6a5b4c3d2e' }) });
}

beforeEach(() => {
  localStorage.clear();
  reloadOutbox();
  atPhoneWidth();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  reloadOutbox();
});

describe('/partiler at phone width', () => {
  it('shows each lot as a card: its code links to the lot, the fields, the status badge and the menu with the lot’s actions', async () => {
    fieldApi();
    renderLots('/partiler');
    const list = await screen.findByRole('list', { name: 'Partiler' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    const link = within(card).getByRole('link', { name: /^TRC-/ });
    const code = link.textContent!;
    expect(card.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(card).getAllByRole('term').map((t) => t.textContent)).toEqual(['Ürün', 'Alan', 'Üretici', 'Son aşama']);
    expect(within(card).getByText('Açık')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: `${code}: işlemler` }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Aç' }).getAttribute('href')).toBe(link.getAttribute('href'));
    expect(within(menu).getByRole('menuitem', { name: 'Aşama ekle' }).getAttribute('href')).toBe(`${link.getAttribute('href')}/asama-ekle`);
    expect(within(menu).getByRole('menuitem', { name: 'Düzenle' }).getAttribute('href')).toMatch(/^\/partiler\/guncelle\/\d+$/);
  });

  it('keeps the status behind "Filtreler (1)"; Temizle lists every lot, a status set in the drawer is sent', async () => {
    const api = fieldApi();
    const { router } = renderLots('/partiler');
    await screen.findByRole('list', { name: 'Partiler' });
    expect(screen.queryByRole('radio', { name: 'Kapalı' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreler, 1 filtre etkin' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtreler (1)' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?durum=all'));
    expect(screen.getByRole('button', { name: 'Filtreler, etkin filtre yok', hidden: true }).textContent).toBe('Filtreler');
    await waitFor(() => expect(api.callsOf('GET lot').at(-1)!.query.get('status')).toBeNull());

    fireEvent.click(within(drawer).getByRole('radio', { name: 'Kapalı' }));
    await waitFor(() => expect(api.callsOf('GET lot').at(-1)!.query.get('status')).toBe('closed'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: /^TRC-2026-000044/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtreler, 1 filtre etkin' })).toBeTruthy();
  });
});
