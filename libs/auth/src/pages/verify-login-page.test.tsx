import type { LoginResult } from '@portal/contracts';
import { renderRoutes, renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAuth, type AuthReply } from '../testing/handlers';
import { VerifyLoginPage } from './verify-login-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

// GET auth/check-phone-token and POST auth/login/verify-phone answered by the fake API (MSW); each test says how.
const getCheckPhoneToken = (reply: AuthReply) => answerAuth('get', 'auth/check-phone-token', reply);
const postVerifyPhoneLogin = (reply: AuthReply | (() => Promise<AuthReply>)) => answerAuth('post', 'auth/login/verify-phone', reply);
const bodies = (calls: { body: unknown }[]) => calls.map((c) => c.body);
const loginReply = (result: LoginResult): AuthReply => ({ body: { data: result } });

const TOKEN = 'p'.repeat(43);
const route = `/verify-login?token=${TOKEN}`;
const authenticated: LoginResult = {
  status: 'authenticated',
  token: 'erisim',
  user: {
    publicId: 'u1',
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com',
    phone: '+905321234567',
    loginName: 'ayse.yilmaz',
    type: 21,
    app: 1,
    memberType: 1,
    memberName: 'Ege Tarım',
  },
};

let checkToken: ReturnType<typeof getCheckPhoneToken>;
beforeEach(() => {
  checkToken = getCheckPhoneToken({ body: { data: { valid: true, loginName: 'ayse.yilmaz', expiresAt: '2026-01-01T10:00:00.000Z' } } });
});

describe('VerifyLoginPage (spec §2 /verify-login, §7 auth/check-phone-token + auth/login/verify-phone)', () => {
  it("checks the token, shows the login name, and hands the confirmed result to onLoginResult ('Loading ...' while busy, spec §8)", async () => {
    let finish: (v: AuthReply) => void = () => {};
    const verify = postVerifyPhoneLogin(() => new Promise<AuthReply>((resolve) => (finish = resolve)));
    const onLoginResult = vi.fn();
    renderWithProviders(<VerifyLoginPage onLoginResult={onLoginResult} />, { route });
    expect(await screen.findByText('Bu girişi siz mi başlattınız?')).toBeTruthy();
    expect(screen.getByText('ayse.yilmaz')).toBeTruthy();
    expect(checkToken.calls.map((c) => Object.fromEntries(c.query))).toEqual([{ token: TOKEN }]);

    fireEvent.click(screen.getByRole('button', { name: 'Evet, giriş yap' }));
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Hayır, bu ben değilim' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(bodies(verify.calls)).toEqual([{ token: TOKEN, confirm: true }]));
    finish(loginReply(authenticated));
    await screen.findByText('Giriş isteğiniz onaylandı.');
    expect(onLoginResult).toHaveBeenCalledWith(authenticated);
  });

  it("by default goes to '/' once authenticated", async () => {
    postVerifyPhoneLogin(loginReply(authenticated));
    const { router } = renderRoutes(
      [
        { path: '/verify-login', element: <VerifyLoginPage /> },
        { path: '/', element: <p>Ana sayfa</p> },
      ],
      { route },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Evet, giriş yap' }));
    expect(await screen.findByText('Ana sayfa')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("'Hayır, bu ben değilim' refuses the login", async () => {
    const verify = postVerifyPhoneLogin({ body: { data: { message: 'Giriş reddedildi' } } });
    renderWithProviders(<VerifyLoginPage />, { route });
    fireEvent.click(await screen.findByRole('button', { name: 'Hayır, bu ben değilim' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş isteği reddedildi' })).toBeTruthy();
    expect(bodies(verify.calls)).toEqual([{ token: TOKEN, confirm: false }]);
  });

  it("shows the server's error in an alert", async () => {
    postVerifyPhoneLogin({ unreachable: true });
    renderWithProviders(<VerifyLoginPage />, { route });
    fireEvent.click(await screen.findByRole('button', { name: 'Evet, giriş yap' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucuya ulaşılamadı');
    expect(screen.getByRole('button', { name: 'Evet, giriş yap' }).hasAttribute('disabled')).toBe(false);
  });

  it('explains an expired or invalid link', async () => {
    getCheckPhoneToken({ status: 400, body: { code: 'TOKEN_INVALID', message: 'Geçersiz' } });
    renderWithProviders(<VerifyLoginPage />, { route });
    expect(await screen.findByText(/Giriş bağlantısı geçersiz ya da süresi dolmuş/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' }).getAttribute('href')).toBe('/');
  });

  it('does not call the server without a well-formed token', () => {
    renderWithProviders(<VerifyLoginPage />, { route: '/verify-login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bağlantı geçersiz' })).toBeTruthy();
    expect(checkToken.calls).toHaveLength(0);
  });
});
