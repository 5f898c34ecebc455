import { Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardApi, memberDashboard, providerDashboard, renderDashboard } from '../test-harness';

vi.setConfig({ testTimeout: 60_000 });

// jsdom lays nothing out, so recharts warns that each chart's box has no size: that warning only.
const warn = console.warn.bind(console);
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});
afterAll(() => vi.restoreAllMocks());

const link = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('link', { name });
const hrefOf = (name: string | RegExp, scope?: HTMLElement) => link(name, scope).getAttribute('href');
const section = (name: string) => screen.getByRole('region', { name });
/** A screen-reader table's rows as [label, value]. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('/dashboard', () => {
  it('the provider’s figures: stat cards, members by status and application, weekly requests, ending demos, prescriptions, users and reference data, each linked to its list', async () => {
    const api = dashboardApi(providerDashboard());
    renderDashboard(Role.BestnetAdmin);
    expect(screen.getByRole('status').textContent).toContain('Gösterge paneli yükleniyor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Durumlarına göre üyeler' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET dashboard']);

    // Stat cards, whole cards as links.
    expect(hrefOf(/^Demo talepleri\s*5/)).toBe('/demo-talepler');
    expect(hrefOf(/^Demodaki üyeler\s*10/)).toBe('/demo-uyeler');
    expect(hrefOf(/^Sona erecek demolar\s*2/)).toBe('/demo-uyeler?sort=demoEndsAt&order=asc');
    expect(hrefOf(/^Aktif aboneler\s*24/)).toBe('/uyeler?status=0');
    expect(hrefOf(/^Aktif kullanıcılar\s*55/)).toBe('/portal-users');
    // BestnetAdmin cannot open /receteler (spec §6): the number without a link.
    expect(screen.queryByRole('link', { name: /^Reçeteler/ })).toBeNull();
    expect(screen.getByText('Son 30 gün · bugün 4')).toBeTruthy();

    const byStatus = section('Durumlarına göre üyeler');
    expect(hrefOf('Demo talebi', byStatus)).toBe('/demo-talepler');
    expect(hrefOf('Demoda', byStatus)).toBe('/demo-uyeler?status=2');
    expect(hrefOf('Ek demo süresinde', byStatus)).toBe('/demo-uyeler?status=3');
    expect(hrefOf('Süresi uzatıldı', byStatus)).toBe('/demo-uyeler?status=4');
    expect(hrefOf('Aktif', byStatus)).toBe('/uyeler?status=0');
    expect(hrefOf('İptal', byStatus)).toBe('/iptal-uyeler');
    expect(tableRows('Durumlarına göre üye sayıları')).toEqual([
      ['Demo talebi', '5'],
      ['Demoda', '7'],
      ['Ek demo süresinde', '2'],
      ['Süresi uzatıldı', '1'],
      ['Aktif', '24'],
      ['İptal', '3'],
    ]);
    const byApp = section('Uygulamaya göre üyeler');
    expect(hrefOf('SRC', byApp)).toBe('/uyeler?app=0');
    expect(hrefOf('TRC', byApp)).toBe('/uyeler?app=2');
    expect(tableRows('Uygulamaya göre üye sayıları')).toEqual([
      ['SRC', '6'],
      ['RCT', '33'],
      ['TRC', '3'],
    ]);

    const weekly = tableRows('Haftalara göre demo talepleri');
    expect(weekly).toHaveLength(12);
    expect(weekly.at(-1)).toEqual(['2026-W48 (23.11.2026 haftası)', '2']);
    expect(weekly.at(-4)).toEqual(['2026-W45 (02.11.2026 haftası)', '1']);
    expect(hrefOf(/Demo talepleri$/, section('Haftalık demo talepleri'))).toBe('/demo-talepler');

    const ending = section('Yakında biten demolar');
    expect(hrefOf('Ayşe Bağcı', ending)).toBe('/demo-uyeler/bireysel/17');
    expect(hrefOf('Yeşil Vadi Tarım', ending)).toBe('/demo-uyeler/kurumsal/23');
    const [, first, second] = within(ending).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ayşe Bağcı', 'Bireysel', 'Demoda', '25.11.2026', 'Yarın']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Yeşil Vadi Tarım', 'Kurumsal', 'Süresi uzatıldı', '04.12.2026', '10 gün']);

    const perDay = tableRows('Son 30 günde günlere göre reçeteler');
    expect(perDay).toHaveLength(30);
    expect(perDay[0]).toEqual(['26.10.2026', '0']);
    expect(perDay.at(-1)).toEqual(['24.11.2026', '4']);
    expect(perDay.at(-3)).toEqual(['22.11.2026', '6']);
    expect(tableRows('Son 30 günde illere göre reçeteler')).toEqual([
      ['Antalya', '11'],
      ['İzmir', '5'],
      ['Alan belirtilmemiş', '3'],
    ]);

    const users = section('Kullanıcılar');
    expect(hrefOf(/Portal kullanıcıları/, users)).toBe('/portal-users');
    expect(users.textContent).toContain('Engelli1');
    expect(users.textContent).toContain('Arşivde4');

    const reference = section('Referans veriler');
    // The count and the last import (a licence import) both lead to the licence list.
    expect(within(reference).getAllByRole('link', { name: 'Ruhsatlar' }).map((a) => a.getAttribute('href'))).toEqual(['/ruhsat-tanimi', '/ruhsat-tanimi']);
    expect(hrefOf('MRL Oranları', reference)).toBe('/mrl-oran');
    expect(hrefOf('Bitki Besleme Ürünleri', reference)).toBe('/bitki-besleme-urunleri');
    expect(reference.textContent).toContain('2.000 (1.890 aktif)');
    // The charts (@mantine/charts, loaded with the first one) are drawn and hidden from screen readers.
    await waitFor(() => expect(document.querySelectorAll('.mantine-BarChart-root')).toHaveLength(3));
    expect(document.querySelectorAll('.mantine-AreaChart-root')).toHaveLength(1);
    expect(document.querySelectorAll('.mantine-DonutChart-root')).toHaveLength(1);
    for (const chart of document.querySelectorAll('[class*="Chart-root"]')) expect(chart.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(reference.textContent).toMatch(/Son içe aktarma:20\.11\.2026 10:30 · Ruhsatlar · Deniz Veri \(12 yeni, 3 güncellenen\)/);
  });

  it('a member’s Admin sees its own users and prescriptions only; no member, demo or reference figure', async () => {
    dashboardApi(memberDashboard());
    renderDashboard(Role.Admin);
    await screen.findByRole('region', { name: 'Günlük reçeteler' });
    expect(screen.getByText(/Üyeliğinizin kullanıcıları ve reçeteleri/)).toBeTruthy();
    for (const name of ['Durumlarına göre üyeler', 'Uygulamaya göre üyeler', 'Haftalık demo talepleri', 'Yakında biten demolar', 'Referans veriler']) {
      expect(screen.queryByRole('region', { name }), name).toBeNull();
    }
    expect(screen.queryByText('Demo talepleri')).toBeNull();
    expect(screen.queryByText('Aktif aboneler')).toBeNull();
    // The Admin writes prescriptions and manages its users: both lead to their lists.
    expect(hrefOf(/^Reçeteler\s*4/)).toBe('/receteler');
    expect(hrefOf(/^Aktif kullanıcılar\s*3/)).toBe('/portal-users');
    expect(hrefOf('Reçeteler', section('Günlük reçeteler'))).toBe('/receteler');
    expect(tableRows('Son 30 günde illere göre reçeteler')).toEqual([
      ['Antalya', '3'],
      ['Alan belirtilmemiş', '1'],
    ]);
    expect(section('Kullanıcılar').textContent).toContain('Üyeliğinizin arşivde olmayan kullanıcıları');
  });

  it('spec §6: a data logger sees the member figures without links to the member lists it may not open, and the definition links it may', async () => {
    dashboardApi(providerDashboard());
    renderDashboard(Role.BestnetDataLogger);
    const byStatus = await screen.findByRole('region', { name: 'Durumlarına göre üyeler' });
    expect(within(byStatus).queryAllByRole('link')).toEqual([]);
    expect(within(byStatus).getAllByText('Demo talebi').length).toBeGreaterThan(0);
    expect(within(section('Yakında biten demolar')).queryAllByRole('link')).toEqual([]);
    expect(within(section('Yakında biten demolar')).getByText('Ayşe Bağcı')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Demo talepleri/ })).toBeNull();
    expect(within(section('Kullanıcılar')).queryAllByRole('link')).toEqual([]);
    expect(within(section('Referans veriler')).getAllByRole('link', { name: 'Ruhsatlar' })[0]!.getAttribute('href')).toBe('/ruhsat-tanimi');
  });

  it('empty figures say so instead of drawing empty charts', async () => {
    const base = providerDashboard();
    dashboardApi(
      providerDashboard({
        members: { total: 0, byStatus: base.members!.byStatus.map((s) => ({ ...s, count: 0 })), byApp: base.members!.byApp.map((a) => ({ ...a, count: 0 })) },
        demoRequestsPerWeek: base.demoRequestsPerWeek!.map((w) => ({ ...w, count: 0 })),
        demosEndingSoon: { total: 0, items: [] },
        prescriptions: { total: 0, perDay: base.prescriptions.perDay.map((d) => ({ ...d, count: 0 })), byProvince: [], otherProvinces: 0 },
        reference: { ...base.reference!, lastImport: null },
      }),
    );
    renderDashboard(Role.BestnetAdmin);
    await screen.findByRole('region', { name: 'Yakında biten demolar' });
    expect(screen.getAllByText('Henüz üye yok.')).toHaveLength(2);
    expect(screen.getByText('Son 12 haftada demo talebi gelmedi.')).toBeTruthy();
    expect(screen.getByText('Önümüzdeki 14 gün içinde sona erecek demo yok.')).toBeTruthy();
    expect(screen.getAllByText('Son 30 günde reçete yazılmadı.')).toHaveLength(2);
    expect(screen.getByText('Henüz toplu içe aktarma yapılmadı.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Son 30 günde günlere göre reçeteler' })).toBeNull();
  });

  it('a failed call shows the error with ‘Yeniden dene’, which fetches again', async () => {
    const api = dashboardApi({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.' } }, memberDashboard());
    renderDashboard(Role.Admin);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gösterge paneli alınamadı');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByRole('region', { name: 'Günlük reçeteler' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });
});
