// Phone-first field screens: at phone width the producer list is cards with their actions, and
// the farmer filters sit behind one "Filtreler (n)" button.
import { notifications } from '@mantine/notifications';
import { atPhoneWidth } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderProducers } from '../test-harness';
import { area, producer, producersApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => atPhoneWidth());
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
  localStorage.clear();
});

const lastList = (calls: { method: string; path: string; query: URLSearchParams }[]) =>
  Object.fromEntries([...calls].reverse().find((c) => c.method === 'GET' && c.path === 'producer')!.query);

describe('/ureticiler at phone width', () => {
  it('shows each producer as a card: the name, the declared fields, the status badge and the row menu', async () => {
    producersApi([producer(1), producer(2, { name: 'Ayşe', surname: 'Kaya', fullName: 'Ayşe Kaya', tcOrVkn: '10000000078', archived: true })], [area(11)]);
    renderProducers('/ureticiler');
    const list = await screen.findByRole('list', { name: 'Üreticiler' });
    expect(screen.queryByRole('table', { name: 'Üreticiler' })).toBeNull();
    const card = within(list).getByRole('listitem', { name: 'Ayşe Kaya' });
    const fields = Object.fromEntries(within(card).getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]));
    expect(fields).toMatchObject({ 'TC / VKN': '10000000078', Tür: expect.any(String), 'İl / İlçe': expect.stringContaining('/') });
    expect(fields).not.toHaveProperty('Durum');
    expect(within(card).getByText('Arşivde')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Ayşe Kaya: işlemler' }));
    expect((await screen.findByRole('menuitem', { name: 'Düzenle' })).getAttribute('href')).toBe('/ureticiler/guncelle/2');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Etkinleştir' }));
    expect(await screen.findByRole('dialog', { name: 'Üreticiyi etkinleştir' })).toBeTruthy();
    // The pager follows the cards.
    expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toBeTruthy();
  });

  it('opens a producer card with its areas as cards', async () => {
    producersApi([producer(1)], [area(11)]);
    renderProducers('/ureticiler');
    fireEvent.click(await screen.findByRole('button', { name: 'Mehmet Yıldırım: ayrıntıyı aç' }));
    const areas = await screen.findByRole('list', { name: 'Mehmet Yıldırım: üretim alanları' });
    const card = within(areas).getByRole('listitem', { name: 'Kuzey Serası' });
    fireEvent.click(within(card).getByRole('button', { name: 'Kuzey Serası: işlemler' }));
    expect(await screen.findByRole('menuitem', { name: 'Haritada göster' })).toBeTruthy();
  });

  it('keeps the filters behind "Filtreler": a filter set in the drawer is sent and counted; Temizle clears them all', async () => {
    const api = producersApi([producer(1)], []);
    renderProducers('/ureticiler');
    await screen.findByRole('list', { name: 'Üreticiler' });
    expect(screen.queryByRole('textbox', { name: 'Üretici adı' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreler, etkin filtre yok' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtreler' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'İl' }), { target: { value: 'izmir' } });
    await waitFor(() => expect(lastList(api.calls)).toMatchObject({ provinceName: 'izmir' }), { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Filtreler, 1 filtre etkin', hidden: true }).textContent).toBe('Filtreler (1)');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(lastList(api.calls)).not.toHaveProperty('provinceName'));
    expect((within(drawer).getByRole('textbox', { name: 'İl' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filtreler, etkin filtre yok' })).toBeTruthy();
  });
});
