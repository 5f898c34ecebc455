import { notifications } from '@mantine/notifications';
import { DEMO_SEATS, MembershipState, Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '@portal/shared/util';
import { renderMembers } from '../test-harness';
import { member, membersApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  localStorage.clear();
});

const lastList = (calls: { method: string; path: string; query: URLSearchParams }[]) => Object.fromEntries([...calls].reverse().find((c) => c.method === 'GET' && c.path === 'member')!.query);
const openMenu = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: `${name}: işlemler` }));
const menuItems = async () => {
  await screen.findByRole('menu');
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('member lists (spec §2 "Member routes")', () => {
  it('demo-talepler lists the requests with their columns and asks the API for the list, newest first', async () => {
    const api = membersApi(Role.BestnetSales, [member(1, { name: 'Yeşilova Tarım' }), member(2, { name: 'ahmet yılmaz', kind: 'individual', memberType: null, requestCompleted: false })]);
    renderMembers('/demo-talepler', Role.BestnetSales);
    const table = await screen.findByRole('table', { name: 'Demo Talepleri' });
    const row = within(table).getByRole('row', { name: /Ahmet Yılmaz/ });
    expect(within(row).getByText('Bireysel')).toBeTruthy();
    expect(within(row).getByText('Demo talebi')).toBeTruthy();
    expect(within(row).getByText('Doğrulama bekleniyor')).toBeTruthy();
    // A request opens on demo-uyeler's detail route (the same roles, spec §6) and leads back here.
    expect(within(row).getByRole('link', { name: 'Ahmet Yılmaz' }).getAttribute('href')).toBe('/demo-uyeler/bireysel/2?liste=demo-talepler');
    expect(within(table).getByRole('link', { name: 'Yeşilova Tarım' }).getAttribute('href')).toBe('/demo-uyeler/kurumsal/1?liste=demo-talepler');
    expect(lastList(api.calls)).toEqual({ list: 'demo-talepler', page: '1', limit: '10', sort: 'createdAt', order: 'desc' });
    // One status in this list: no status filter.
    expect(screen.queryByRole('textbox', { name: 'Durum' })).toBeNull();
  });

  it('§6 and the transition table: Sales is offered Demoya al and Not ekle on a request, nothing it may not do', async () => {
    membersApi(Role.BestnetSales, [member(1)]);
    renderMembers('/demo-talepler', Role.BestnetSales);
    await openMenu('Yeşilova Tarım');
    expect(await menuItems()).toEqual(['Demoya al', 'Not ekle']);
  });

  it('§6: BestnetSupport reads: no move and no delete in the menu, and the read-only note', async () => {
    membersApi(Role.BestnetSupport, [member(1, { status: MembershipState.InDemo, demoEndsAt: '2026-04-01T20:59:59.000Z', seats: 3 })]);
    renderMembers('/demo-uyeler', Role.BestnetSupport);
    await openMenu('Yeşilova Tarım');
    expect(await menuItems()).toEqual(['Kullanıcılar', 'Abonelik']);
    expect(screen.getByTestId('read-only-note')).toBeTruthy();
  });

  it('§6: BestnetAdmin on an active member may renew, cancel, note and delete', async () => {
    membersApi(Role.BestnetAdmin, [member(1, { status: MembershipState.Active, plan: 'profesyonel', seats: 5, subscriptionStartsAt: '2026-01-01', subscriptionEndsAt: '2026-12-31' })]);
    renderMembers('/uyeler', Role.BestnetAdmin);
    await openMenu('Yeşilova Tarım');
    expect(await menuItems()).toEqual(['Aboneliği güncelle', 'İptal et', 'Not ekle', 'Kullanıcılar', 'Abonelik', 'Sil']);
  });

  it('the filters, search and order go to the API and into the address; a reload of that address asks the same', async () => {
    const api = membersApi(Role.BestnetAdmin, [member(1, { status: MembershipState.Active })]);
    const { router } = renderMembers('/uyeler', Role.BestnetAdmin);
    await screen.findByRole('table', { name: 'Üyeler' });
    const pick = async (label: string, option: string) => {
      fireEvent.click(screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!);
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Üye tipi', 'Bireysel');
    await pick('Durum', 'İptal');
    await pick('Uygulama', 'SRC');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Ara' }), { target: { value: ' ova ' } });
    fireEvent.click(screen.getByRole('button', { name: /^Kayıt/ }));
    const expected = { list: 'uyeler', page: '1', limit: '10', search: 'ova', sort: 'createdAt', order: 'asc', memberType: 'individual', status: String(MembershipState.Canceled), app: '0' };
    await waitFor(() => expect(lastList(api.calls)).toEqual(expected), { timeout: 3000 });
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ search: 'ova', sort: 'createdAt', order: 'asc', memberType: 'individual', status: '1', app: '0' });

    const again = membersApi(Role.BestnetAdmin, []);
    renderMembers(`/uyeler?${address.toString()}`, Role.BestnetAdmin);
    await waitFor(() => expect(again.calls.some((c) => c.path === 'member')).toBe(true));
    expect(lastList(again.calls)).toEqual(expected);
  });

  it('shows the empty state, and a failed list with its message and Yeniden dene', async () => {
    let fail = true;
    membersApi(Role.BestnetOperator, [], [], {
      'GET member': () => (fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Sunucuda bir hata oluştu.' } } : undefined),
    });
    renderMembers('/iptal-uyeler', Role.BestnetOperator);
    expect(await screen.findByText('Sunucuda bir hata oluştu.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
  });
});

describe('member moves (the contracts’ transition table)', () => {
  it('Demoya al sends exactly its body (demo end today+14, DEMO_SEATS) and shows the server’s field error under the field', async () => {
    const message = 'Demo bitiş tarihi en fazla 90 gün sonrası olabilir';
    const api = membersApi(Role.BestnetOperator, [member(1)], [], {
      'POST member/1/transition': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Geçersiz istek.', details: [{ field: 'body.demoEndsAt', message }] } }),
    });
    renderMembers('/demo-talepler', Role.BestnetOperator);
    await openMenu('Yeşilova Tarım');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Demoya al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demoya al' });
    expect((within(dialog).getByRole('textbox', { name: 'Kullanıcı sayısı' }) as HTMLInputElement).value).toBe(String(DEMO_SEATS));
    await within(dialog).findByRole('textbox', { name: 'Demo bitiş tarihi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demoya al' }));
    await waitFor(() => expect(api.callsOf('POST member/1/transition').map((c) => c.body)).toEqual([{ action: 'approve', demoEndsAt: isoDay(14), seats: DEMO_SEATS }]));
    const field = within(dialog).getByRole('textbox', { name: 'Demo bitiş tarihi' });
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('a move that succeeds is told in Turkish, and the list is fetched again (the approved request leaves demo-talepler)', async () => {
    const api = membersApi(Role.BestnetSales, [member(1)]);
    renderMembers('/demo-talepler', Role.BestnetSales);
    await openMenu('Yeşilova Tarım');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Demoya al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demoya al' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demoya al' }));
    expect(await screen.findByText(/Yeşilova Tarım demoya alındı; demo \d\d\.\d\d\.\d{4} tarihinde sona erecek\./)).toBeTruthy();
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(api.callsOf('GET member').length).toBeGreaterThanOrEqual(2);
  });

  it('İptal et asks for the reason only; a refused move (409 TRANSITION_NOT_ALLOWED) says so', async () => {
    const api = membersApi(Role.BestnetOperator, [member(1, { status: MembershipState.InDemo })], [], {
      'POST member/1/transition': () => ({ status: 409, body: { code: 'TRANSITION_NOT_ALLOWED', message: 'Üye artık demoda değil.' } }),
    });
    renderMembers('/demo-uyeler', Role.BestnetOperator);
    await openMenu('Yeşilova Tarım');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'İptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'İptal et' });
    expect(within(dialog).getAllByRole('textbox').map((el) => el.getAttribute('aria-label') ?? el.id)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    expect(await within(dialog).findByText('İptal nedeni zorunludur')).toBeTruthy();
    expect(api.callsOf('POST member/1/transition')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'İptal nedeni' }), { target: { value: 'Ödeme yapılmadı' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    expect(await within(dialog).findByText('Üye artık demoda değil.')).toBeTruthy();
    expect(within(dialog).getByText('Bu işlem artık yapılamaz')).toBeTruthy();
    expect(api.callsOf('POST member/1/transition').map((c) => c.body)).toEqual([{ action: 'cancel', reason: 'Ödeme yapılmadı' }]);
  });
});

describe('spec §2 "Member deletion dialog"', () => {
  it('offers Vazgeç and Evet with the member’s name capitalised in tr-TR, and Evet deletes', async () => {
    const api = membersApi(Role.BestnetAdmin, [member(5, { name: 'istanbul tarım', status: MembershipState.Canceled })]);
    renderMembers('/iptal-uyeler', Role.BestnetAdmin);
    await openMenu('İstanbul Tarım');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Üyeyi sil' });
    expect(within(dialog).getByText('İstanbul Tarım')).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent).filter((t) => t !== '')).toEqual(['Vazgeç', 'Evet']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Üyeyi sil' })).toBeNull());
    expect(api.callsOf('DELETE member/5')).toHaveLength(0);
    // The focus goes back to the row's menu button (the menu item that opened the dialog is gone).
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('İstanbul Tarım: işlemler'));

    await openMenu('İstanbul Tarım');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Üyeyi sil' })).getByRole('button', { name: 'Evet' }));
    expect(await screen.findByText('İstanbul Tarım silindi.')).toBeTruthy();
    expect(api.callsOf('DELETE member/5')).toHaveLength(1);
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
  });
});
