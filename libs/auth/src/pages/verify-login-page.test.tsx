import type { LoginResult } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { renderRoutes, renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCheckPhoneToken } from '../api/get-check-phone-token';
import { postVerifyPhoneLogin } from '../api/post-verify-phone-login';
import { VerifyLoginPage } from './verify-login-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../api/get-check-phone-token', () => ({ getCheckPhoneToken: vi.fn() }));
vi.mock('../api/post-verify-phone-login', () => ({ postVerifyPhoneLogin: vi.fn() }));

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

beforeEach(() => {
  vi.mocked(getCheckPhoneToken).mockReset().mockResolvedValue({ valid: true, loginName: 'ayse.yilmaz', expiresAt: '2026-01-01T10:00:00.000Z' });
  vi.mocked(postVerifyPhoneLogin).mockReset();
});

describe('VerifyLoginPage (spec §2 /verify-login, §7 auth/check-phone-token + auth/login/verify-phone)', () => {
  it("checks the token, shows the login name, and hands the confirmed result to onLoginResult ('Loading ...' while busy, spec §8)", async () => {
    let finish: (v: LoginResult) => void = () => {};
    vi.mocked(postVerifyPhoneLogin).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onLoginResult = vi.fn();
    renderWithProviders(<VerifyLoginPage onLoginResult={onLoginResult} />, { route });
    expect(await screen.findByText('Bu girişi siz mi başlattınız?')).toBeTruthy();
    expect(screen.getByText('ayse.yilmaz')).toBeTruthy();
    expect(getCheckPhoneToken).toHaveBeenCalledWith({ token: TOKEN });

    fireEvent.click(screen.getByRole('button', { name: 'Evet, giriş yap' }));
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Hayır, bu ben değilim' }).hasAttribute('disabled')).toBe(true);
    expect(postVerifyPhoneLogin).toHaveBeenCalledWith({ token: TOKEN, confirm: true });
    finish(authenticated);
    await screen.findByText('Giriş isteğiniz onaylandı.');
    expect(onLoginResult).toHaveBeenCalledWith(authenticated);
  });

  it("by default goes to '/' once authenticated", async () => {
    vi.mocked(postVerifyPhoneLogin).mockResolvedValue(authenticated);
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
    vi.mocked(postVerifyPhoneLogin).mockResolvedValue(null);
    renderWithProviders(<VerifyLoginPage />, { route });
    fireEvent.click(await screen.findByRole('button', { name: 'Hayır, bu ben değilim' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş isteği reddedildi' })).toBeTruthy();
    expect(postVerifyPhoneLogin).toHaveBeenCalledWith({ token: TOKEN, confirm: false });
  });

  it("shows the server's error in an alert", async () => {
    vi.mocked(postVerifyPhoneLogin).mockRejectedValue(new ApiError('FETCH_ERROR'));
    renderWithProviders(<VerifyLoginPage />, { route });
    fireEvent.click(await screen.findByRole('button', { name: 'Evet, giriş yap' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucuya ulaşılamadı');
    expect(screen.getByRole('button', { name: 'Evet, giriş yap' }).hasAttribute('disabled')).toBe(false);
  });

  it('explains an expired or invalid link', async () => {
    vi.mocked(getCheckPhoneToken).mockRejectedValue(new ApiError(400, { code: 'TOKEN_INVALID', message: 'Geçersiz' }));
    renderWithProviders(<VerifyLoginPage />, { route });
    expect(await screen.findByText(/Giriş bağlantısı geçersiz ya da süresi dolmuş/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' }).getAttribute('href')).toBe('/');
  });

  it('does not call the server without a well-formed token', () => {
    renderWithProviders(<VerifyLoginPage />, { route: '/verify-login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bağlantı geçersiz' })).toBeTruthy();
    expect(getCheckPhoneToken).not.toHaveBeenCalled();
  });
});
