// Journey: an invited member user's first login. A member's Admin adds a user with a phone;
// the invited user opens the invitation from the dev mailbox, sets a first password and is in
// the portal at once with one welcome note: no SMS check (the admin entered the phone), no
// demo-request words, no second login. The link works once.
import { API_PREFIX } from '@portal/contracts';
import { E2E_PORT } from '../playwright.config';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { linkTo, waitForMessage } from '../support/mailbox';
import { expectHome, field, signInThroughApi } from '../support/session';
import { clientAddressOf, expect, expectProblem, test } from '../support/test';

const memberAdmin = demoAccount('admin');
const WELCOME = 'Şifreniz belirlendi ve e-posta adresiniz doğrulandı. Portala hoş geldiniz.';

test('an invited member user sets a first password and lands in the portal, once, without an SMS check', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString();
  const email = `ilk.giris.${Number(stamp).toString(36)}@yesilova.example`;
  const digits = stamp.slice(-7);
  const phone = `+90532${digits}`;

  // The member's Admin invites a Mühendis with a phone number.
  await signInThroughApi(page, memberAdmin);
  await expectHome(page, memberAdmin);
  await page.goto(urlFor(memberAdmin.host, '/portal-users'));
  await page.getByRole('link', { name: 'Kullanıcı Ekle' }).click();
  await field(page, 'Ad').fill('Selin');
  await field(page, 'Soyad').fill('Aydın');
  await field(page, 'E-posta').fill(email);
  await field(page, 'Cep telefonu').fill(`0532 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Mühendis' }).click();
  await field(page, 'Yetki belgesi numarası').fill('ZM-07-2026-0912');
  await page.getByRole('button', { name: 'Ekle ve davet gönder' }).click();
  await expect(page).toHaveURL(urlFor(memberAdmin.host, '/portal-users'));
  await expect(page.getByRole('row').nth(1)).toContainText(email);

  // The invited user, in a browser of their own, opens the invitation.
  const invitation = await waitForMessage(request, email, (m) => m.template === 'invitation');
  const link = linkTo(invitation, '/reset-password');
  const own = await browser.newContext({ locale: 'tr-TR', extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
  const invited = await own.newPage();
  await invited.setViewportSize({ width: 1440, height: 900 });
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Hesabınıza hoş geldiniz' })).toBeVisible();
  await expectNoSeriousViolations(invited, 'davet ilk şifre');
  await invited.getByLabel(/^Yeni şifre\s*\*?$/).fill('Bahar-Fidesi-2026');
  await invited.getByLabel(/^Yeni şifre \(tekrar\)/).fill('Bahar-Fidesi-2026');
  await invited.getByRole('button', { name: 'Şifremi belirle' }).click();

  // Straight into the portal: the engineer's home, the welcome words once, nothing else asked.
  await expect(invited).toHaveURL(urlFor('rct', '/anasayfa'));
  await expect(invited.getByText(WELCOME)).toHaveCount(1);
  await expect(invited.getByRole('button', { name: /Selin Aydın/ })).toBeVisible();
  await expect(invited.getByRole('heading', { name: 'Telefonunuzu doğrulayın' })).toHaveCount(0);
  await expect(invited.getByText(/Demo talebiniz|Artık giriş yapabilirsiniz/)).toHaveCount(0);
  await expectNoSeriousViolations(invited, 'davetli ilk giriş ana sayfa');

  // No SMS code was ever sent to the phone the admin entered.
  const sms = await request.get(`http://127.0.0.1:${E2E_PORT}${API_PREFIX}/dev/mailbox?to=${encodeURIComponent(phone)}`);
  expect(sms.status()).toBe(200);
  expect((await sms.json()).data).toEqual([]);

  // A reload keeps the session and does not say welcome again.
  await invited.reload();
  await expect(invited).toHaveURL(urlFor('rct', '/anasayfa'));
  await expect(invited.getByRole('button', { name: /Selin Aydın/ })).toBeVisible();
  await expect(invited.getByText(WELCOME)).toHaveCount(0);
  await own.close();

  // The invitation worked once: opened again elsewhere, it is refused.
  const other = await browser.newContext({ locale: 'tr-TR', extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
  const again = await other.newPage();
  await again.goto(link);
  await again.getByLabel(/^Yeni şifre\s*\*?$/).fill('Bahar-Fidesi-2027');
  await again.getByLabel(/^Yeni şifre \(tekrar\)/).fill('Bahar-Fidesi-2027');
  expectProblem(/^400 POST .*\/api\/v1\/auth\/resetPassword$/, again);
  await again.getByRole('button', { name: 'Şifremi belirle' }).click();
  await expect(again.getByRole('alert')).toContainText('Şifre güncellenemedi');
  await expect(again).toHaveURL(/\/reset-password/);
  await other.close();
});
