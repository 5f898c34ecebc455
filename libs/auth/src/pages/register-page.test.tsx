import { renderWithProviders } from '@portal/shared/testing';
import { srcBrand } from '@portal/shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerAuth, message, type AuthReply } from '../testing/handlers';
import { apexUrl } from './form-kit';
import { RegisterPage } from './register-page';

// Whole forms re-render on every keystroke under jsdom; shared CI machines need the slack.
vi.setConfig({ testTimeout: 20_000 });

// POST auth/register answered by the fake API (MSW); each test says how.
const postRegister = (reply: AuthReply | (() => Promise<AuthReply>)) => answerAuth('post', 'auth/register', reply);
const bodies = (calls: { body: unknown }[]) => calls.map((c) => c.body);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Başvur|Loading \.\.\.)$/ }));

function pick(label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const value = [...select.options].find((o) => o.text === option)?.value;
  fireEvent.change(select, { target: { value } });
}

function fillIndividual() {
  type(/^Ad/, 'Ayşe');
  type(/^Soyad/, 'Yılmaz');
  type(/^E-posta/, ' Ayse@Ornek.com.tr ');
  type(/^Cep telefonu/, '0532 123 45 67');
  type(/^Şifre\s*\*?$/, 'domates serasi 42');
  fireEvent.click(screen.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Kullanım koşullarını/ }));
}

describe('RegisterPage (spec §2 /register, §3 member types, §5 validation, §8 Loading)', () => {
  it('shows the Turkish contract messages under the fields and focuses the first (spec §5)', async () => {
    const register = postRegister(message('Tamam'));
    renderWithProviders(<RegisterPage />);
    submit();
    expect(await screen.findByText('Ad en az 2 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
    expect(screen.getByText('Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)')).toBeTruthy();
    expect(screen.getByText('Şifre en az 8 karakter olmalı')).toBeTruthy();
    expect(screen.getByText('KVKK aydınlatma metni onayı gerekli')).toBeTruthy();
    expect(screen.getByText('Kullanım koşulları onayı gerekli')).toBeTruthy();
    expect(screen.getByLabelText(/^Ad/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ad/));
    expect(register.calls).toHaveLength(0);
  });

  it('shows success text under a valid field and a length-based strength hint (spec §5)', () => {
    renderWithProviders(<RegisterPage />);
    type(/^E-posta/, 'ali@ornek.com');
    expect(screen.getByText('Uygun')).toBeTruthy();
    expect(screen.getByText(/En az 8 karakter/)).toBeTruthy();
    type(/^Şifre\s*\*?$/, 'kısa');
    expect(screen.getByText('Şifre gücü: çok kısa (4/8)')).toBeTruthy();
    type(/^Şifre\s*\*?$/, 'bu uzun bir cumle');
    expect(screen.getByText('Şifre gücü: güçlü')).toBeTruthy();
  });

  it('links the consents to the landing texts on the apex host', () => {
    renderWithProviders(<RegisterPage />);
    expect(screen.getByRole('link', { name: /KVKK aydınlatma metnini/ }).getAttribute('href')).toBe(apexUrl('/kvkk'));
    expect(screen.getByRole('link', { name: /Kullanım koşullarını/ }).getAttribute('target')).toBe('_blank');
    expect(apexUrl('/kvkk', { protocol: 'https:', hostname: 'rct.tarim.com.tr', port: '' })).toBe('https://tarim.com.tr/kvkk');
    expect(apexUrl('/kullanim-kosullari', { protocol: 'http:', hostname: 'src.localhost', port: '8080' })).toBe('http://localhost:8080/kullanim-kosullari');
  });

  it("posts an individual application, shows 'Loading ...' while busy and then the success text (spec §8)", async () => {
    let finish: (v: AuthReply) => void = () => {};
    const register = postRegister(() => new Promise<AuthReply>((resolve) => (finish = resolve)));
    renderWithProviders(<RegisterPage />, { brand: srcBrand });
    fillIndividual();
    submit();

    const busy = await screen.findByRole('button', { name: 'Loading ...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(register.calls).toHaveLength(1));
    expect(bodies(register.calls)).toEqual([
      {
        accountType: 'individual',
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@ornek.com.tr',
        phone: '+905321234567',
        password: 'domates serasi 42',
        app: 0, // the SRC brand's product by default
        kvkkConsent: true,
        termsConsent: true,
        marketingConsent: false,
      },
    ]);

    finish(message('Tamam'));
    expect(await screen.findByText('Başvurunuz alındı. E-posta adresinize gönderilen bağlantı ile doğrulama yapın.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Teşekkürler' }));
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' }).getAttribute('href')).toBe('/');
  });

  it('asks a corporate applicant for member type, company and a 10-digit tax number, then posts them', async () => {
    const register = postRegister(message('Tamam'));
    renderWithProviders(<RegisterPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Kurumsal' }));
    fillIndividual();
    type(/^Vergi numarası/, '12345');
    submit();
    expect(await screen.findByText('Vergi numarası 10 haneli olmalı')).toBeTruthy();
    expect(screen.getByText('Firma adı en az 2 karakter olmalı')).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: /Üye tipi/ }).closest('.mantine-InputWrapper-root') as HTMLElement).getByText('Bu alan gerekli')).toBeTruthy();
    expect(register.calls).toHaveLength(0);

    pick(/Üye tipi/, 'Kooperatif');
    type(/^Firma adı/, 'Ege Tarım Kooperatifi');
    type(/^Vergi numarası/, '1234567890');
    type(/^Vergi dairesi/, 'Bornova');
    pick(/Başvurduğunuz ürün/, 'TRC İzlenebilirlik');
    fireEvent.click(screen.getByRole('checkbox', { name: /Kampanya ve duyurulardan/ }));
    submit();
    await screen.findByText(/Başvurunuz alındı/);
    expect(bodies(register.calls)).toEqual([
      expect.objectContaining({
        accountType: 'corporate',
        memberType: 3,
        companyName: 'Ege Tarım Kooperatifi',
        taxNumber: '1234567890',
        taxOffice: 'Bornova',
        app: 2,
        marketingConsent: true,
      }),
    ]);
  });

  it("shows the server's Turkish error in an alert", async () => {
    postRegister({ status: 429, body: { code: 'RATE_LIMITED', message: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyin.' } });
    renderWithProviders(<RegisterPage />);
    fillIndividual();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Çok fazla deneme yaptınız.');
    expect(screen.getByRole('button', { name: 'Başvur' }).hasAttribute('disabled')).toBe(false);
  });
});
