import { renderRoutes } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerAuth, message, type AuthReply } from '../testing/handlers';
import { ForgotPasswordMailPage } from './forgot-password-mail-page';
import { ForgotPasswordPage } from './forgot-password-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

// POST auth/forgotPassword answered by the fake API (MSW); each test says how.
const postForgotPassword = (reply: AuthReply | (() => Promise<AuthReply>)) => answerAuth('post', 'auth/forgotPassword', reply);
const bodies = (calls: { body: unknown }[]) => calls.map((c) => c.body);

const TICKET = 't'.repeat(43);

function ResetProbe() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

const render = () =>
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/forgotPassword', element: <ForgotPasswordMailPage /> },
      { path: '/reset-password', element: <ResetProbe /> },
    ],
    { route: '/forgot-password' },
  );

describe('ForgotPasswordPage (spec §2 /forgot-password, §3 contact method, §7 auth/forgotPassword)', () => {
  it('validates the e-mail in Turkish (spec §5)', async () => {
    const forgot = postForgotPassword(message('Gönderildi'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-posta\s*\*?$/));
    expect(forgot.calls).toHaveLength(0);
  });

  it("by e-mail: shows 'Loading ...', posts method and e-mail, then the mail page (spec §8)", async () => {
    let finish: (v: AuthReply) => void = () => {};
    let answered = false;
    const forgot = postForgotPassword(() => (answered ? Promise.resolve(message('Gönderildi')) : new Promise<AuthReply>((resolve) => (finish = resolve))));
    render();
    fireEvent.change(await screen.findByLabelText(/^E-posta\s*\*?$/), { target: { value: 'Ali@Ornek.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(bodies(forgot.calls)).toEqual([{ method: 'email', email: 'ali@ornek.com' }]));

    answered = true;
    finish(message('Gönderildi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeTruthy();
    expect(screen.getByText(/ile kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik/).textContent).toContain('ali@ornek.com');
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' }).getAttribute('href')).toBe('/');

    // The mail page can send the link again for the same address.
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı yeniden gönder' }));
    expect(await screen.findByText('Bağlantı yeniden gönderildi.')).toBeTruthy();
    expect(forgot.calls).toHaveLength(2);
  });

  it('by phone: validates, posts the E.164 number and goes to the SMS code step with the ticket', async () => {
    const forgot = postForgotPassword({ body: { data: { message: 'Gönderildi', ticket: TICKET } } });
    const { router } = render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Telefon ile' }));
    fireEvent.click(screen.getByRole('button', { name: 'SMS kodu gönder' }));
    expect(await screen.findByText('Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Cep telefonu/), { target: { value: '0532 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'SMS kodu gönder' }));
    expect(await screen.findByText(`/reset-password?ticket=${TICKET}`)).toBeTruthy();
    expect(bodies(forgot.calls)).toEqual([{ method: 'phone', phone: '+905321234567' }]);
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it("shows the server's error in an alert", async () => {
    postForgotPassword({ status: 429, body: { code: 'RATE_LIMITED', message: 'Çok fazla deneme yaptınız.' } });
    render();
    fireEvent.change(await screen.findByLabelText(/^E-posta\s*\*?$/), { target: { value: 'ali@ornek.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Çok fazla deneme yaptınız.');
  });
});
