import { Notifications, notifications } from '@mantine/notifications';
import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userAtom } from '../session/session-atoms';
import { answerAuth, message as messageReply, type AuthReply } from '../testing/handlers';
import { ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 20_000 });

// The profile endpoints answered by the fake API (MSW); each test says how.
type Reply = AuthReply | (() => AuthReply | Promise<AuthReply>);
const getMe = (reply: Reply) => answerAuth('get', 'portalUser/me', reply);
const patchMe = (reply: Reply) => answerAuth('patch', 'portalUser/me', reply);
const postContactChange = (reply: Reply) => answerAuth('post', 'portalUser/me/contact-change', reply);
const postContactChangeConfirm = (reply: Reply) => answerAuth('post', 'portalUser/me/contact-change/confirm', reply);
const postChangePassword = (reply: Reply) => answerAuth('post', 'portalUser/me/password', reply);
const data = (value: unknown): AuthReply => ({ body: { data: value } });
const bodies = (calls: { body: unknown }[]) => calls.map((c) => c.body);

const TICKET = 't'.repeat(43);
const user: SessionUser = {
  publicId: '6c1f0a52-8a57-4d1c-9f2e-0d1d4f1a2b3c',
  name: 'Ayşe',
  surname: 'Çiftçi',
  email: 'ayse@ornek.com.tr',
  phone: '+905321234567',
  loginName: 'ayse@ornek.com.tr',
  type: Role.Muhendis,
  app: AppCode.Rct,
  memberType: MemberType.BU,
  memberName: 'Deneme Tarım',
};

/** Stands for the header: it shows the name from `userAtom`. */
function HeaderName() {
  const current = useAtomValue(userAtom);
  return <p data-testid="header-name">{current ? `${current.name} ${current.surname}` : ''}</p>;
}

function renderProfile() {
  return renderWithProviders(
    <>
      <Notifications />
      <HeaderName />
      <ProfilePage />
    </>,
    { route: '/profile' },
  );
}

