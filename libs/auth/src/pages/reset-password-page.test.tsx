import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { accessTokenAtom, userAtom } from '@portal/shared/api-client';
import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerAuth, message, type AuthReply } from '../testing/handlers';
import { testUser } from '../testing/session-api';
import { ResetPasswordPage } from './reset-password-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

// POST auth/resetPassword and auth/resetPasswordSms answered by the fake API (MSW); each test says how.
const postResetPassword = (reply: AuthReply | (() => Promise<AuthReply>)) => answerAuth('post', 'auth/resetPassword', reply);
const postResetPasswordSms = (reply: AuthReply) => answerAuth('post', 'auth/resetPasswordSms', reply);

const TOKEN = 'r'.repeat(43);
const TICKET = 't'.repeat(43);

const password = () => screen.getByLabelText(/^Yeni şifre\s*\*?$/);
const repeat = () => screen.getByLabelText(/^Yeni şifre \(tekrar\)/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Şifreyi güncelle|Loading \.\.\.)$/ }));

describe('ResetPasswordPage (spec §2 /reset-password, §7 auth/resetPassword(Sms), DESIGN.md §4)', () => {
  it('validates the new password and its repeat in Turkish (spec §5)', async () => {
    const reset = postResetPassword(message('Güncellendi'));
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    fireEvent.change(password(), { target: { value: 'kisa' } });
    fireEvent.change(repeat(), { target: { value: 'baska' } });
    submit();
    expect(await screen.findByText('Şifre en az 8 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(reset.calls).toHaveLength(0);
  });

  it("by mail link: shows 'Loading ...', posts token and password, then the success text without logging in (spec §8)", async () => {
    let finish: (v: AuthReply) => void = () => {};
    const reset = postResetPassword(() => new Promise<AuthReply>((resolve) => (finish = resolve)));
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    expect(screen.queryByRole('group', { name: /Doğrulama kodu/ })).toBeNull();
    fireEvent.change(password(), { target: { value: 'yeni sifrem 2026' } });
    fireEvent.change(repeat(), { target: { value: 'yeni sifrem 2026' } });
    expect(screen.getByText('Uygun')).toBeTruthy();
    submit();
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(reset.calls.map((c) => c.body)).toEqual([{ token: TOKEN, password: 'yeni sifrem 2026' }]));
    finish(message('Güncellendi'));
    expect(await screen.findByText('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' }).getAttribute('href')).toBe('/');
  });

  it('an invitation link (davet=1) asks for a first password with the same token', async () => {
    const reset = postResetPassword(message('Güncellendi'));
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}&davet=1` });
    expect(screen.getByRole('heading', { name: 'Hesabınıza hoş geldiniz' })).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'ilk sifrem 2026' } });
    fireEvent.change(repeat(), { target: { value: 'ilk sifrem 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi belirle' }));
    expect(await screen.findByText('Şifreniz belirlendi ve e-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.')).toBeTruthy();
    expect(reset.calls.map((c) => c.body)).toEqual([{ token: TOKEN, password: 'ilk sifrem 2026' }]);
  });

  it("an invitation's answer with a login goes straight into the portal with one welcome note, no 'log in' panel", async () => {
    const user = testUser({ type: Role.Muhendis });
    const welcome = 'Şifreniz belirlendi ve e-posta adresiniz doğrulandı. Portala hoş geldiniz.';
    postResetPassword({ body: { data: { message: welcome, login: { status: 'authenticated', token: 'erisim-1', user } } } });
    const { store } = renderWithProviders(
      <>
        <Notifications />
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<p>Portal açıldı</p>} />
        </Routes>
      </>,
      { route: `/reset-password?token=${TOKEN}&davet=1` },
    );
    fireEvent.change(password(), { target: { value: 'ilk sifrem 2026' } });
    fireEvent.change(repeat(), { target: { value: 'ilk sifrem 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi belirle' }));
    expect(await screen.findByText('Portal açıldı')).toBeTruthy();
    expect(screen.getAllByText(welcome)).toHaveLength(1);
    expect(screen.queryByText(/Artık giriş yapabilirsiniz|Demo talebiniz/)).toBeNull();
    expect([store.get(accessTokenAtom), store.get(userAtom)]).toEqual(['erisim-1', user]);
  });

  it('by SMS ticket: asks for the code too and posts ticket, code and password', async () => {
    const resetSms = postResetPasswordSms(message('Güncellendi'));
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?ticket=${TICKET}` });
    fireEvent.change(password(), { target: { value: 'yeni sifrem 2026' } });
    fireEvent.change(repeat(), { target: { value: 'yeni sifrem 2026' } });
    submit();
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalı')).toBeTruthy();

    const digits = screen.getAllByRole('textbox', { name: /Doğrulama kodu, \d\. hane/ });
    '482913'.split('').forEach((d, i) => fireEvent.change(digits[i] as HTMLElement, { target: { value: d } }));
    submit();
    expect(await screen.findByText(/Şifreniz güncellendi/)).toBeTruthy();
    expect(resetSms.calls.map((c) => c.body)).toEqual([{ ticket: TICKET, code: '482913', password: 'yeni sifrem 2026' }]);
  });

  it("shows the server's error (e.g. an expired link) in an alert", async () => {
    postResetPassword({ status: 400, body: { code: 'TOKEN_INVALID', message: 'Bağlantının süresi dolmuş.' } });
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    fireEvent.change(password(), { target: { value: 'yeni sifrem 2026' } });
    fireEvent.change(repeat(), { target: { value: 'yeni sifrem 2026' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Bağlantının süresi dolmuş.');
  });

  it('a refusal detail no field of the form shows (the link token) is listed in the alert, a field detail under its field', async () => {
    postResetPassword({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Gönderilen bilgiler geçersiz.',
        details: [
          { field: 'body.token', message: 'Bağlantı geçersiz.' },
          { field: 'body.password', message: 'Bu şifre çok yaygın.' },
        ],
      },
    });
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    fireEvent.change(password(), { target: { value: 'yeni sifrem 2026' } });
    fireEvent.change(repeat(), { target: { value: 'yeni sifrem 2026' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gönderilen bilgiler geçersiz.');
    expect(alert.textContent).toContain('Bağlantı geçersiz.');
    expect(await screen.findByText('Bu şifre çok yaygın.')).toBeTruthy();
    expect(alert.textContent).not.toContain('Bu şifre çok yaygın.');
  });

  it("offers 'Kodu tekrar gönder' with its cooldown only on the SMS step", () => {
    const { unmount } = renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?ticket=${TICKET}` });
    const resend = screen.getByRole('button', { name: /^Kodu tekrar gönder/ });
    expect(resend.textContent).toBe('Kodu tekrar gönder (60 sn)');
    expect(resend.hasAttribute('disabled')).toBe(true);
    unmount();
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    expect(screen.queryByRole('button', { name: /^Kodu tekrar gönder/ })).toBeNull();
  });

  it('explains a missing or malformed link and offers a new one', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=bozuk' });
    expect(screen.getByText(/Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' }).getAttribute('href')).toBe('/forgot-password');
  });
});
