// Journeys (spec §2 `src-dashboard`, `anasayfa`, `search?section=…`, `mrl`, "Home after
// clicking the logo"; §6 any signed-in session): an SRC user finds across the four sections,
// opens each kind of detail page, asks what to use on a plant against a pest and compares three
// products, checks a lab result against the residue limits; an engineer opens search from the
// home tiles; the logo leads home on each host; axe on every screen.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { DemoAccount } from '@portal/shared/demo-data';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { expectHome, logout, signInThroughApi } from '../support/session';

const src = demoAccount('src');
const engineer = demoAccount('muhendis');

async function signIn(page: Page, account: DemoAccount) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, account);
  await expectHome(page, account);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 1, name });
const resultsTable = (page: Page) => page.getByRole('main').getByRole('table').first();

/** Types into the section's search box (debounced 500 ms) and opens the hit named `name`. */
async function searchAndOpen(page: Page, term: string, name: string | RegExp) {
  await page.getByRole('main').getByLabel('Ara', { exact: true }).fill(term);
  const link = resultsTable(page).getByRole('link', { name });
  await expect(link.first()).toBeVisible();
  await link.first().click();
  await expect(heading(page, name)).toBeVisible();
}

test.describe('an SRC user looks things up', () => {
  test.beforeEach(async ({ page }) => signIn(page, src));
  test.afterEach(async ({ page }) => logout(page, src));

  test('§1 §2 §3: the typeahead finds a licence by its Turkish name typed without İ; each tab finds with İ/ı folded and opens its detail page', async ({ page }) => {
    test.setTimeout(120_000);
    await expect(heading(page, /Gösterge Paneli|SRC/)).toBeVisible();
    await expectNoSeriousViolations(page, 'src-dashboard');

    const box = page.getByRole('combobox', { name: /Ara: ilaç/ });
    await box.fill('indokor');
    await expect(page.getByRole('option', { name: /İndokor 150 SC/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'typeahead open');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(heading(page, 'İndokor 150 SC')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Domates güvesi');
    await expectNoSeriousViolations(page, 'licence detail');

    await page.goto(urlFor(src.host, '/search?section=licenses'));
    await expect(page.getByRole('tab', { name: 'İlaç / Ruhsat', selected: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'search: licences');
    await searchAndOpen(page, 'İNDOKOR', 'İndokor 150 SC');

    await page.goBack();
    await page.getByRole('tab', { name: 'Bitki' }).click();
    await expect(page).toHaveURL(/section=plants/);
    await searchAndOpen(page, 'DOMATES', 'Domates');
    await expect(page.getByRole('main')).toContainText('Domates güvesi');
    await expectNoSeriousViolations(page, 'plant detail');

    await page.goto(urlFor(src.host, '/search?section=harmful-orgs'));
    await searchAndOpen(page, 'domates guvesı', 'Domates güvesi');
    await expect(page.getByRole('main')).toContainText('Domates');
    await expectNoSeriousViolations(page, 'organism detail');

    await page.goto(urlFor(src.host, '/search?section=active-substances'));
    await searchAndOpen(page, 'SPİNOSAD', 'Spinosad');
    await expect(page.getByRole('main')).toContainText('Spinomaks 480 SC');
    await expectNoSeriousViolations(page, 'substance detail');
  });

  test('§4 ★: on Domates against Domates güvesi the registered products are listed, the low-risk filter narrows them, three are compared and a fourth is refused', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(urlFor(src.host, '/search/kullanim'));
    await expect(heading(page, /zararlıya ne kullanabilirim|Bitki ve Zararlı/i)).toBeVisible();
    await expectNoSeriousViolations(page, 'uses: empty');
    await pick(page, 'Bitki', 'Domates');
    await pick(page, 'Hastalık / zararlı', 'Domates güvesi');
    const products = page.getByRole('table', { name: /Domates — Domates güvesi için ruhsatlı ürünler/ });
    for (const name of ['Akarmek 18 EC', 'Biyotırtıl 54 WG', 'Emaktin 5 SG', 'İndokor 150 SC', 'Spinomaks 480 SC', 'Tırtılsan 200 SC']) {
      await expect(products.getByRole('link', { name })).toBeVisible();
    }
    await expect(page).toHaveURL(/bitki=\d+.*zararli=\d+/);
    await expectNoSeriousViolations(page, 'uses: results');

    await page.getByLabel('Biyolojik / düşük riskli').click();
    await expect(page.getByLabel('Biyolojik / düşük riskli')).toBeChecked();
    await expect(products.getByRole('link', { name: 'Biyotırtıl 54 WG' })).toBeVisible();
    await expect(products.getByRole('link', { name: 'Akarmek 18 EC' })).toHaveCount(0);
    await page.getByLabel('Biyolojik / düşük riskli').click();
    await expect(products.getByRole('link', { name: 'Akarmek 18 EC' })).toBeVisible();

    for (const name of ['İndokor 150 SC', 'Spinomaks 480 SC', 'Emaktin 5 SG']) {
      const box = page.getByRole('checkbox', { name: `${name} ürününü karşılaştır` });
      await box.click();
      await expect(box).toBeChecked();
    }
    const comparison = page.getByRole('table', { name: 'Seçilen 3 ürünün karşılaştırması' });
    await expect(comparison).toBeVisible();
    await expect(comparison).toContainText('Hasat öncesi bekleme');
    await expect(page).toHaveURL(/karsilastir=\d+,\d+,\d+/);
    await page.getByRole('checkbox', { name: 'Tırtılsan 200 SC ürününü karşılaştır' }).click();
    await expect(page.getByText('En çok 3 ürün karşılaştırılabilir')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Tırtılsan 200 SC ürününü karşılaştır' })).not.toBeChecked();
    await expectNoSeriousViolations(page, 'uses: comparison');

    // The comparison is a link: a fresh load of the address shows the same three.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Seçilen 3 ürünün karşılaştırması' })).toBeVisible();
  });

  test('§5 ★: the residue limits of Domates, and a lab result checked at the limit, over it and where no limit is set', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(urlFor(src.host, '/mrl'));
    await expect(heading(page, /MRL/)).toBeVisible();
    await pick(page, 'Bitki / ürün', 'Domates');
    await expect(resultsTable(page)).toContainText('Acetamiprid');
    await expect(page).toHaveURL(/mrl\?.+/);
    await expectNoSeriousViolations(page, 'mrl: limits');

    await page.getByRole('tab', { name: /Uyum kontrolü/ }).click();
    const form = page.getByRole('form', { name: 'Uyum kontrolü' });
    await pick(page, 'Bitki / ürün', 'Domates', form);
    await pick(page, '1. aktif madde', 'Acetamiprid', form);
    await form.getByLabel('1. ölçülen kalıntı (mg/kg)').fill('0,5');
    await form.getByRole('button', { name: /Satır ekle|Madde ekle/ }).click();
    await pick(page, '2. aktif madde', 'Emamectin benzoate', form);
    await form.getByLabel('2. ölçülen kalıntı (mg/kg)').fill('0,03');
    await form.getByRole('button', { name: /Satır ekle|Madde ekle/ }).click();
    await pick(page, '3. aktif madde', 'Glyphosate', form);
    await form.getByLabel('3. ölçülen kalıntı (mg/kg)').fill('0,005');
    await form.getByRole('button', { name: /Kontrol et|Denetle/ }).click();

    const result = page.getByRole('region', { name: /Sonuç: Domates/ });
    await expect(result.getByRole('status')).toContainText('1 madde limiti aşıyor');
    const rows = result.getByRole('table', { name: 'Madde madde sonuç' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Acetamiprid' })).toContainText(/Limit içinde/i);
    await expect(rows.filter({ hasText: 'Emamectin benzoate' })).toContainText(/aşıyor/i);
    await expect(rows.filter({ hasText: 'Glyphosate' })).toContainText('0,01');
    await expectNoSeriousViolations(page, 'mrl: check result');
  });
});

/** Picks `option` in the Mantine select labelled `label` by typing part of it. */
async function pick(page: Page, label: string, option: string, scope = page.getByRole('main')) {
  const input = scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first();
  await input.click();
  await input.fill(option.slice(0, 6));
  // The MRL pickers add the code or detail in brackets: "Domates (0231010)".
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('option', { name: new RegExp(`^${escaped}( \\(.*\\))?$`) }).first().click();
}

test('§1 spec §2: an engineer opens search from a home tile, and the logo leads home on the RCT and SRC hosts', async ({ page }) => {
  await signIn(page, engineer);
  await expect(page).toHaveURL(urlFor(engineer.host, '/anasayfa'));
  await expectNoSeriousViolations(page, 'anasayfa');
  await page.getByRole('navigation', { name: 'Arama bölümleri' }).getByRole('link', { name: /Bitki/ }).first().click();
  await expect(page).toHaveURL(/\/search\?section=plants/);
  await expect(page.getByRole('tab', { name: 'Bitki', selected: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /ana sayfa/ }).click();
  await expect(page).toHaveURL(urlFor(engineer.host, '/anasayfa'));
  // §6: the feed of reference changes, from the home panel.
  await page.getByRole('main').getByRole('link', { name: /Tüm değişiklikler|Değişiklikler/ }).first().click();
  await expect(page).toHaveURL(urlFor(engineer.host, '/degisiklikler'));
  await expect(heading(page, /Değişiklikler/)).toBeVisible();
  await expectNoSeriousViolations(page, 'degisiklikler');
  await logout(page, engineer);
});

test('spec §2: on the SRC host the logo leads to src-dashboard', async ({ page }) => {
  await signIn(page, src);
  await page.goto(urlFor(src.host, '/search?section=plants'));
  await page.getByRole('banner').getByRole('link', { name: /ana sayfa/ }).click();
  await expect(page).toHaveURL(urlFor(src.host, '/src-dashboard'));
  await logout(page, src);
});

