import { ApiError } from '@portal/shared/api-client';
import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postContact } from '../api/post-contact';
import { ContactPage } from './contact-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../api/post-contact', () => ({ postContact: vi.fn() }));

beforeEach(() => {
  vi.mocked(postContact).mockReset();
});

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
    expect(postContact).not.toHaveBeenCalled();
  });

  it("posts without the optional phone, shows 'Loading ...' while busy, then 'Mesajınız alındı' (spec §8)", async () => {
    let finish: (v: unknown) => void = () => {};
    vi.mocked(postContact).mockReturnValue(new Promise((resolve) => (finish = resolve)) as never);
    renderWithProviders(<ContactPage />);
    fill();
    expect(screen.getByText('51 / 2000 karakter')).toBeTruthy();
    submit();
    expect((await screen.findByRole('button', { name: 'Loading ...' })).hasAttribute('disabled')).toBe(true);
    expect(postContact).toHaveBeenCalledWith({
      name: 'Ali Kaya',
      email: 'ali@ornek.com',
      subject: 'Demo talebi',
      message: 'Seralarımız için reçete modülünü denemek istiyoruz.',
      kvkkConsent: true,
    });
    finish({ message: 'Alındı' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesajınız alındı' })).toBeTruthy();
  });

  it('sends a given phone in E.164', async () => {
    vi.mocked(postContact).mockResolvedValue({ message: 'Alındı' });
    renderWithProviders(<ContactPage />);
    fill();
    type(/^Cep telefonu/, '0532 123 45 67');
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Mesajınız alındı' });
    expect(postContact).toHaveBeenCalledWith(expect.objectContaining({ phone: '+905321234567' }));
  });

  it("shows the server's error in an alert", async () => {
    vi.mocked(postContact).mockRejectedValue(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'Sunucuda bir hata oluştu.' }));
    renderWithProviders(<ContactPage />);
    fill();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucuda bir hata oluştu.');
  });
});
