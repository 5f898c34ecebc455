// Journeys (spec §2 "Member routes", "Member deletion dialog", "Portal administration",
// §6): an operator approves a demo request into a demo and extends it, a BestnetAdmin converts
// it into a subscription, cancels another and deletes it with the spec's dialog, and sees the
// dashboard; a member's Admin adds a user who finishes the invitation from the dev mailbox;
// Sales reaches only the demo lists. axe on every screen.
import { request as apiRequest, type Page } from '@playwright/test';
import { API_PREFIX } from '@portal/contracts';
import { E2E_PORT } from '../playwright.config';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { linkTo, waitForMessage } from '../support/mailbox';
import { expectHome, field, logout, signInThroughApi } from '../support/session';
import { clientAddressOf, expect, test } from '../support/test';

const operator = demoAccount('bestnet-operator');
const bestnetAdmin = demoAccount('bestnet-admin');
const memberAdmin = demoAccount('admin');
const sales = demoAccount('bestnet-satis');

/** A corporate applicant through POST auth/register, as the registration form sends it. */
async function registerApplicant(companyName: string, n: number) {
  const api = await apiRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { origin: new URL(urlFor('rct')).origin, 'x-forwarded-for': clientAddressOf(test.info()) },
  });
  const suffix = `${Date.now()}`.slice(-7);
  const res = await api.post(`${API_PREFIX}/auth/register`, {
    data: {
      accountType: 'corporate',
      name: 'Kadir',
      surname: 'Uçar',
      email: `basvuru${n}.${suffix}@ornek.com.tr`,
      phone: `+90544${n}${suffix.slice(-6)}`,
      password: 'Ovada-Bahar-2026',
      app: 1,
      kvkkConsent: true,
      termsConsent: true,
      memberType: 3,
      companyName,
      taxNumber: `${n}${suffix}00`.slice(0, 10),
      taxOffice: 'Kumluca',
    },
  });
  expect(res.status()).toBe(200);
  await api.dispose();
}

/** Opens a row's action menu in a list and picks an entry. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `${name}: işlemler` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Searches a list for a member (Turkish-folded, so the lower-case name finds it); one row is left. */
async function search(page: Page, text: string, shown: string) {
  await page.getByRole('searchbox', { name: 'Ara' }).fill(text);
  await expect(page.getByRole('row').filter({ hasText: shown })).toHaveCount(1);
}

