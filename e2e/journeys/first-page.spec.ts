// Journeys: a portal's `/` on a phone for a visitor without a session is its login
// page prerendered at build time (tools/build/first-page-plugin.ts), drawn from the HTML and its
// stylesheet before the script has arrived: readable at 375 px, inert and read-only until the
// script draws the same page over it, in the same place, and the login then works. A browser
// with the session hint gets index.html: no login form flashes before a resumed session.
import type { Locator, Page } from '@playwright/test';
import { SESSION_HINT_COOKIE } from '@portal/contracts';
import { demoAccount } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { expectHome, field, logout, userMenuButton } from '../support/session';
import { expect, test } from '../support/test';

const PHONE = { width: 375, height: 812 };

/** What the visitor sees first: the heading, the e-mail input, the submit button. */
function landmarks(page: Page): { heading: Locator; email: Locator; submit: Locator } {
  return {
    heading: page.locator('h1, h2').filter({ hasText: /^Giriş Yap$/ }),
    email: page.locator('input[type="email"]'),
    submit: page.locator('button[type="submit"]'),
  };
}

async function boxesOf(page: Page) {
  const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
  for (const [name, locator] of Object.entries(landmarks(page))) {
    const box = await locator.boundingBox();
    expect(box, `${name} drawn`).not.toBeNull();
    boxes[name] = box!;
  }
  return boxes;
}

for (const host of ['rct', 'src', 'trc'] as const) {
  test(`issue 29 §2 ${host}: at 375 px the login page is drawn from the HTML before the script, inert, then the script draws it in the same place`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    // The app's scripts wait until the prerendered page has been looked at.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(urlFor(host, '/'), { waitUntil: 'commit' });

    const prerendered = page.locator('[data-first-page]');
    await expect(prerendered.getByText('Giriş Yap', { exact: true }).first()).toBeVisible();
    await expect(prerendered).toHaveAttribute('inert', '');
    await expect(prerendered).toHaveAttribute('aria-hidden', 'true');
    for (const input of await prerendered.locator('input').all()) await expect(input).not.toBeEditable();
    // Readable at 375 px: the heading's text at a reading size, nothing wider than the screen.
    const fontSize = await landmarks(page).heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const before = await boxesOf(page);

    release();
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(prerendered).toHaveCount(0);
    const after = await boxesOf(page);
    for (const name of Object.keys(before)) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(after[name]![side] - before[name]![side]), `${name} ${side}: ${before[name]![side]} → ${after[name]![side]}`).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('issue 29 §2: the login works on the page drawn over the prerendered one; afterwards `/` is index.html (the session hint) and goes home', async ({ page }) => {
  const account = demoAccount('kullanici');
  await page.goto(urlFor(account.host, '/'));
  await field(page, 'E-posta').fill(account.email);
  await field(page, 'Şifre').fill('Demo.Tarim.2026');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // A session of this account left open by another journey is ended here (spec §3's modal).
  const otherSession = page.getByRole('dialog', { name: 'Başka bir oturum açık' });
  await expect(otherSession.or(userMenuButton(page, account))).toBeVisible();
  if (await otherSession.isVisible()) await otherSession.getByRole('button', { name: /Diğer oturumu kapat/ }).click();
  await expectHome(page, account);

  const hint = (await page.context().cookies()).find((c) => c.name === SESSION_HINT_COOKIE);
  expect(hint, 'the session hint beside the refresh cookie').toMatchObject({ value: '1', path: '/', httpOnly: false });
  // The server decides by the hint, which the browser now sends: no prerendered login page.
  expect(await page.evaluate(() => fetch('/').then((r) => r.text()))).not.toContain('data-first-page');
  await page.goto(urlFor(account.host, '/'));
  await expectHome(page, account);
  await logout(page, account);
});
