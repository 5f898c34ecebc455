import { Role, type ReferenceChange, type ReferenceChangeKind } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { change, homeApi, renderHome } from '../test-harness';

vi.setConfig({ testTimeout: 60_000 });

/** 23 changes, newest first: licence cancellations and MRL changes in turn. */
const feed: ReferenceChange[] = Array.from({ length: 23 }, (_, i) => {
  const id = 23 - i;
  const kind: ReferenceChangeKind = id % 2 === 0 ? 'licence-cancelled' : 'mrl-changed';
  return change(id, kind, { occurredAt: new Date(Date.UTC(2026, 10, 1, 9) + id * 3_600_000).toISOString(), affectedCount: id === 22 ? 3 : 0, source: id % 3 === 0 ? 'import' : 'edit' });
});

const entries = () => within(screen.getByRole('list', { name: 'Değişiklikler' })).getAllByRole('listitem');
const lastChangesCall = (api: ReturnType<typeof homeApi>) => Object.fromEntries(api.callsTo('search/changes').at(-1)!.query);

describe('degisiklikler: the feed of reference changes', () => {
  it('pages through the feed, newest first, with the page in the address', async () => {
    const api = homeApi({ changes: feed });
    const { router } = renderHome('/degisiklikler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referans Veri Değişiklikleri' })).toBeTruthy();
    await waitFor(() => expect(entries()).toHaveLength(10));
    expect(lastChangesCall(api)).toEqual({ page: '1', limit: '10' });
    expect(screen.getByText('23 değişiklikten 1–10 arası gösteriliyor')).toBeTruthy();
    const first = entries()[0]!;
    expect(first.textContent).toContain('MRL değişti');
    expect(first.textContent).toContain("Domates (0231010) ürününde Abamektin için TR MRL'si 0,09 mg/kg iken 0,02 mg/kg oldu.");
    expect(first.textContent).toContain('Kaynak: ekran');
    expect(first.querySelector('time')!.textContent).toBe('02.11.2026 11:00');
    const second = entries()[1]!;
    expect(second.textContent).toContain('Ürün 22 200 SC (ÖRN-0022) ruhsatı iptal edildi.');
    expect(within(second).getByRole('link', { name: 'Ürün 22 200 SC ruhsatını aç' }).getAttribute('href')).toBe('/search/licenses/92');
    expect(second.textContent).toContain('Reçetelerinizden 3 tanesini etkiliyor');
    expect(entries()[2]!.textContent).toContain('Kaynak: içe aktarma');

    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(lastChangesCall(api)).toEqual({ page: '3', limit: '10' });
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('23 değişiklikten 21–23 arası gösteriliyor')).toBeTruthy();
    expect(entries()[2]!.textContent).toContain("MRL'si");

    fireEvent.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    await waitFor(() => expect(screen.getByText('23 değişiklikten 11–20 arası gösteriliyor')).toBeTruthy());
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by kind from the first page, keeps the filter in the address, and says when a kind has none', async () => {
    const api = homeApi({ changes: feed });
    const { router } = renderHome('/degisiklikler?page=2');
    await waitFor(() => expect(screen.getByText('23 değişiklikten 11–20 arası gösteriliyor')).toBeTruthy());
    const kind = screen.getByRole('combobox', { name: 'Değişiklik türü' });
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tümü', 'Yeni ruhsat', 'Ruhsat iptali', 'Ruhsat süresi doldu', 'Yeni MRL', 'MRL değişti', 'MRL yürürlükten kalktı']);
    fireEvent.change(kind, { target: { value: 'licence-cancelled' } });
    await waitFor(() => expect(screen.getByText('11 değişiklikten 1–10 arası gösteriliyor')).toBeTruthy());
    expect(lastChangesCall(api)).toEqual({ page: '1', limit: '10', kind: 'licence-cancelled' });
    expect(router.state.location.search).toBe('?kind=licence-cancelled');
    expect(entries().every((li) => li.textContent!.includes('Ruhsat iptali'))).toBe(true);

    fireEvent.change(kind, { target: { value: 'mrl-expired' } });
    expect(await screen.findByText('“MRL yürürlükten kalktı” türünde değişiklik yok.')).toBeTruthy();
    expect(screen.getByText('Kayıt yok')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).toBeNull();

    fireEvent.change(kind, { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('23 değişiklikten 1–10 arası gösteriliyor')).toBeTruthy());
    expect(router.state.location.search).toBe('');
  });

  it('opens on the filter and page a shared address names, and drops values that cannot be right', async () => {
    const api = homeApi({ changes: feed });
    renderHome('/degisiklikler?kind=mrl-changed&page=2');
    await waitFor(() => expect(screen.getByText('12 değişiklikten 11–12 arası gösteriliyor')).toBeTruthy());
    expect((screen.getByRole('combobox', { name: 'Değişiklik türü' }) as HTMLSelectElement).value).toBe('mrl-changed');
    expect(lastChangesCall(api)).toEqual({ page: '2', limit: '10', kind: 'mrl-changed' });

    renderHome('/degisiklikler?kind=hepsi&page=-4');
    await waitFor(() => expect(lastChangesCall(api)).toEqual({ page: '1', limit: '10' }));
  });

  it('the provider’s staff see how many prescriptions a change flagged, without “your prescriptions”', async () => {
    homeApi({ changes: feed });
    renderHome('/degisiklikler', { role: Role.BestnetDataLogger });
    await waitFor(() => expect(entries()).toHaveLength(10));
    expect(entries()[1]!.textContent).toContain('3 etkin reçeteyi etkiliyor');
    expect(screen.queryByText(/Reçetelerinizden/)).toBeNull();
    expect(screen.queryByText('Reçetelerinizi etkilemiyor')).toBeNull();
  });

  it('a failed read shows the error with ‘Yeniden dene’', async () => {
    homeApi({ changes: feed, failFirst: ['search/changes'] });
    renderHome('/degisiklikler');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Değişiklikler alınamadı');
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden dene' }));
    await waitFor(() => expect(entries()).toHaveLength(10));
  });
});
