import { notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPrescriptionsAtom } from '../state/first-prescriptions';
import { renderPrescriptions } from '../test-harness';
import { listItem, prescription, prescriptionsApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
});

const selectInput = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
const pickOption = async (label: RegExp, option: string) => {
  fireEvent.click(selectInput(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
type Call = { method: string; path: string; query: URLSearchParams };
const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === 'prescription');
const rows = () => [prescription(1), prescription(2, { prescriptionNo: 'RCT-2026-00002', type: 2, fullName: null, areaName: null, producerId: null, productionAreaId: null, productNames: ['Deltasan 2.5 EC'] })];

describe('/receteler (spec §2, §4 "Prescription", §7)', () => {
  it('§7: lists the prescriptions newest first; search, kind and status go to the API as the query string', async () => {
    const api = prescriptionsApi({ prescriptions: rows() });
    renderPrescriptions('/receteler');
    const table = await screen.findByRole('table', { name: 'Reçeteler' });
    expect(within(table).getByRole('row', { name: /RCT-2026-00001/ })).toBeTruthy();
    expect(within(table).getByText('Hızlı reçete')).toBeTruthy();
    // Archived prescriptions stay out of the default list: it asks for the active ones only.
    await waitFor(() => expect(listCalls(api.calls).some((c) => c.query.get('sort') === 'createdAt' && c.query.get('order') === 'desc' && c.query.get('status') === '1')).toBe(true));

    await pickOption(/^Reçete türü/, 'Hızlı reçete');
    await pickOption(/^Durum/, 'Arşivde');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Ara' }), { target: { value: ' Karataş ' } });
    await waitFor(
      () => {
        const last = Object.fromEntries(listCalls(api.calls).at(-1)!.query);
        expect(last).toEqual({ page: '1', limit: '10', sort: 'createdAt', order: 'desc', type: '2', status: '0', search: 'Karataş' });
      },
      { timeout: 3000 },
    );
  });

  it('the default list hides archived prescriptions; clearing "Durum" lists every one ("Tümü")', async () => {
    const api = prescriptionsApi({ prescriptions: rows() });
    renderPrescriptions('/receteler');
    await screen.findByRole('table', { name: 'Reçeteler' });
    expect((selectInput(/^Durum/) as HTMLInputElement).value).toBe('Etkin');
    fireEvent.click(screen.getByRole('button', { name: 'Durum süzgecini temizle' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.query.has('status')).toBe(false));
    expect((selectInput(/^Durum/) as HTMLInputElement).value).toBe('');
  });

  it('?producerId= from the producers’ pages filters the list, named after the producer, and can be dropped', async () => {
    const api = prescriptionsApi({ prescriptions: rows() });
    renderPrescriptions('/receteler?producerId=1');
    await screen.findByRole('table', { name: 'Reçeteler' });
    await waitFor(() => expect(listCalls(api.calls).some((c) => c.query.get('producerId') === '1' && c.query.get('limit') === '10' && c.query.get('status') === '1')).toBe(true));
    const drop = await screen.findByRole('button', { name: 'Süzgeci kaldır: Üretici: Mustafa Karataş' });
    fireEvent.click(drop);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/receteler'));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.query.has('producerId')).toBe(false));
  });

  it('§4: archive and delete each ask first; delete is PATCH prescription/{id}/delete and the list is fetched again (cache tag Prescription)', async () => {
    const api = prescriptionsApi({ prescriptions: rows() });
    renderPrescriptions('/receteler');
    await screen.findByRole('table', { name: 'Reçeteler' });

    fireEvent.click(screen.getByRole('button', { name: 'RCT-2026-00001: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Arşivle' }));
    const archive = await screen.findByRole('dialog', { name: 'Reçeteyi arşivle' });
    expect(api.callsOf('PATCH prescription/:id/archive')).toHaveLength(0);
    fireEvent.click(within(archive).getByRole('button', { name: 'Arşivle' }));
    await waitFor(() => expect(api.callsOf('PATCH prescription/:id/archive')[0]?.body).toEqual({ archived: true }));
    // The default list shows active prescriptions: the archived one leaves it.
    await waitFor(() => expect(screen.queryByRole('row', { name: /RCT-2026-00001/ })).toBeNull());

    const before = listCalls(api.calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'RCT-2026-00002: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reçeteyi sil' });
    // Says what happens to an issued one: kept, withdrawn, not erased.
    expect(within(dialog).getByText(/“RCT-2026-00002” numaralı reçete silinsin mi\? Reçete listelerden ve aramalardan kalkar ama kaydı, numarası ve geçmişi saklanır; paylaşılan bağlantıyı açan, reçetenin sizin tarafınızdan geri çekildiğini görür\./)).toBeTruthy();
    expect(within(dialog).queryByText(/geri alınamaz/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reçeteyi sil' })).toBeNull());
    expect(api.callsOf('PATCH prescription/:id/delete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'RCT-2026-00002: işlemler' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reçeteyi sil' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.callsOf('PATCH prescription/:id/delete').map((c) => c.path)).toEqual(['prescription/2/delete']));
    await waitFor(() => expect(screen.queryByRole('row', { name: /RCT-2026-00002/ })).toBeNull());
    expect(listCalls(api.calls).length).toBeGreaterThan(before);
  });

  it('each row shows one status from one source: a cancelled one (even archived) is only "İptal edildi", never also active; badges are not width-limited', async () => {
    prescriptionsApi({
      prescriptions: [
        prescription(1),
        prescription(2, { prescriptionNo: 'RCT-2026-00002', state: 'cancelled' }),
        prescription(3, { prescriptionNo: 'RCT-2026-00003', state: 'cancelled', status: 0 }),
        prescription(4, { prescriptionNo: 'RCT-2026-00004', status: 0 }),
      ],
    });
    renderPrescriptions('/receteler');
    await screen.findByRole('table', { name: 'Reçeteler' });
    fireEvent.click(screen.getByRole('button', { name: 'Durum süzgecini temizle' }));
    await screen.findByRole('row', { name: /RCT-2026-00003/ });
    const statuses = (no: string) => [...screen.getByRole('row', { name: new RegExp(no) }).querySelectorAll('[data-status]')].map((b) => b.textContent);
    expect(statuses('RCT-2026-00001')).toEqual(['Geçerli']);
    expect(statuses('RCT-2026-00002')).toEqual(['İptal edildi']);
    expect(statuses('RCT-2026-00003')).toEqual(['İptal edildi']);
    expect(statuses('RCT-2026-00004')).toEqual(['Arşivde']);
    for (const badge of screen.getAllByText('İptal edildi')) {
      const root = badge.closest('[data-status]') as HTMLElement;
      expect(root.style.maxWidth === '' || root.style.maxWidth === 'none').toBe(true);
      expect(getComputedStyle(root).textOverflow).not.toBe('ellipsis');
    }
  });

  it('§6: Tekniker reads the list and opens or downloads a prescription, with no write control', async () => {
    prescriptionsApi({ prescriptions: rows() });
    renderPrescriptions('/receteler', Role.Tekniker);
    await screen.findByRole('table', { name: 'Reçeteler' });
    expect(screen.queryByRole('link', { name: 'Hızlı Reçete Yaz' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'RCT-2026-00001: işlemler' }));
    expect((await screen.findByRole('menuitem', { name: 'Aç' })).getAttribute('href')).toBe('/receteler/1');
    expect(screen.getByRole('menuitem', { name: 'PDF indir' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Arşivle' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Sil' })).toBeNull();
  });

  it('an engineer may write a fast prescription from the list; an empty list says so', async () => {
    prescriptionsApi({ prescriptions: [] });
    renderPrescriptions('/receteler');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hızlı Reçete Yaz' }).getAttribute('href')).toBe('/hizli-recete');
  });

  it('§9: the first 10 active prescriptions and their count are kept in an atom for the home panel', async () => {
    const many = Array.from({ length: 12 }, (_, i) => listItem(i + 1));
    const api = prescriptionsApi({ prescriptions: many.map((r) => prescription(r.id)) });
    const { store } = renderPrescriptions('/receteler');
    await waitFor(() => expect(store.get(firstPrescriptionsAtom)?.items).toHaveLength(10));
    expect(store.get(firstPrescriptionsAtom)?.count).toBe(12);
    expect(listCalls(api.calls).some((c) => c.query.get('status') === '1' && c.query.get('limit') === '10')).toBe(true);
  });
});

