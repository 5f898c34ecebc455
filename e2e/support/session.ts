import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from '@portal/shared/demo-data';
import { urlFor } from './hosts';

export async function loginWithPassword(page: Page, label: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(urlFor(label, '/'));
  await field(page, 'E-posta').fill(email);
  await field(page, 'Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

export function fullName(account: DemoAccount): string {
  return `${account.name} ${account.surname}`;
}

/** Signed in and on the account's home route on its own host. */
export async function expectHome(page: Page, account: DemoAccount) {
  await expect(page).toHaveURL(urlFor(account.host, account.home));
  await expect(page.getByText(fullName(account))).toBeVisible();
}

export async function logout(page: Page, account: DemoAccount) {
  await page.getByText(fullName(account)).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(urlFor(account.host, '/'));
}

/** A form field by its label; required fields add " *" to the label text. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Opens the header's user menu, whose button is named after the user. */
export async function openUserMenu(page: Page, account: DemoAccount) {
  const escaped = fullName(account).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(escaped) }).click();
}
