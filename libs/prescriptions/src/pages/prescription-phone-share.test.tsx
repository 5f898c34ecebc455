import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { prescription, prescriptionsApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Reçete RCT-2026-00001' });
const deliveries = () => screen.getByRole('table', { name: "Gönderilen e-postalar ve SMS'ler" });

describe('receteler/:id: "SMS ile gönder" and "WhatsApp ile paylaş"', () => {
  it('SMS ile gönder: the producer\'s number prefilled, sent as the producer\'s (phone null); the SMS joins the delivery list as pending', async () => {
    const api = prescriptionsApi({
      prescriptions: [prescription(1, { emails: [{ id: 1, recipient: 'mustafa@example.com', recipientName: 'Mustafa Karataş', status: 'sent', sentAt: '2026-11-20T10:00:00.000Z', createdAt: '2026-11-20T10:00:00.000Z', sentBy: 'Gülşen Yılmaz' }] })],
    });
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'SMS ile gönder' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS ile gönder' });
    expect((within(dialog).getByLabelText('Cep telefonu') as HTMLInputElement).value).toBe('+905324011121');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(api.callsOf('POST prescription/:id/send-sms')).toHaveLength(1));
    expect(api.callsOf('POST prescription/:id/send-sms')[0]!.body).toEqual({ phone: null });
    expect(await screen.findByText('SMS kuyruğa alındı')).toBeTruthy();
    await waitFor(() => expect(within(deliveries()).getByText('+905324011121')).toBeTruthy());
    const row = within(deliveries()).getByText('+905324011121').closest('tr')!;
    expect(within(row).getByText('SMS')).toBeTruthy();
    expect(within(row).getByText('Beklemede')).toBeTruthy();
    expect(within(deliveries()).getByText('E-posta')).toBeTruthy();
  });

  it('a refused number stays in the dialog with the message under the field; nothing joins the list', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1)] });
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'SMS ile gönder' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS ile gönder' });
    const input = within(dialog).getByLabelText('Cep telefonu');
    fireEvent.change(input, { target: { value: '0212 123 45 6' } });
    // Enter in the number sends it, as "Gönder" does.
    fireEvent.submit(input.closest('form')!);
    expect(await within(dialog).findByText('Geçerli bir cep telefonu girin (ör. 0532 123 45 67)')).toBeTruthy();
    expect(api.callsOf('POST prescription/:id/send-sms')[0]!.body).toEqual({ phone: '0212 123 45 6' });
    expect(screen.getByRole('dialog', { name: 'SMS ile gönder' })).toBeTruthy();
    expect(screen.getByText('Bu reçete henüz e-posta ya da SMS ile gönderilmedi.')).toBeTruthy();
  });

  it('WhatsApp ile paylaş: opens the wa.me link with the prescription number and its public link, for the number typed', async () => {
    const api = prescriptionsApi({ prescriptions: [prescription(1)] });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPrescriptions('/receteler/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp ile paylaş' }));
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp ile paylaş' });
    fireEvent.change(within(dialog).getByLabelText('Cep telefonu'), { target: { value: '0542 765 43 21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'WhatsApp’ta aç' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(api.callsOf('POST prescription/:id/whatsapp')[0]!.body).toEqual({ phone: '0542 765 43 21' });
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://wa.me/905427654321');
    expect(url.searchParams.get('text')).toBe('Yeşilova Tarım: RCT-2026-00001 numaralı reçeteniz hazır. Görüntülemek için: http://rct.localhost/prescription/token1AAAAAAAAAAAAAAAAAAAA');
    // A blocked pop-up still leaves the link to follow.
    expect(within(dialog).getByRole('link', { name: 'paylaşım bağlantısını buradan açın' }).getAttribute('href')).toBe(String(open.mock.calls[0]![0]));
    // Recorded beside the e-mails and SMS.
    await waitFor(() => expect(within(deliveries()).getByText('+905427654321')).toBeTruthy());
    const row = within(deliveries()).getByText('+905427654321').closest('tr')!;
    expect(within(row).getByText('WhatsApp')).toBeTruthy();
    expect(within(row).getByText('Paylaşım açıldı')).toBeTruthy();
  });
});
