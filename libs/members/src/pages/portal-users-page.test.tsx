import { notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneText } from '@portal/shared/ui';
import { portalUserKeys } from '../api/keys';
import { PROVIDER_NAME, renderMembers } from '../test-harness';
import { member, membersApi, portalUser } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  localStorage.clear();
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const openMenu = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: `${name}: işlemler` }));
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const pickRole = async (label: string) => {
  fireEvent.click(screen.getAllByLabelText(/^Rol/).find((el) => el.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('portal-users (spec §2 "Portal administration", §4 "Portal user", §7 "Portal users")', () => {
  it('lists the users with e-mail, phone, role, member, status and last login, asking GET portalUser?page&limit&isArchived', async () => {
    const api = membersApi(Role.BestnetAdmin, [member(1)], [portalUser(1, { name: 'şule', surname: 'ırmak', phone: '+905321234567', status: 'banned', lastLoginAt: '2026-03-02T08:30:00.000Z' })]);
    renderMembers('/portal-users', Role.BestnetAdmin);
    const table = await screen.findByRole('table', { name: 'Portal kullanıcıları' });
    const row = within(table).getByRole('row', { name: /Şule Irmak/ });
    for (const text of ['kullanici1@yesilova.example', phoneText('+905321234567'), 'Mühendis', 'Yeşilova Tarım', 'Engelli', '02.03.2026 11:30']) expect(within(row).getByText(text)).toBeTruthy();
    expect(Object.fromEntries(api.callsOf('GET portalUser')[0]!.query)).toEqual({ page: '1', limit: '10', isArchived: 'false' });
  });

  it('§4: a user added with portal-users/add-user is sent as its POST body, gets the invitation, and is first in the list', async () => {
    const api = membersApi(Role.Admin, [member(1, { seats: 5 })], [portalUser(1, { createdAt: '2026-03-05T00:00:00.000Z' })]);
    const { queryClient, router } = renderMembers('/portal-users', Role.Admin);
    await screen.findByRole('table', { name: 'Portal kullanıcıları' });
    fireEvent.click(screen.getByRole('link', { name: 'Kullanıcı Ekle' }));
    await screen.findByRole('form', { name: 'Kullanıcı ekle' });
    // A member's Admin adds to its own member: no member choice, no staff role.
    expect(screen.queryByLabelText(/^Üye/)).toBeNull();
    fill('Ad', 'Ayşe');
    fill('Soyad', 'Kaya');
    fill(/^E-posta/, 'ayse@yesilova.example');
    fill('Cep telefonu', '0532 555 44 33');
    fireEvent.click(screen.getAllByLabelText(/^Rol/).find((el) => el.tagName === 'INPUT')!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Yönetici', 'Danışman', 'Mühendis', 'Tekniker', 'Kullanıcı']);
    fireEvent.click(screen.getByRole('option', { name: 'Danışman' }));
    fill(/^Yetki belgesi numarası/, 'DAN-07-2026-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Ekle ve davet gönder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-users'));
    expect(api.callsOf('POST portalUser').map((c) => c.body)).toEqual([{ name: 'Ayşe', surname: 'Kaya', email: 'ayse@yesilova.example', phone: '+905325554433', type: 20, authorizationNumber: 'DAN-07-2026-0001' }]);
    expect(await screen.findByText(/Ayşe Kaya eklendi\. Şifresini belirlemesi için ayse@yesilova\.example adresine davet e-postası gönderildi\./)).toBeTruthy();
    // The cached first page takes the new user at its top at once (spec §4), before any refetch.
    const cached = queryClient.getQueriesData<{ data: { email: string }[] }>({ queryKey: portalUserKeys.lists });
    expect(cached.some(([, page]) => page?.data[0]?.email === 'ayse@yesilova.example')).toBe(true);
    const table = await screen.findByRole('table', { name: 'Portal kullanıcıları' });
    await waitFor(() => expect(within(rowsOf(table)[0]!).getByText('ayse@yesilova.example')).toBeTruthy());
    expect(within(rowsOf(table)[0]!).getByText('Davet bekliyor')).toBeTruthy();
  });

  it('BestnetAdmin chooses the member from GET member?list=uyeler&search=, and gives staff roles only on its own (the provider’s) member', async () => {
    const api = membersApi(Role.BestnetAdmin, [member(1, { status: 0, seats: 5, users: 2 }), member(2, { name: PROVIDER_NAME, status: 0, seats: null })], []);
    renderMembers('/portal-users/add-user', Role.BestnetAdmin);
    await screen.findByRole('form', { name: 'Kullanıcı ekle' });
    fireEvent.click(screen.getAllByLabelText(/^Rol/).find((el) => el.tagName === 'INPUT')!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toContain('Bestnet Operatör');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    const memberInput = screen.getAllByLabelText(/^Üye/).find((el) => el.tagName === 'INPUT')!;
    // Mantine takes a change as typing only in the focused box.
    memberInput.focus();
    fireEvent.change(memberInput, { target: { value: 'yeşil' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === 'member' && c.query.get('search') === 'yeşil' && c.query.get('list') === 'uyeler')).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: 'Yeşilova Tarım (2/5 kullanıcı)' }));
    expect(await screen.findByText(': 2/5 kullanıcı')).toBeTruthy();
    await pickRole('Mühendis');
    fireEvent.click(screen.getAllByLabelText(/^Rol/).find((el) => el.tagName === 'INPUT')!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).not.toContain('Bestnet Operatör');
  });

  it('§4 "Portal user": Pasif yap, Engelle and Arşivle each confirm and send their call; an archived user leaves the list', async () => {
    const user = portalUser(1);
    const api = membersApi(Role.BestnetAdmin, [member(1)], [user, portalUser(2, { name: 'Oğuz', surname: 'Kılıç' })]);
    renderMembers('/portal-users', Role.BestnetAdmin);
    await openMenu('Hakan Öztürk');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pasif yap' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Kullanıcıyı pasif yap' })).getByRole('button', { name: 'Pasif yap' }));
    expect(await screen.findByText('Hakan Öztürk pasif yapıldı.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Portal kullanıcıları' });
    expect(within(within(table).getByRole('row', { name: /Hakan Öztürk/ })).getByText('Pasif')).toBeTruthy();

    await openMenu('Hakan Öztürk');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Engelle' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Kullanıcıyı engelle' })).getByRole('button', { name: 'Engelle' }));
    expect(await screen.findByText('Hakan Öztürk engellendi.')).toBeTruthy();

    await openMenu('Hakan Öztürk');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Arşivle' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Kullanıcıyı arşivle' })).getByRole('button', { name: 'Arşivle' }));
    expect(await screen.findByText('Hakan Öztürk arşivlendi.')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Hakan Öztürk/ })).toBeNull());
    expect(api.callsOf('PATCH portalUser').map((c) => c.body)).toEqual([
      { publicId: user.publicId, status: 'passive' },
      { publicId: user.publicId, status: 'banned' },
    ]);
    expect(api.callsOf('PATCH portalUser/switchArchive').map((c) => c.body)).toEqual([{ publicId: user.publicId }]);

    fireEvent.click(screen.getByRole('switch', { name: 'Arşivdekiler' }));
    expect(await within(table).findByRole('row', { name: /Hakan Öztürk/ })).toBeTruthy();
  });

  it('a delete refused with 409 USER_IN_USE says why and offers archive instead; the note is saved with editField', async () => {
    const user = portalUser(1, { note: 'Eski not' });
    const message = 'Hakan Öztürk reçetelerde geçiyor; silmek yerine arşivleyin.';
    const api = membersApi(Role.BestnetAdmin, [member(1)], [user], { 'DELETE portalUser': () => ({ status: 409, body: { code: 'USER_IN_USE', message } }) });
    renderMembers('/portal-users', Role.BestnetAdmin);
    await openMenu('Hakan Öztürk');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı sil' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Silmek yerine arşivle' }));
    expect(await screen.findByRole('dialog', { name: 'Kullanıcıyı arşivle' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openMenu('Hakan Öztürk');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Not' }));
    const notes = await screen.findByRole('dialog', { name: 'Kullanıcı notu' });
    const field = within(notes).getByRole('textbox', { name: 'Not' }) as HTMLTextAreaElement;
    expect(field.value).toBe('Eski not');
    fireEvent.change(field, { target: { value: 'Yeni not' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Notu kaydet' }));
    expect(await screen.findByText('Hakan Öztürk notu kaydedildi.')).toBeTruthy();
    expect(api.callsOf('PATCH portalUser/editField').map((c) => c.body)).toEqual([{ publicId: user.publicId, note: 'Yeni not' }]);
    expect(api.callsOf('DELETE portalUser').map((c) => c.query.get('publicId'))).toEqual([user.publicId]);
  });

  it('the signed-in user’s own row leads only to the profile (the API refuses changes to oneself)', async () => {
    membersApi(Role.Admin, [member(1)], [portalUser(1, { publicId: 'u-self', name: 'Murat', surname: 'Demir' })]);
    renderMembers('/portal-users', Role.Admin);
    await openMenu('Murat Demir');
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Profilim']);
  });

  it('edit-user/:id sends only the changed fields with editField', async () => {
    const user = portalUser(3, { phone: '+905321112233' });
    const api = membersApi(Role.BestnetAdmin, [member(1)], [user]);
    const { router } = renderMembers(`/portal-users/edit-user/${user.publicId}`, Role.BestnetAdmin);
    await screen.findByRole('form', { name: 'Kullanıcıyı düzenle' });
    fill('Soyad', 'Öztürk Yılmaz');
    fill('Cep telefonu', '');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-users'));
    expect(api.callsOf('PATCH portalUser/editField').map((c) => c.body)).toEqual([{ publicId: user.publicId, surname: 'Öztürk Yılmaz', phone: null }]);
  });
});
