import { notifications } from '@mantine/notifications';
import { MembershipState, Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMembers } from '../test-harness';
import { member, membersApi, portalUser } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  localStorage.clear();
});

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const pickRole = async (label: string) => {
  fireEvent.click(screen.getAllByLabelText(/^Rol/).find((el) => el.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

const demo = () =>
  member(3, {
    status: MembershipState.InDemo,
    demoEndsAt: '2026-12-20T20:59:59.000Z',
    seats: 3,
    users: 2,
    history: [
      { id: 1, action: 'register', fromStatus: null, toStatus: 'request', note: null, actorName: null, occurredAt: '2026-03-01T10:00:00.000Z' },
      { id: 2, action: 'approve', fromStatus: 'request', toStatus: MembershipState.InDemo, note: 'Telefonla görüşüldü', actorName: 'Burak Şahin', occurredAt: '2026-03-02T09:00:00.000Z' },
    ],
  });

describe('member detail pages (spec §2 "Member routes": …/kurumsal/:id, …/bireysel/:id, …/abonelik/:id)', () => {
  it('shows the corporate details, the membership, the history as a timeline and the moves the API allows now', async () => {
    membersApi(Role.BestnetOperator, [demo()]);
    renderMembers('/demo-uyeler/kurumsal/3', Role.BestnetOperator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yeşilova Tarım' })).toBeTruthy();
    for (const text of ['Antalya Kurumlar', '1234567890', 'Kumluca, Antalya', 'Ayşe Kaya', '2/3 kullanıcı']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    const history = screen.getByRole('region', { name: 'Geçmiş ve notlar' });
    expect(within(history).getByText('Demoya al')).toBeTruthy();
    expect(within(history).getByText('Demo talebi → Demoda')).toBeTruthy();
    expect(within(history).getByText('Telefonla görüşüldü')).toBeTruthy();
    expect(within(history).getByText(/Burak Şahin/)).toBeTruthy();
    const moves = screen.getByRole('group', { name: 'Üyelik işlemleri' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Demoyu uzat', 'İptal et', 'Not ekle']);
    expect(screen.getByRole('link', { name: 'Kullanıcılar' }).getAttribute('href')).toBe('/uyeler/kullanicilar/3');
    expect(screen.getByRole('link', { name: 'Abonelik' }).getAttribute('href')).toBe('/demo-uyeler/abonelik/3');
  });

  it('BestnetSupport reads the page without a move or the details form', async () => {
    membersApi(Role.BestnetSupport, [demo()]);
    renderMembers('/demo-uyeler/kurumsal/3', Role.BestnetSupport);
    await screen.findByRole('heading', { level: 1, name: 'Yeşilova Tarım' });
    expect(screen.queryByRole('group', { name: 'Üyelik işlemleri' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bilgileri düzenle' })).toBeNull();
  });

  it('Not ekle from the page adds the note to the history; the details form sends only what changed', async () => {
    const api = membersApi(Role.BestnetOperator, [demo()]);
    renderMembers('/demo-uyeler/kurumsal/3', Role.BestnetOperator);
    fireEvent.click(await screen.findByRole('button', { name: 'Not ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not ekle' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Not/ }), { target: { value: 'Fiyat teklifi gönderildi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not ekle' }));
    expect(await screen.findByText('Yeşilova Tarım için not eklendi.')).toBeTruthy();
    expect(api.callsOf('POST member/3/transition').map((c) => c.body)).toEqual([{ action: 'note', note: 'Fiyat teklifi gönderildi' }]);
    expect(await within(screen.getByRole('region', { name: 'Geçmiş ve notlar' })).findByText('Fiyat teklifi gönderildi')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bilgileri düzenle' }));
    await screen.findByRole('form', { name: 'Üye bilgilerini düzenle' });
    fill('Yetkili kişi', 'Mehmet Kaya');
    fill('Vergi dairesi', '');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yeşilova Tarım bilgileri güncellendi.')).toBeTruthy();
    expect(api.callsOf('PATCH member/3').map((c) => c.body)).toEqual([{ taxOffice: null, contactPerson: 'Mehmet Kaya' }]);
  });

  it('a demo request opened from demo-talepler leads back there; a wrong kind segment goes to the right page', async () => {
    membersApi(Role.BestnetSales, [member(4, { name: 'ahmet yılmaz', kind: 'individual', memberType: null })]);
    const { router } = renderMembers('/demo-uyeler/kurumsal/4?liste=demo-talepler', Role.BestnetSales);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ahmet Yılmaz' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo-uyeler/bireysel/4');
    expect(screen.getByRole('link', { name: '← Demo Talepleri' }).getAttribute('href')).toBe('/demo-talepler');
    expect(screen.getByText('Bireysel üye')).toBeTruthy();
  });

  it('an unknown member says so with the way back', async () => {
    membersApi(Role.BestnetAdmin, []);
    renderMembers('/uyeler/kurumsal/99', Role.BestnetAdmin);
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Üyeler listesine dön' }).getAttribute('href')).toBe('/uyeler');
  });

  it('abonelik/:id shows plan, seats used of the total with a bar, dates, the days left, and Aboneliği güncelle', async () => {
    const api = membersApi(Role.BestnetAdmin, [member(6, { status: MembershipState.Active, plan: 'kurumsal', seats: 10, users: 9, subscriptionStartsAt: '2026-01-01', subscriptionEndsAt: '2099-12-31' })]);
    renderMembers('/uyeler/abonelik/6', Role.BestnetAdmin);
    await screen.findByRole('heading', { level: 1, name: 'Abonelik: Yeşilova Tarım' });
    expect(screen.getByText('Kurumsal')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Kullanıcı koltukları: 9/10 kullanıcı' })).toBeTruthy();
    expect(screen.getByText('01.01.2026')).toBeTruthy();
    expect(screen.getByText(/gün kaldı$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aboneliği güncelle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aboneliği güncelle' });
    await within(dialog).findByRole('textbox', { name: 'Bitiş tarihi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aboneliği güncelle' }));
    await waitFor(() => expect(api.callsOf('POST member/6/transition')).toHaveLength(1));
    expect(api.callsOf('POST member/6/transition')[0]!.body).toEqual({ action: 'renew', plan: 'kurumsal', seats: 10, startsAt: '2100-01-01', endsAt: '2100-12-31', app: 1 });
  });
});

describe('member users (spec §2 uyeler/kullanicilar/:id, kullanici-ekle/:id)', () => {
  it('lists the member’s users by its publicMemberId with the seats, and adds one that comes first', async () => {
    const owner = member(1, { status: MembershipState.Active, seats: 5, users: 1 });
    const api = membersApi(Role.BestnetAdmin, [owner], [portalUser(1, { createdAt: '2026-03-05T00:00:00.000Z' })]);
    const { router } = renderMembers('/uyeler/kullanicilar/1', Role.BestnetAdmin);
    const table = await screen.findByRole('table', { name: 'Yeşilova Tarım: kullanıcılar' });
    expect(api.callsOf('GET portalUser')[0]!.query.get('publicMemberId')).toBe(owner.publicId);
    expect(screen.getByText('1/5 kullanıcı')).toBeTruthy();
    expect(within(table).getByText('Hakan Öztürk')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Kullanıcı Ekle' }));
    await screen.findByRole('form', { name: 'Kullanıcı ekle' });
    expect(screen.getByText(': 1/5 kullanıcı')).toBeTruthy();
    fill('Ad', 'Oğuz');
    fill('Soyad', 'Kılıç');
    fill(/^E-posta/, 'oguz@yesilova.example');
    await pickRole('Tekniker');
    // Not a prescriber: no authorisation number.
    expect(screen.queryByRole('textbox', { name: /^Yetki belgesi/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle ve davet gönder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uyeler/kullanicilar/1'));
    expect(api.callsOf('POST portalUser').map((c) => c.body)).toEqual([{ name: 'Oğuz', surname: 'Kılıç', email: 'oguz@yesilova.example', type: 22, publicMemberId: owner.publicId }]);
    const after = await screen.findByRole('table', { name: 'Yeşilova Tarım: kullanıcılar' });
    await waitFor(() => expect(within(within(after).getAllByRole('row')[1]!).getByText('Oğuz Kılıç')).toBeTruthy());
  });

  it('a full member answers 409 SEATS_FULL: the form says plainly that the seats are full', async () => {
    const owner = member(1, { status: MembershipState.Active, seats: 1, users: 1 });
    const api = membersApi(Role.Admin, [owner], [portalUser(1)]);
    renderMembers('/uyeler/kullanici-ekle/1', Role.Admin);
    await screen.findByRole('form', { name: 'Kullanıcı ekle' });
    expect(screen.getByText(': 1/1 kullanıcı (koltuklar dolu)')).toBeTruthy();
    fill('Ad', 'Oğuz');
    fill('Soyad', 'Kılıç');
    fill(/^E-posta/, 'oguz@yesilova.example');
    await pickRole('Kullanıcı');
    fireEvent.click(screen.getByRole('button', { name: 'Ekle ve davet gönder' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Kullanıcı koltukları dolu')).toBeTruthy();
    expect(within(alert).getByText('Yeşilova Tarım için 1 kullanıcı hakkının tamamı kullanılıyor.')).toBeTruthy();
    expect(api.callsOf('POST portalUser')).toHaveLength(1);
  });

  it('a taken e-mail (400 body.email) is shown under the e-mail field', async () => {
    membersApi(Role.BestnetAdmin, [member(1, { status: MembershipState.Active, seats: 5 })], [portalUser(1, { email: 'hakan@yesilova.example' })]);
    renderMembers('/uyeler/kullanici-ekle/1', Role.BestnetAdmin);
    await screen.findByRole('form', { name: 'Kullanıcı ekle' });
    fill('Ad', 'Hakan');
    fill('Soyad', 'Öztürk');
    fill(/^E-posta/, 'hakan@yesilova.example');
    await pickRole('Mühendis');
    fireEvent.click(screen.getByRole('button', { name: 'Ekle ve davet gönder' }));
    expect(await screen.findByText('Bu e-posta adresiyle bir kullanıcı zaten var')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^E-posta/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('saved state across a reload (spec §4 "Stored preferences")', () => {
  it('the memberships slice restores a list’s page and the open modal with its credentials and the note typed', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => member(i + 1, { name: `Üye ${i + 1}` }));
    const api = membersApi(Role.BestnetOperator, rows);
    renderMembers('/demo-talepler', Role.BestnetOperator, {
      memberships: {
        lists: { 'demo-talepler': { page: 2, limit: 10, search: '', sort: 'createdAt', order: 'desc', filters: {} } },
        modal: { kind: 'note', id: 12, publicId: rows[11]!.publicId, name: 'Üye 12', note: 'Yarım kalan not', origin: '/demo-talepler' },
      },
    });
    await screen.findByRole('table', { name: 'Demo Talepleri' });
    expect(api.callsOf('GET member')[0]!.query.get('page')).toBe('2');
    const dialog = await screen.findByRole('dialog', { name: 'Not ekle' });
    expect((within(dialog).getByRole('textbox', { name: /^Not/ }) as HTMLTextAreaElement).value).toBe('Yarım kalan not');
    expect(within(dialog).getByText('Üye 12')).toBeTruthy();
  });

  it('the portal slice restores the users list’s page and archive switch, and a modal opened on another page stays closed here', async () => {
    const users = Array.from({ length: 12 }, (_, i) => portalUser(i + 1, { archived: true }));
    const api = membersApi(Role.BestnetAdmin, [member(1)], users);
    renderMembers('/portal-users', Role.BestnetAdmin, {
      portal: {
        lists: { 'portal-users': { page: 2, limit: 10, search: '', isArchived: true } },
        modal: { kind: 'delete', publicId: users[0]!.publicId, name: 'Hakan Öztürk', note: '', origin: '/uyeler/kullanicilar/1' },
      },
    });
    await screen.findByRole('table', { name: 'Portal kullanıcıları' });
    expect(Object.fromEntries(api.callsOf('GET portalUser')[0]!.query)).toEqual({ page: '2', limit: '10', isArchived: 'true' });
    expect((screen.getByRole('switch', { name: 'Arşivdekiler' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