test('an operator approves a demo request and extends the demo; a BestnetAdmin converts it, cancels another and deletes it with the spec’s dialog', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Digits: a capitalised word of digits stays as it is.
  const tag = `${Date.now()}`.slice(-8);
  const first = `ilgaz çayı tarım kooperatifi ${tag}`;
  const second = `ırmak kıyısı üreticileri ${tag}`;
  // Lists show a name with each word capitalised in tr-TR (spec §2 "Member deletion dialog").
  const firstShown = `İlgaz Çayı Tarım Kooperatifi ${tag}`;
  const secondShown = `Irmak Kıyısı Üreticileri ${tag}`;
  await registerApplicant(first, 1);
  await registerApplicant(second, 2);

  // The operator's home is the demo requests (spec §2 "Landing route per role").
  await signInThroughApi(page, operator);
  await expectHome(page, operator);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Talepleri' })).toBeVisible();
  await search(page, first, firstShown);
  await expectNoSeriousViolations(page, 'demo talepleri');
  await rowAction(page, firstShown, 'Demoya al');
  const approve = page.getByRole('dialog');
  await expect(approve.getByRole('textbox', { name: /Demo bitiş tarihi/ })).not.toHaveValue('');
  await expectNoSeriousViolations(page, 'demoya al');
  await approve.getByRole('button', { name: 'Demoya al' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: firstShown })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Ana menü' }).first().getByRole('link', { name: 'Demo Üyeler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Üyeler' })).toBeVisible();
  await search(page, first, firstShown);
  const row = page.getByRole('row').filter({ hasText: firstShown });
  await expect(row).toContainText('Demoda');
  await rowAction(page, firstShown, 'Demoyu uzat');
  await page.getByRole('dialog').getByRole('button', { name: 'Demoyu uzat' }).click();
  await expect(row).toContainText('Ek demo süresinde');
  await expectNoSeriousViolations(page, 'demo üyeler');

  // The member's page keeps the history: approved and extended, by the operator.
  await row.getByRole('link', { name: new RegExp(tag) }).click();
  await expect(page).toHaveURL(/\/demo-uyeler\/kurumsal\/\d+/);
  const history = page.getByRole('region', { name: 'Geçmiş ve notlar' });
  await expect(history).toContainText('Demoya al');
  await expect(history).toContainText('Demoyu uzat');
  await expect(history).toContainText(`${operator.name} ${operator.surname}`);
  await expectNoSeriousViolations(page, 'üye ayrıntısı');
  await logout(page, operator);

  // BestnetAdmin: the dashboard first (its home), then the conversion.
  await signInThroughApi(page, bestnetAdmin);
  await expectHome(page, bestnetAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
  // The figures are live: the demo just extended counts among "Ek demo süresinde", and the
  // sample cooperative whose demo ends within days is listed.
  const byStatus = page.getByRole('table', { name: 'Durumlarına göre üye sayıları' });
  await expect(byStatus.getByRole('row', { name: /Ek demo süresinde/ })).toBeAttached();
  await expect(page.getByRole('link', { name: /Çukurova Tarım Kooperatifi/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'gösterge paneli');

  await page.goto(urlFor(bestnetAdmin.host, '/demo-uyeler'));
  await search(page, first, firstShown);
  await rowAction(page, firstShown, 'Aboneliğe çevir');
  const convert = page.getByRole('dialog');
  await convert.getByRole('combobox', { name: 'Abonelik paketi' }).click();
  await page.getByRole('option', { name: 'Profesyonel' }).click();
  await convert.getByRole('textbox', { name: /Kullanıcı sayısı/ }).fill('5');
  await expectNoSeriousViolations(page, 'aboneliğe çevir');
  await convert.getByRole('button', { name: 'Aboneliğe çevir' }).click();
  await expect(convert).toBeHidden();

  await page.goto(urlFor(bestnetAdmin.host, '/uyeler'));
  await search(page, first, firstShown);
  await expect(page.getByRole('row').filter({ hasText: firstShown })).toContainText('Aktif');
  await expectNoSeriousViolations(page, 'üyeler');

  // The second applicant is turned down, then removed with the spec's dialog.
  await page.goto(urlFor(bestnetAdmin.host, '/demo-talepler'));
  await search(page, second, secondShown);
  await rowAction(page, secondShown, 'İptal et');
  const cancel = page.getByRole('dialog');
  await cancel.getByRole('textbox', { name: /İptal nedeni/ }).fill('Bölgemizde hizmet yok.\nGelecek yıl yeniden görüşülecek.');
  await cancel.getByRole('button', { name: 'İptal et' }).click();
  await expect(cancel).toBeHidden();
  await page.goto(urlFor(bestnetAdmin.host, '/iptal-uyeler'));
  await search(page, second, secondShown);
  await expectNoSeriousViolations(page, 'iptal üyeler');
  await rowAction(page, secondShown, 'Sil');
  const dialog = page.getByRole('dialog', { name: 'Üyeyi sil' });
  await expect(dialog).toContainText(secondShown);
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
  await expectNoSeriousViolations(page, 'üye silme');
  await dialog.getByRole('button', { name: 'Evet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: secondShown })).toHaveCount(0);
});

test('a member’s Admin adds a user, who sets a password from the invitation and is signed in', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `davetli.${Date.now().toString(36)}@yesilova.example`;
  await signInThroughApi(page, memberAdmin);
  await expectHome(page, memberAdmin);
  await page.goto(urlFor(memberAdmin.host, '/portal-users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Portal Kullanıcıları' })).toBeVisible();
  await expectNoSeriousViolations(page, 'portal kullanıcıları');
  await page.getByRole('link', { name: 'Kullanıcı Ekle' }).click();
  await field(page, 'Ad').fill('Derya');
  await field(page, 'Soyad').fill('Güneş');
  await field(page, 'E-posta').fill(email);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Mühendis' }).click();
  await field(page, 'Yetki belgesi numarası').fill('ZM-07-2026-0911');
  await expectNoSeriousViolations(page, 'kullanıcı ekle');
  await page.getByRole('button', { name: 'Ekle ve davet gönder' }).click();
  await expect(page).toHaveURL(urlFor(memberAdmin.host, '/portal-users'));
  // A new user goes to the top of the list (spec §4 "Portal user").
  await expect(page.getByRole('row').nth(1)).toContainText(email);

  const invitation = await waitForMessage(request, email, (m) => m.template === 'invitation');
  expect(invitation.text).toContain(`${memberAdmin.name} ${memberAdmin.surname}`);
  const fresh = await browser.newContext({ locale: 'tr-TR', extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
  const invited = await fresh.newPage();
  await invited.goto(linkTo(invitation, '/reset-password'));
  await expect(invited.getByRole('heading', { name: 'Hesabınıza hoş geldiniz' })).toBeVisible();
  await expectNoSeriousViolations(invited, 'davet');
  await invited.getByLabel(/^Yeni şifre\s*\*?$/).fill('Sera-Domates-2026');
  await invited.getByLabel(/^Yeni şifre \(tekrar\)/).fill('Sera-Domates-2026');
  await invited.getByRole('button', { name: 'Şifremi belirle' }).click();
  // The first password signs the invited user in (first-login.spec.ts has the whole journey).
  await expect(invited).toHaveURL(urlFor('rct', '/anasayfa'));
  await expect(invited.getByText('Derya Güneş')).toBeVisible();
  await fresh.close();
});

test('spec §6: Sales reaches only demo-talepler and demo-uyeler', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, sales);
  await expectHome(page, sales);
  const nav = page.getByRole('navigation', { name: 'Ana menü' }).first();
  await expect(nav.getByRole('link', { name: 'Demo Talepleri' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Demo Üyeler' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Üyeler', exact: true })).toHaveCount(0);
  for (const path of ['/uyeler', '/iptal-uyeler', '/portal-users', '/dashboard']) {
    await page.goto(urlFor(sales.host, path));
    await expect(page).toHaveURL(urlFor(sales.host, '/demo-talepler'));
  }
});

test('the subscription, member-user and user-edit screens pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, bestnetAdmin);
  await expectHome(page, bestnetAdmin);
  await page.goto(urlFor(bestnetAdmin.host, '/uyeler'));
  await search(page, 'konya ova', 'Konya Ova Tarım A.Ş.');
  await rowAction(page, 'Konya Ova Tarım A.Ş.', 'Abonelik');
  await expect(page).toHaveURL(/\/uyeler\/abonelik\/\d+$/);
  await expect(page.getByText('Profesyonel').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'abonelik');
  const id = /abonelik\/(\d+)/.exec(page.url())![1];

  await page.goto(urlFor(bestnetAdmin.host, `/uyeler/kullanicilar/${id}`));
  await expect(page.getByText('ahmet@konyaova.example')).toBeVisible();
  await expectNoSeriousViolations(page, 'üyenin kullanıcıları');
  await page.goto(urlFor(bestnetAdmin.host, `/uyeler/kullanici-ekle/${id}`));
  await expect(page.getByRole('form', { name: 'Kullanıcı ekle' })).toBeVisible();
  await expectNoSeriousViolations(page, 'üyeye kullanıcı ekle');

  await page.goto(urlFor(bestnetAdmin.host, '/portal-users'));
  await page.getByRole('searchbox', { name: 'Ara' }).fill('ahmet@konyaova');
  await page.getByRole('button', { name: /Ahmet Koç: işlemler/ }).click();
  await page.getByRole('menuitem', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/portal-users\/edit-user\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: /^Soyad/ })).toHaveValue('Koç');
  await expectNoSeriousViolations(page, 'kullanıcı düzenle');
});