/** The page once `me` has loaded. */
async function loaded() {
  const result = renderProfile();
  await screen.findByRole('heading', { name: 'Kişisel bilgiler' });
  return result;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('button', { name: new RegExp(`^(${name}|Loading \\.\\.\\.)$`) });
const card = (title: string) => screen.getByRole('region', { name: title });
const typeCode = (code: string) => {
  const digits = screen.getAllByRole('textbox', { name: /Doğrulama kodu, \d\. hane/ });
  code.split('').forEach((d, i) => fireEvent.change(digits[i] as HTMLElement, { target: { value: d } }));
};
/** An answer the test gives later: `reply` for the handler, `resolve` to send it. */
function pending() {
  let resolve: (value: AuthReply) => void = () => {};
  const promise = new Promise<AuthReply>((r) => (resolve = r));
  return { reply: () => promise, resolve };
}

// By default `me` is the user; a test's own getMe answer comes first.
beforeEach(() => void getMe(data(user)));
// The notifications store is global: the next test starts without the last one's notices.
afterEach(() => notifications.clean());

describe('ProfilePage (spec §2 profile: any logged-in user)', () => {
  it("shows 'Profil' and a loading state while me loads, then the three cards with the user's data", async () => {
    const loading = pending();
    getMe(loading.reply);
    const { store } = renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Profil bilgileriniz yükleniyor…');
    expect(screen.queryByRole('heading', { name: 'Kişisel bilgiler' })).toBeNull();

    await act(async () => loading.resolve(data(user)));
    await screen.findByRole('heading', { name: 'Kişisel bilgiler' });
    for (const title of ['Kişisel bilgiler', 'İletişim bilgileri', 'Şifre değiştir']) expect(screen.getByRole('region', { name: title })).toBeTruthy();
    expect((field('Ad') as HTMLInputElement).value).toBe('Ayşe');
    expect((field('Soyad') as HTMLInputElement).value).toBe('Çiftçi');
    const contact = card('İletişim bilgileri');
    expect(within(contact).getByText('ayse@ornek.com.tr')).toBeTruthy();
    expect(within(contact).getByText('+90 532 123 45 67')).toBeTruthy();
    expect(store.get(userAtom)).toEqual(user);
  });

  it('explains a failed load in an alert and tries again', async () => {
    let failed = false;
    const load = getMe(() => (failed ? data(user) : ((failed = true), { unreachable: true })));
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Profil bilgileri alınamadı');
    expect(alert.textContent).toContain('Sunucuya ulaşılamadı. Bağlantınızı kontrol edin.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByRole('heading', { name: 'Kişisel bilgiler' })).toBeTruthy();
    expect(load.calls).toHaveLength(2);
  });
});

describe('Kişisel bilgiler', () => {
  it('validates in Turkish from the contract and sends nothing', async () => {
    const save = patchMe(data(user));
    await loaded();
    type('Ad', 'A');
    type('Soyad', 'B'.repeat(51));
    fireEvent.click(button('Kaydet', card('Kişisel bilgiler')));
    expect(await screen.findByText('Ad en az 2 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('Soyad en fazla 50 karakter olabilir')).toBeTruthy();
    expect(document.activeElement).toBe(field('Ad'));
    expect(save.calls).toHaveLength(0);
  });

  it("saves with 'Loading ...', notifies, and the header's name follows", async () => {
    const saved = pending();
    const save = patchMe(saved.reply);
    await loaded();
    type('Ad', ' Ömer ');
    type('Soyad', 'Işık');
    fireEvent.click(button('Kaydet', card('Kişisel bilgiler')));
    expect((await within(card('Kişisel bilgiler')).findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(bodies(save.calls)).toEqual([{ name: 'Ömer', surname: 'Işık' }]));
    await act(async () => saved.resolve(data({ ...user, name: 'Ömer', surname: 'Işık' })));
    expect(await screen.findByText('Kişisel bilgileriniz güncellendi.')).toBeTruthy();
    expect(screen.getByTestId('header-name').textContent).toBe('Ömer Işık');
    expect(button('Kaydet', card('Kişisel bilgiler')).textContent).toBe('Kaydet');
  });

  it("shows the server's error in an alert", async () => {
    patchMe({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.' } });
    await loaded();
    type('Ad', 'Ömer');
    fireEvent.click(button('Kaydet', card('Kişisel bilgiler')));
    const alert = await within(card('Kişisel bilgiler')).findByRole('alert');
    expect(alert.textContent).toContain('Bilgiler kaydedilemedi');
    expect(alert.textContent).toContain('Beklenmeyen bir hata oluştu.');
    expect(screen.getByTestId('header-name').textContent).toBe('Ayşe Çiftçi');
  });
});

describe('İletişim bilgileri', () => {
  it('changes the e-mail: new value → code sent → code → confirmed, with a notice and the new address shown', async () => {
    const change = postContactChange(data({ ticket: TICKET, sentTo: 'ye***@ornek.com.tr', message: 'Doğrulama kodu yeni e-posta adresinize gönderildi.' }));
    const confirmed = { ...user, email: 'yeni@ornek.com.tr', loginName: 'yeni@ornek.com.tr' };
    const confirm = postContactChangeConfirm(data({ user: confirmed, message: 'E-posta adresiniz güncellendi.' }));
    const { store } = await loaded();

    fireEvent.click(screen.getByRole('button', { name: 'E-posta adresini değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-posta adresini değiştir' });
    type('Yeni e-posta adresi', 'adres-degil');
    fireEvent.click(button('Kod gönder', dialog));
    expect(await within(dialog).findByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    type('Yeni e-posta adresi', 'AYSE@ornek.com.tr');
    fireEvent.click(button('Kod gönder', dialog));
    expect(await within(dialog).findByText('Yeni e-posta adresi mevcut adresinizle aynı.')).toBeTruthy();
    expect(change.calls).toHaveLength(0);

    type('Yeni e-posta adresi', 'Yeni@Ornek.com.tr');
    fireEvent.click(button('Kod gönder', dialog));
    expect(await within(dialog).findByText('ye***@ornek.com.tr')).toBeTruthy();
    expect(bodies(change.calls)).toEqual([{ kind: 'email', email: 'yeni@ornek.com.tr' }]);

    fireEvent.click(button('Onayla', dialog));
    expect(await within(dialog).findByText('Doğrulama kodu 6 haneli olmalı')).toBeTruthy();
    typeCode('042917');
    fireEvent.click(button('Onayla', dialog));
    expect(await screen.findByText('E-posta adresiniz güncellendi.')).toBeTruthy();
    expect(bodies(confirm.calls)).toEqual([{ ticket: TICKET, code: '042917' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('İletişim bilgileri')).getByText('yeni@ornek.com.tr')).toBeTruthy();
    expect(store.get(userAtom)?.email).toBe('yeni@ornek.com.tr');
  });

  it("shows a taken address's 409 in an alert in the dialog", async () => {
    postContactChange({ status: 409, body: { code: 'CONFLICT', message: 'Bu adres kullanılamıyor.' } });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'E-posta adresini değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-posta adresini değiştir' });
    type('Yeni e-posta adresi', 'alinmis@ornek.com.tr');
    fireEvent.click(button('Kod gönder', dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Bu adres kullanılamıyor.');
  });

  it('changes the phone: the typed number goes in E.164; a wrong code keeps the code step with the alert', async () => {
    const change = postContactChange(data({ ticket: TICKET, sentTo: '+90 5** *** ** 33', message: 'Kod SMS ile gönderildi.' }));
    let wrong = false;
    postContactChangeConfirm(() =>
      wrong
        ? data({ user: { ...user, phone: '+905331112233' }, message: 'Cep telefonu numaranız güncellendi.' })
        : ((wrong = true), { status: 400, body: { code: 'CODE_INVALID', message: 'Doğrulama kodu hatalı.' } }),
    );
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Cep telefonunu değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cep telefonunu değiştir' });
    type('Yeni cep telefonu', '0533 111 22 33');
    fireEvent.click(button('Kod gönder', dialog));
    expect(await within(dialog).findByText('+90 5** *** ** 33')).toBeTruthy();
    expect(bodies(change.calls)).toEqual([{ kind: 'phone', phone: '+905331112233' }]);

    typeCode('111111');
    fireEvent.click(button('Onayla', dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Doğrulama kodu hatalı.');
    typeCode('222222');
    fireEvent.click(button('Onayla', dialog));
    expect(await screen.findByText('Cep telefonu numaranız güncellendi.')).toBeTruthy();
    expect(within(card('İletişim bilgileri')).getByText('+90 533 111 22 33')).toBeTruthy();
  });

  it('offers to add a phone when the account has none', async () => {
    getMe(data({ ...user, phone: null }));
    await loaded();
    expect(within(card('İletişim bilgileri')).getByText('Kayıtlı değil')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cep telefonu ekle' }));
    expect(await screen.findByRole('dialog', { name: 'Cep telefonunu değiştir' })).toBeTruthy();
  });
});

describe('Şifre değiştir', () => {
  const fill = (current: string, next: string, repeat: string) => {
    type('Mevcut şifre', current);
    type('Yeni şifre', next);
    type('Yeni şifre (tekrar)', repeat);
  };

  it('validates in Turkish: required, length, repeat, different from the current one', async () => {
    const change = postChangePassword(messageReply('Şifreniz değiştirildi.'));
    await loaded();
    fireEvent.click(button('Şifreyi değiştir'));
    expect(await screen.findByText('Mevcut şifre gerekli')).toBeTruthy();
    expect(screen.getByText('Şifre en az 8 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('Yeni şifreyi tekrar girin')).toBeTruthy();
    expect(document.activeElement).toBe(field('Mevcut şifre'));
    fill('eski şifrem 1', 'eski şifrem 1', 'baska');
    fireEvent.click(button('Şifreyi değiştir'));
    expect(await screen.findByText('Yeni şifre mevcut şifrenizden farklı olmalı')).toBeTruthy();
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeTruthy();
    expect(change.calls).toHaveLength(0);
  });

  it("sends both passwords with 'Loading ...', notifies and clears the fields", async () => {
    const done = pending();
    const change = postChangePassword(done.reply);
    await loaded();
    fill('eski şifrem 1', 'yeni uzun şifrem 2026', 'yeni uzun şifrem 2026');
    fireEvent.click(button('Şifreyi değiştir'));
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(bodies(change.calls)).toEqual([{ currentPassword: 'eski şifrem 1', newPassword: 'yeni uzun şifrem 2026' }]));
    await act(async () => done.resolve(messageReply('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.')));
    expect(await screen.findByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.')).toBeTruthy();
    expect((field('Mevcut şifre') as HTMLInputElement).value).toBe('');
    expect((field('Yeni şifre') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password in an alert and under the field', async () => {
    const message = 'Mevcut şifreniz hatalı.';
    postChangePassword({ status: 400, body: { code: 'CURRENT_PASSWORD_INVALID', message, details: [{ field: 'body.currentPassword', message }] } });
    await loaded();
    fill('yanlış şifre', 'yeni uzun şifrem 2026', 'yeni uzun şifrem 2026');
    fireEvent.click(button('Şifreyi değiştir'));
    const alert = await within(card('Şifre değiştir')).findByRole('alert');
    expect(alert.textContent).toContain('Şifre değiştirilemedi');
    expect(alert.textContent).toContain(message);
    // Under the field too, tied to it for screen readers.
    const described = field('Mevcut şifre').getAttribute('aria-describedby');
    expect(document.getElementById(described ?? '')?.textContent).toBe(message);
  });
});
