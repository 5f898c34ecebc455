import { expect, request, test, type Page } from '@playwright/test';
import { API_PREFIX, type LoginResult } from '@portal/contracts';
import { DEMO_PASSWORD, type DemoAccount } from '@portal/shared/demo-data';
import { E2E_PORT } from '../playwright.config';
import { urlFor } from './hosts';
import { clientAddressOf } from './test';

export async function loginWithPassword(page: Page, label: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(urlFor(label, '/'));
  await field(page, 'E-posta').fill(email);
  await field(page, 'Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/**
 * Signs in without the form (the login journeys cover it): POST auth/login on the account's
 * host, and auth/sessionKill when a session of the user is still open, then the refresh cookie
 * goes into the page's context and the app starts its session from it on `/`, as after a login.
 * Per test, never a shared storageState: the refresh token rotates with reuse detection and
 * each user has one session, so a saved state replayed by a second test would be revoked.
 */
export async function signInThroughApi(page: Page, account: DemoAccount) {
  // Node does not resolve *.localhost: the API takes the portal host from the Origin header.
  const origin = new URL(urlFor(account.host)).origin;
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { origin, 'x-forwarded-for': clientAddressOf(test.info()) },
  });
  try {
    const post = async (path: string, data: object) => {
      const res = await api.post(`${API_PREFIX}/auth/${path}`, { data });
      expect(res.status(), `auth/${path} for ${account.email}`).toBe(200);
      return ((await res.json()) as { data: LoginResult }).data;
    };
    let result = await post('login', { email: account.email, password: DEMO_PASSWORD });
    if (result.status === 'duplicate-session') result = await post('sessionKill', { ticket: result.ticket });
    expect(result.status, `login of ${account.email}`).toBe('authenticated');
    const hostname = new URL(origin).hostname;
    const { cookies } = await api.storageState();
    expect(cookies.length, 'the refresh cookie').toBeGreaterThan(0);
    await page.context().addCookies(cookies.map(({ name, value, path, httpOnly, secure, sameSite }) => ({ name, value, path, httpOnly, secure, sameSite, domain: hostname })));
  } finally {
    await api.dispose();
  }
  await page.goto(urlFor(account.host, '/'));
}

export function fullName(account: DemoAccount): string {
  return `${account.name} ${account.surname}`;
}

/** Signed in and on the account's home route on its own host. */
export async function expectHome(page: Page, account: DemoAccount) {
  await expect(page).toHaveURL(urlFor(account.host, account.home));
  // The user menu's button: a page may name the user too (the dashboard's last import).
  await expect(userMenuButton(page, account)).toBeVisible();
}

export async function logout(page: Page, account: DemoAccount) {
  // The user menu's button: the page may name the user too (a member's history).
  await openUserMenu(page, account);
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(urlFor(account.host, '/'));
}

/** A form field by its label; required fields add " *" to the label text. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** The header's user menu button, named after the user. */
export function userMenuButton(page: Page, account: DemoAccount) {
  const escaped = fullName(account).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(escaped) });
}

/** Opens the header's user menu, whose button is named after the user. */
export async function openUserMenu(page: Page, account: DemoAccount) {
  await userMenuButton(page, account).click();
}

/**
 * The API as `account`, outside the browser, for the set-up a journey does not click through:
 * journeys' access tokens live 3 s, so each call takes a fresh one from the refresh cookie first
 * (as the client does on a 401).
 */
export async function apiAs(account: DemoAccount) {
  const origin = new URL(urlFor(account.host)).origin;
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, extraHTTPHeaders: { origin, 'x-forwarded-for': clientAddressOf(test.info()) } });
  const login = async (path: string, data: object) => ((await (await api.post(`${API_PREFIX}/auth/${path}`, { data })).json()) as { data: { status: string; ticket?: string } }).data;
  let result = await login('login', { email: account.email, password: DEMO_PASSWORD });
  if (result.status === 'duplicate-session') result = await login('sessionKill', { ticket: result.ticket });
  expect(result.status, `login of ${account.email}`).toBe('authenticated');
  const token = async () => {
    const res = await api.get(`${API_PREFIX}/auth/refreshToken`);
    expect(res.status(), 'refresh').toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const call = async <T>(method: 'get' | 'post', path: string, data?: object): Promise<T> => {
    const res = await api[method](`${API_PREFIX}/${path}`, { headers: { authorization: `Bearer ${await token()}` }, ...(data ? { data } : {}) });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return { call, dispose: () => api.dispose() };
}

export type ApiSession = Awaited<ReturnType<typeof apiAs>>;
