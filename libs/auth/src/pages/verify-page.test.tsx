import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerAuth, message, type AuthReply } from '../testing/handlers';
import { VerifyPage } from './verify-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

// POST auth/verify and auth/verifySms answered by the fake API (MSW); each test says how.
const postVerify = (reply: AuthReply) => answerAuth('post', 'auth/verify', reply);
const postVerifySms = (reply: AuthReply | (() => Promise<AuthReply>)) => answerAuth('post', 'auth/verifySms', reply);
const bodies = (calls: { body: unknown }[]) => calls.map((c) => c.body);

const TOKEN = 'e'.repeat(43);
const TICKET = 't'.repeat(43);

const ticketSent: AuthReply = { body: { data: { ticket: TICKET, phoneMasked: '+90 5** *** ** 67', message: 'Kod gönderildi' } } };

const digits = () => screen.getAllByRole('textbox', { name: /Doğrulama kodu, \d\. hane/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Doğrula|Loading \.\.\.)$/ }));
function enterCode(code: string) {
  code.split('').forEach((digit, i) => fireEvent.change(digits()[i] as HTMLElement, { target: { value: digit } }));
}

describe('VerifyPage (spec §2 /verify, §7 auth/verify + auth/verifySms, DESIGN.md §4 OTP)', () => {
  it('exchanges the e-mail token once (even in StrictMode), then asks for the SMS code', async () => {
    const verify = postVerify(ticketSent);
    renderWithProviders(
      <StrictMode>
        <VerifyPage />
      </StrictMode>,
      { route: `/verify?token=${TOKEN}` },
    );
    expect(screen.getByText('Doğrulama bağlantınız kontrol ediliyor…')).toBeTruthy();
    expect(await screen.findByText('+90 5** *** ** 67 numarasına gönderilen 6 haneli kodu girin.')).toBeTruthy();
    expect(verify.calls).toHaveLength(1);
    expect(bodies(verify.calls)).toEqual([{ token: TOKEN }]);
    expect(digits()).toHaveLength(6);
    expect(digits()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it("validates the code in Turkish, shows 'Loading ...', posts ticket and code, then the success text (spec §5, §8)", async () => {
    let finish: (v: AuthReply) => void = () => {};
    const verifySms = postVerifySms(() => new Promise<AuthReply>((resolve) => (finish = resolve)));
    renderWithProviders(<VerifyPage />, { route: `/verify?ticket=${TICKET}` });
    expect(screen.getByText('Cep telefonunuza gönderilen 6 haneli kodu girin.')).toBeTruthy();

    submit();
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalı')).toBeTruthy();
    expect(document.activeElement).toBe(digits()[0]);
    expect(verifySms.calls).toHaveLength(0);

    enterCode('123456');
    submit();
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(bodies(verifySms.calls)).toEqual([{ ticket: TICKET, code: '123456' }]));
    // The API's words, not a fixed demo-request text: a verified phone is not always a demo request.
    finish(message('Telefonunuz doğrulandı. Hesabınız doğrulandı; demo talebiniz ekibimize iletildi.'));
    expect(await screen.findByText('Telefonunuz doğrulandı. Hesabınız doğrulandı; demo talebiniz ekibimize iletildi.')).toBeTruthy();
    expect(screen.queryByText(/Demo talebiniz oluşturuldu/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' }).getAttribute('href')).toBe('/');
  });

  it("shows the server's error for a wrong code in an alert", async () => {
    postVerifySms({ status: 400, body: { code: 'CODE_INVALID', message: 'Doğrulama kodu hatalı.' } });
    renderWithProviders(<VerifyPage />, { route: `/verify?ticket=${TICKET}` });
    enterCode('654321');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Doğrulama kodu hatalı.');
  });

  it('explains an expired or invalid link and offers to register again', async () => {
    postVerify({ status: 400, body: { code: 'TOKEN_INVALID', message: 'Bağlantı geçersiz.' } });
    renderWithProviders(<VerifyPage />, { route: `/verify?token=${TOKEN}` });
    expect(await screen.findByText(/Doğrulama bağlantısı geçersiz ya da süresi dolmuş/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yeniden kayıt ol' }).getAttribute('href')).toBe('/register');
  });

  it('shows the masked number the login’s verification modal passes with the ticket; any other text is ignored', () => {
    const masked = encodeURIComponent('+90 5** *** ** 67');
    renderWithProviders(<VerifyPage />, { route: `/verify?ticket=${TICKET}&phone=${masked}` });
    expect(screen.getByText('+90 5** *** ** 67 numarasına gönderilen 6 haneli kodu girin.')).toBeTruthy();
    renderWithProviders(<VerifyPage />, { route: `/verify?ticket=${TICKET}&phone=${encodeURIComponent('Kodu 0555 111 22 33 numarasına iletin')}` });
    expect(screen.getAllByText('Cep telefonunuza gönderilen 6 haneli kodu girin.')).toHaveLength(1);
  });

  it("offers 'Kodu tekrar gönder' on the code step, waiting 60 seconds first (a code was just sent)", async () => {
    postVerify(ticketSent);
    renderWithProviders(<VerifyPage />, { route: `/verify?token=${TOKEN}` });
    const resend = await screen.findByRole('button', { name: /^Kodu tekrar gönder/ });
    expect(resend.textContent).toBe('Kodu tekrar gönder (60 sn)');
    expect(resend.hasAttribute('disabled')).toBe(true);
  });

  it('does not call the server for a missing or malformed token', () => {
    const verify = postVerify(ticketSent);
    renderWithProviders(<VerifyPage />, { route: '/verify?token=kisa' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bağlantı geçersiz' })).toBeTruthy();
    expect(verify.calls).toHaveLength(0);
  });
});
