// Journeys (SRC search that finds what a Turkish grower types), on the `src` host at 1440 px and
// at 375 px: the Turkish spelling of an ISO name finds the substance ('abamektin' → Abamectin), a
// typo gets "Bunu mu demek istediniz" and one click runs the offered name, a licence is found by
// the crop it is registered on ('patlıcan' → Miteks 18 EC), and every licence state badge shows
// its whole text. On the phone the results are cards starting in the first screen and the filters
// sit behind one "Filtreler" button. axe on each screen.
import type { Locator, Page } from '@playwright/test';
import type { DemoAccount } from '@portal/shared/demo-data';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { signInThroughApi } from '../support/session';
import { expect as baseExpect, expectProblem, test } from '../support/test';

// The lazy pages load slowly on a busy two-core host: a page's first content may take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const src = demoAccount('src');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Signed in, once the home has loaded (a page opened before would race the session's refresh). */
async function signIn(page: Page, account: DemoAccount) {
  await signInThroughApi(page, account);
  await expect(page).toHaveURL(urlFor(account.host, account.home));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens `path` inside the app, as a link does (a page load would start the session again). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: /^Ara/ });
const offer = (page: Page) => main(page).getByRole('group', { name: 'Bunu mu demek istediniz' });

/** The section's results: the table at desktop width, the card list on a phone. */
function results(page: Page, section: string, phone: boolean): Locator {
  const name = `${section} arama sonuçları`;
  return phone ? main(page).getByRole('list', { name }) : main(page).getByRole('table', { name });
}

/** Every state badge in `scope` shows its whole label: one of the state words, nothing cut off. */
async function expectWholeBadges(scope: Locator, what: string) {
  // Retried: rows replaced while the list settles are measured again.
  await expect(async () => {
    const badges = await scope.locator('.mantine-Badge-label').evaluateAll((labels) =>
      labels.map((label) => {
        const box = label.getBoundingClientRect();
        return { text: label.textContent ?? '', width: Math.round(box.width), scrollWidth: label.scrollWidth, clientWidth: label.clientWidth };
      }),
    );
    const states = badges.filter((b) => ['Geçerli', 'İptal edildi', 'Süresi doldu', 'Geçerli değil'].includes(b.text));
    expect(states.length, `${what}: state badges`).toBeGreaterThan(0);
    expect(states.filter((b) => b.width < 8 || b.scrollWidth > b.clientWidth + 1), `${what}: badges cut off`).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

/** The element's top is inside the first screen. */
async function expectAboveTheFold(page: Page, element: Locator, what: string) {
  // Retried: a card replaced while the list settles is measured again.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await element.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.y, `${what}: top in an ${page.viewportSize()!.height} px high window`).toBeLessThan(page.viewportSize()!.height);
  }).toPass({ timeout: 15_000 });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${what}: page width ${scrollWidth} in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

for (const [label, viewport] of [
  ['1440 px', DESKTOP],
  ['375 px', PHONE],
] as const) {
  const phone = viewport === PHONE;
  test.describe(`SRC search finds what a grower types (${label})`, () => {
    test.use({ viewport });

    test('a Turkish spelling finds the substance; a typo gets "did you mean" and one click runs it; a licence is found by its crop, its state badge whole', async ({ page }) => {
      test.setTimeout(240_000);
      // A search superseded by the next keystroke is aborted; with the journeys' 3 s tokens its
      // refused first try can then have no answered retry.
      expectProblem(/^401 GET http:\/\/src\.localhost:\d+\/api\/v1\/search\//);
      await signIn(page, src);

      // 'abamektin' (the Turkish spelling) finds Abamectin.
      await go(page, '/search?section=active-substances');
      await expect(page.getByRole('tab', { name: 'Aktif Madde', selected: true })).toBeVisible();
      await searchBox(page).fill('abamektin');
      await expect(page).toHaveURL(/search=abamektin/);
      const substances = results(page, 'Aktif Madde', phone);
      const abamectin = substances.getByRole('link', { name: 'Abamectin', exact: true });
      await expect(abamectin.first()).toBeVisible();
      if (phone) await expectAboveTheFold(page, substances.getByRole('listitem').first(), 'the first substance card');
      await expectNoSeriousViolations(page, `aktif madde: abamektin (${label})`);

      // A typo: the closest names are offered; a click runs the name and finds the substance.
      await searchBox(page).fill('abamektn');
      await expect(page).toHaveURL(/search=abamektn/);
      await expect(offer(page)).toBeVisible();
      await expect(offer(page).getByRole('button', { name: /Abame[ck]tin/ }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `aktif madde: did you mean (${label})`);
      await offer(page).getByRole('button', { name: /Abame[ck]tin/ }).first().click();
      await expect(page).toHaveURL(/search=Abame[ck]tin/);
      await expect(searchBox(page)).toHaveValue(/Abame[ck]tin/);
      await expect(substances.getByRole('link', { name: 'Abamectin', exact: true }).first()).toBeVisible();
      await expect(offer(page)).toHaveCount(0);

      // A crop's name in the licence search finds the licences registered on it.
      await go(page, '/search?section=licenses');
      await expect(page.getByRole('tab', { name: 'İlaç / Ruhsat', selected: true })).toBeVisible();
      await searchBox(page).fill('patlıcan');
      await expect(page).toHaveURL(/search=patl/);
      const licences = results(page, 'İlaç / Ruhsat', phone);
      await expect(licences.getByRole('link', { name: 'Miteks 18 EC' })).toBeVisible();
      await expectWholeBadges(licences, `patlıcan (${label})`);
      if (phone) {
        await expectAboveTheFold(page, licences.getByRole('listitem').first(), 'the first licence card');
        await expectNoSidewaysScroll(page, 'licences (375 px)');
      }
      await expectNoSeriousViolations(page, `ruhsat: patlıcan (${label})`);

      if (phone) {
        // The filters behind one button with the count of those set; the drawer applies one.
        const filters = main(page).getByRole('button', { name: /^Filtreler, / });
        await expect(filters).toHaveText('Filtreler');
        await filters.click();
        const drawer = page.getByRole('dialog', { name: 'Filtreler' });
        await expect(drawer).toBeVisible();
        await drawer.getByLabel('Durum').and(page.locator('input')).first().click();
        await page.getByRole('option', { name: 'Geçerli', exact: true }).click();
        await expect(page).toHaveURL(/licenceStatus=valid/);
        await expectNoSeriousViolations(page, 'filtreler (375 px)');
        await drawer.getByRole('button', { name: 'Uygula' }).click();
        await expect(drawer).toBeHidden();
        await expect(main(page).getByRole('button', { name: 'Filtreler, 1 filtre etkin' })).toHaveText('Filtreler (1)');
        await expectWholeBadges(licences, 'geçerli ruhsatlar (375 px)');
      }
    });
  });
}
