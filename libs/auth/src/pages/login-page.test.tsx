import { ApiError } from '@portal/shared/api-client';
import { renderWithProviders } from '@portal/shared/testing';
import { srcBrand } from '@portal/shared/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../api/login';
import { LoginPage } from './login-page';

vi.mock('../api/login', () => ({ login: vi.fn() }));

const emailField = () => screen.getByLabelText(/E-posta veya kullanıcı adı/);
const passwordField = () => screen.getByLabelText(/^Şifre\s*\*?$/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Giriş Yap|Loading/ }));

function fillIn(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

// A block body: a function returned from beforeEach would run as teardown.
beforeEach(() => {
  vi.mocked(login).mockReset();
});

describe('LoginPage (spec §2 public route /)', () => {
  it('shows the heading, labelled fields, the remember-me box and the links', () => {
    renderWithProviders(<LoginPage />, { brand: srcBrand });
    expect(screen.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(screen.getByText('SRC Sorgu hesabınıza giriş yapın.')).toBeTruthy();
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('checkbox', { name: 'Beni hatırla' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Hesap oluştur' }).getAttribute('href')).toBe('/register');
  });

  it('shows Turkish messages under the empty fields and does not call the API (spec §5)', async () => {
    renderWithProviders(<LoginPage />);
    submit();
    expect(await screen.findByText('E-posta adresinizi ya da kullanıcı adınızı girin.')).toBeTruthy();
    expect(screen.getByText('Şifrenizi girin.')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain('error');
    expect(document.activeElement).toBe(emailField());
    expect(login).not.toHaveBeenCalled();
  });

  it('asks for a valid address when an e-mail is mistyped', async () => {
    renderWithProviders(<LoginPage />);
    fillIn('ali@', 'parola123');
    submit();
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
  });

  it("shows 'Loading ...' on the submit button while busy (spec §8) and posts email, password, keepSession", async () => {
    let finish: (v: unknown) => void = () => {};
    vi.mocked(login).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginPage onSuccess={onSuccess} />);
    fillIn('  ali@ornek.com.tr ', 'parola123');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beni hatırla' }));
    submit();

    const busy = await screen.findByRole('button', { name: 'Loading ...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(login).toHaveBeenCalledWith({ email: 'ali@ornek.com.tr', password: 'parola123', keepSession: true });

    finish({ data: { token: 't' } });
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith({ data: { token: 't' } });
  });

  it("shows the server's Turkish error in an alert", async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(401, { code: 'UNAUTHORIZED', message: 'E-posta veya şifre hatalı.' }));
    renderWithProviders(<LoginPage />);
    fillIn('ali', 'yanlis-parola');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('E-posta veya şifre hatalı.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' }).hasAttribute('disabled')).toBe(false));
  });

  it('explains a network failure in Turkish', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError('FETCH_ERROR'));
    renderWithProviders(<LoginPage />);
    fillIn('ali', 'parola123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucuya ulaşılamadı');
  });
});
