import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionClientProvider } from '@portal/shared/api-client';
import { opaque, startTestServer, type Handlers, type TestServer } from '../testing/session-api';
import { CodeField, ResendCode } from './code-field';

vi.setConfig({ testTimeout: 20_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SENT = 'Numaranız kayıtlıysa yeni kod SMS ile gönderildi. Kod 10 dakika geçerlidir; önceki kod artık kullanılamaz.';

async function renderResend(handlers: Handlers, cooldownSeconds: number, onSent = vi.fn()) {
  server = await startTestServer(handlers);
  renderWithProviders(
    <SessionClientProvider client={server.client(createStore())}>
      <ResendCode ticket={opaque('T')} cooldownSeconds={cooldownSeconds} onSent={onSent} />
    </SessionClientProvider>,
  );
  return { server, onSent };
}

const resendButton = () => screen.getByRole('button', { name: /^Kodu tekrar gönder/ });

describe("ResendCode: 'Kodu tekrar gönder' (auth/resendSms, DESIGN.md §4 OTP)", () => {
  it('waits out the cooldown on the button, then posts the ticket, says so and starts the cooldown again', async () => {
    const { server, onSent } = await renderResend({ 'POST auth/resendSms': () => ({ body: { data: { message: SENT } } }) }, 2);
    expect(resendButton().textContent).toBe('Kodu tekrar gönder (2 sn)');
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(resendButton().textContent).toBe('Kodu tekrar gönder (1 sn)'));
    await waitFor(() => expect(resendButton().hasAttribute('disabled')).toBe(false));
    expect(resendButton().textContent).toBe('Kodu tekrar gönder');

    fireEvent.click(resendButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT));
    expect(server.hitsOf('POST auth/resendSms').map((h) => h.body)).toEqual([{ ticket: opaque('T') }]);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(resendButton().textContent).toBe('Kodu tekrar gönder (2 sn)');
    expect(resendButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows a refusal (429) in Turkish and does not report a new code', async () => {
    const { onSent } = await renderResend(
      { 'POST auth/resendSms': () => ({ status: 429, body: { code: 'RATE_LIMITED', message: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip yeniden deneyin.' } }) },
      0,
    );
    fireEvent.click(resendButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Çok fazla istek gönderildi. Lütfen biraz bekleyip yeniden deneyin.'));
    expect(onSent).not.toHaveBeenCalled();
    expect(resendButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('CodeField', () => {
  it('is one labelled group of six digit boxes with one-time-code autocomplete', () => {
    renderWithProviders(<CodeField onChange={() => {}} />);
    const boxes = screen.getAllByRole('textbox', { name: /Doğrulama kodu, \d\. hane/ });
    expect(boxes).toHaveLength(6);
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
