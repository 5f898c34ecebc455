// Issue "Auth" journeys: registration with mail and SMS verification, reset by mail link,
// phone login, one session per user, the transparent refresh and logout (spec §4, DESIGN §4).
import type { Request } from '@playwright/test';
import { expect, expectProblem, test } from '../support/test';
import { DEMO_PASSWORD } from '@portal/shared/demo-data';
import { demoAccount } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { codeIn, lastMessageId, linkTo, waitForMessage } from '../support/mailbox';
import { expectHome, field, loginWithPassword, logout, openUserMenu } from '../support/session';

test('register → verify mail (link from the dev mailbox) → verify SMS → demo request created', async ({ page, request }) => {
  const email = `yeni.uye.${Date.now()}@ornek.com.tr`;
  await page.goto(urlFor('rct', '/register'));
  await field(page, 'Ad').fill('Şule');
  await field(page, 'Soyad').fill('Işık');
  await field(page, 'E-posta').fill(email);
  await field(page, 'Cep telefonu').fill('0533 765 43 21');
  await field(page, 'Şifre').fill('Serada.Domates.2026');
  await page.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }).check();
  await page.getByRole('checkbox', { name: /Kullanım koşullarını/ }).check();
  await page.getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByText(/Başvurunuz alındı/)).toBeVisible();

  const mail = await waitForMessage(request, email, (m) => m.channel === 'mail' && m.template === 'verify-email');
  await page.goto(linkTo(mail, '/verify'));
  await expect(page.getByRole('heading', { name: 'Telefonunuzu doğrulayın' })).toBeVisible();

  const sms = await waitForMessage(request, '+905337654321', (m) => m.channel === 'sms');
  await page.getByRole('textbox', { name: 'Doğrulama kodu, 1. hane' }).click();
  await page.keyboard.type(codeIn(sms.text));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText(/demo talebiniz ekibimize iletildi/)).toBeVisible();

  // The demo request waits for the provider's approval: login explains it in the expire modal.
  await loginWithPassword(page, 'rct', email, 'Serada.Domates.2026');
  await expect(page.getByRole('dialog')).toContainText(/demo/i);
  await expect(page).toHaveURL(urlFor('rct', '/'));
});

test('forgot password → reset by mail link → login with the new password (and back)', async ({ page, request }) => {
  const account = demoAccount('kullanici');
  const resetTo = async (password: string) => {
    const after = await lastMessageId(request, account.email);
    await page.goto(urlFor('rct', '/forgot-password'));
    await field(page, 'E-posta').fill(account.email);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await expect(page).toHaveURL(urlFor('rct', '/forgotPassword'));
    const mail = await waitForMessage(request, account.email, (m) => m.template === 'reset-password', after);
    await page.goto(linkTo(mail, '/reset-password'));
    await field(page, 'Yeni şifre').fill(password);
    await field(page, 'Yeni şifre (tekrar)').fill(password);
    await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
    await expect(page.getByText(/Şifreniz güncellendi/)).toBeVisible();
  };

  await resetTo('Bugday.Hasadi.2026');
  // The old password is refused on purpose.
  expectProblem(/^401 POST .*\/api\/v1\/auth\/login$/);
  await loginWithPassword(page, 'rct', account.email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await loginWithPassword(page, 'rct', account.email, 'Bugday.Hasadi.2026');
  await expectHome(page, account);
  await logout(page, account);
  await resetTo(DEMO_PASSWORD);
});

test('phone login: the SMS link confirms the login and lands on the home route', async ({ page, request }) => {
  const account = demoAccount('tekniker');
  const after = await lastMessageId(request, account.phone);
  await page.goto(urlFor('rct', '/'));
  await page.getByRole('tab', { name: 'Telefon ile' }).click();
  await field(page, 'Cep telefonu').fill(account.phone.replace('+90', '0'));
  await page.getByRole('button', { name: 'Giriş bağlantısı gönder' }).click();
  const sms = await waitForMessage(request, account.phone, (m) => m.channel === 'sms', after);
  await page.goto(linkTo(sms, '/verify-login'));
  await page.getByRole('button', { name: 'Evet, giriş yap' }).click();
  await expectHome(page, account);
  await logout(page, account);
});

test('DESIGN §4 one session per user: the second login kills the first, which is logged out at its next call', async ({ browser }) => {
  const account = demoAccount('muhendis');
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();

  await loginWithPassword(a, 'rct', account.email);
  await expectHome(a, account);

  await loginWithPassword(b, 'rct', account.email);
  const modal = b.getByRole('dialog', { name: 'Başka bir oturum açık' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: /Diğer oturumu kapat/ }).click();
  await expectHome(b, account);

  // The first context's next call (its session start on reload) finds the session ended.
  expectProblem(/^403 GET .*\/api\/v1\/auth\/refreshToken$/, a);
  await a.reload();
  await expect(a).toHaveURL(urlFor('rct', '/'));
  await expect(a.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();

  await logout(b, account);
  await first.close();
  await second.close();
});

test('spec §7 after the access token expires, a page action still succeeds through one transparent refresh', async ({ page }) => {
  const account = demoAccount('danisman');
  await loginWithPassword(page, 'rct', account.email);
  await expectHome(page, account);

  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/')) calls.push(r);
  });
  // The journeys' server issues 3-second access tokens (playwright.config.ts).
  await page.waitForTimeout(3_500);
  await openUserMenu(page, account);
  const logoutAnswers: number[] = [];
  // The refreshes up to the logout's answer: the signed-out login page then asks once more
  // whether a session exists, which is not part of the logout.
  let refreshesForLogout = -1;
  const refreshes = () => calls.filter((r) => r.url().endsWith('/api/v1/auth/refreshToken')).length;
  page.on('response', (r) => {
    if (!r.url().endsWith('/api/v1/auth/logout')) return;
    logoutAnswers.push(r.status());
    if (r.status() === 200) refreshesForLogout = refreshes();
  });
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(urlFor('rct', '/'));
  expect(logoutAnswers).toEqual([401, 200]);
  expect(refreshesForLogout).toBe(1);
});

test('spec §4 logout clears the session: a reload stays signed out', async ({ page }) => {
  const account = demoAccount('admin-bu');
  await loginWithPassword(page, 'rct', account.email);
  await expectHome(page, account);
  await logout(page, account);
  await page.reload();
  await expect(page).toHaveURL(urlFor('rct', '/'));
  await page.goto(urlFor('rct', account.home));
  await expect(page).toHaveURL(urlFor('rct', '/'));
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});
