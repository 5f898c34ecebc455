import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerAuth, message, type AuthReply } from '../testing/handlers';
import { ContactPage } from './contact-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

// POST contact answered by the fake API (MSW); each test says how.
const postContact = (reply: AuthReply | (() => Promise<AuthReply>)) => answerAuth('post', 'contact', reply);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Gönder|Loading \.\.\.)$/ }));

function fill() {
  type(/^Ad soyad/, 'Ali Kaya');
  type(/^E-posta/, 'ali@ornek.com');
  type(/^Konu/, 'Demo talebi');
  type(/^Mesajınız/, 'Seralarımız için reçete modülünü denemek istiyoruz.');
  fireEvent.click(screen.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }));
}

describe('ContactPage (spec §2 /iletisim, §5 validation, §8 Loading)', () => {
  it('shows the Turkish contract messages under the fields (spec §5)', async () => {
    const contact = postContact(message('Alındı'));
    renderWithProviders(<ContactPage />);
    type(/^Cep telefonu/, '0212 123 45 67');
    submit();
    expect(await screen.findByText('Ad soyad en az 2 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    expect(screen.getByText('Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)')).toBeTruthy();
    expect(screen.getByText('Konu en az 2 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('Mesaj en az 10 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('KVKK aydınlatma metni onayı gerekli')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ad soyad/));
    expect(contact.calls).toHaveLength(0);
  });

  it("posts without the optional phone, shows 'Loading ...' while busy, then 'Mesajınız alındı' (spec §8)", async () => {
    let finish: (v: AuthReply) => void = () => {};
    const contact = postContact(() => new Promise<AuthReply>((resolve) => (finish = resolve)));
    renderWithProviders(<ContactPage />);
    fill();
    expect(screen.getByText('51 / 2000 karakter')).toBeTruthy();
    submit();
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() =>
      expect(contact.calls.map((c) => c.body)).toEqual([
        {
          name: 'Ali Kaya',
          email: 'ali@ornek.com',
          subject: 'Demo talebi',
          message: 'Seralarımız için reçete modülünü denemek istiyoruz.',
          kvkkConsent: true,
        },
      ]),
    );
    finish(message('Alındı'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesajınız alındı' })).toBeTruthy();
  });

  it('sends a given phone in E.164', async () => {
    const contact = postContact(message('Alındı'));
    renderWithProviders(<ContactPage />);
    fill();
    type(/^Cep telefonu/, '0532 123 45 67');
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Mesajınız alındı' });
    expect(contact.calls[0]?.body).toEqual(expect.objectContaining({ phone: '+905321234567' }));
  });

  it("shows the server's error in an alert", async () => {
    postContact({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Sunucuda bir hata oluştu.' } });
    renderWithProviders(<ContactPage />);
    fill();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucuda bir hata oluştu.');
  });
});
