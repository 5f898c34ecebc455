// Issue "Reference data and MRL" journeys (spec §2 "Definition sections" and "MRL product list
// screen", §4 "MRL status", §5 jump box, §6 Support read-only, §9 paging): a data logger adds,
// edits, toggles, searches and deletes in two sections, imports a CSV with errors, and Support
// sees the same lists with every write control disabled; axe on the list and form screens.
import type { Page } from '@playwright/test';
import { expect, expectProblem, test } from '../support/test';
import { DefinitionSectionInfos, DefinitionSections } from '@portal/contracts';
import type { DemoAccount } from '@portal/shared/demo-data';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { expectHome, field, logout, signInThroughApi } from '../support/session';
import { openFromSidebar } from '../support/sidebar';

const dataLogger = demoAccount('bestnet-veri');
const support = demoAccount('bestnet-destek');

/** Through the API: the login form is auth-roles.spec.ts's journey. */
async function signIn(page: Page, account: DemoAccount) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, account);
  await expectHome(page, account);
}

const table = (page: Page) => page.getByRole('table').first();
/** A record's row (the empty state's row names the search too, but has no status switch). */
const row = (page: Page, text: string | RegExp) => table(page).getByRole('row').filter({ hasText: text }).filter({ has: page.getByRole('switch') });

/** Types into the list's search box; the list follows after the 500 ms debounce. */
async function search(page: Page, text: string) {
  await page.getByLabel('Ara', { exact: true }).fill(text);
}

async function openRowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}: işlemler` }).click();
}

const stamp = () => Date.now().toString(36).toUpperCase();

test.describe('a data logger maintains the definition sections', () => {
  test.beforeEach(async ({ page }) => signIn(page, dataLogger));
  test.afterEach(async ({ page }) => logout(page, dataLogger));

  test('spec §2 bitki-tanimi: add, search (Turkish), edit, toggle the status and delete a plant; sample rows are labelled', async ({ page }) => {
    // Four axe checks and every step of a record's life: past 30 s on a busy two-core host.
    test.setTimeout(60_000);
    const name = `Kestane E2E ${stamp()}`;
    await page.goto(urlFor(dataLogger.host, '/bitki-tanimi'));
    await expect(page.getByRole('heading', { name: 'Bitkiler' })).toBeVisible();
    await expect(table(page).getByText('Örnek veri').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'bitki-tanimi list');

    await page.getByRole('link', { name: 'Yeni Kayıt' }).click();
    await expect(page).toHaveURL(urlFor(dataLogger.host, '/bitki-tanimi/ekle'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Bitki adı zorunludur')).toBeVisible();
    await expectNoSeriousViolations(page, 'bitki-tanimi/ekle with errors');
    await field(page, 'Bitki Adı').fill(name);
    await field(page, 'Latince Adı').fill('Castanea sativa');
    await field(page, 'AB Ürün Kodu').fill('12AB');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('AB ürün kodu 7 haneli olmalıdır (ör. 0231010)')).toBeVisible();
    await field(page, 'AB Ürün Kodu').fill('0120040');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(urlFor(dataLogger.host, '/bitki-tanimi'));

    // Lower-case Turkish search finds the upper-case İ/I spelling.
    await search(page, `  ${name.toLocaleLowerCase('tr-TR')}  `);
    await expect(row(page, name)).toHaveCount(1);
    const status = page.getByRole('switch', { name: `${name} durumu` });
    await expect(status).toBeChecked();
    await status.click();
    await expect(status).not.toBeChecked();

    await openRowMenu(page, name);
    await page.getByRole('menuitem', { name: 'Düzenle' }).click();
    await expect(page).toHaveURL(/\/bitki-tanimi\/guncelle\/\d+$/);
    await expect(field(page, 'Bitki Adı')).toHaveValue(name);
    await expectNoSeriousViolations(page, 'bitki-tanimi/guncelle');
    await field(page, 'Latince Adı').fill('Castanea sativa Mill.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(urlFor(dataLogger.host, '/bitki-tanimi'));
    await search(page, name);
    await expect(row(page, name)).toContainText('Castanea sativa Mill.');

    await openRowMenu(page, name);
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaydı sil' });
    await expect(dialog).toContainText(name);
    await expectNoSeriousViolations(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toHaveCount(0);
    await expect(page.getByText(`"${name}" için sonuç bulunamadı`)).toBeVisible();
  });

  test('spec §2: deleting a plant a licence detail uses is refused with a message naming the user', async ({ page }) => {
    await page.goto(urlFor(dataLogger.host, '/bitki-tanimi'));
    await search(page, 'domates');
    await expect(row(page, 'Domates')).toHaveCount(1);
    await openRowMenu(page, 'Domates');
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    expectProblem(/^409 DELETE .*\/api\/v1\/definition\/plant\?id=\d+$/);
    await page.getByRole('dialog', { name: 'Kaydı sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText(/'Domates' silinemez: \d+ ruhsat detayı/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row(page, 'Domates')).toHaveCount(1);
  });

  test('spec §2 formulasyon-tanimi: add, edit, toggle and delete a formulation; sort and the pager', async ({ page }) => {
    const code = `Z${stamp().slice(-5)}`.replace(/[^A-Z0-9]/g, '').slice(0, 6);
    await page.goto(urlFor(dataLogger.host, '/formulasyon-tanimi'));
    await expect(table(page)).toBeVisible();
    // Sorting by a column header sets aria-sort.
    const header = table(page).getByRole('columnheader').filter({ hasText: 'Kod' }).first();
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
    await expect(page.getByRole('navigation', { name: 'Sayfalar' })).toBeVisible();

    await page.getByRole('link', { name: 'Yeni Kayıt' }).click();
    await field(page, 'Kod').fill(code);
    await field(page, 'Formülasyon Adı').fill('Deneme süspansiyonu');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(urlFor(dataLogger.host, '/formulasyon-tanimi'));
    await search(page, code.toLowerCase());
    await expect(row(page, code)).toHaveCount(1);

    const status = table(page).getByRole('switch').first();
    await status.click();
    await expect(status).not.toBeChecked();

    await row(page, code).getByRole('button', { name: /işlemler/ }).click();
    await page.getByRole('menuitem', { name: 'Düzenle' }).click();
    await field(page, 'Formülasyon Adı').fill('Deneme süspansiyon konsantresi');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await search(page, code);
    await expect(row(page, code)).toContainText('Deneme süspansiyon konsantresi');

    await row(page, code).getByRole('button', { name: /işlemler/ }).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    await page.getByRole('dialog', { name: 'Kaydı sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect(row(page, code)).toHaveCount(0);
    await expect(page.getByText(`"${code}" için sonuç bulunamadı`)).toBeVisible();
  });

  test('DESIGN §7 every section: the list and add screens pass axe', async ({ page }) => {
    // One sign-in for all the sections, each opened from the sidebar as a user does.
    test.setTimeout(240_000);
    for (const section of DefinitionSections) {
      await openFromSidebar(page, `/${section}`);
      await expect(page).toHaveURL(urlFor(dataLogger.host, `/${section}`));
      await expect(page.getByRole('heading', { name: DefinitionSectionInfos[section].title, level: 1 })).toBeVisible();
      await expect(table(page).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText('Yükleniyor…')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${section} list`);
      await page.getByRole('link', { name: 'Yeni Kayıt' }).click();
      await expect(page).toHaveURL(urlFor(dataLogger.host, `/${section}/ekle`));
      await expect(page.getByRole('button', { name: 'Kaydet' })).toBeVisible();
      await expectNoSeriousViolations(page, `${section}/ekle`);
    }
  });

  test('spec §2 import: a CSV preview lists each error by row and column and writes nothing; a good file is written', async ({ page }) => {
    const tag = `İthal E2E ${stamp()}`;
    await page.goto(urlFor(dataLogger.host, '/bitki-tanimi'));
    await page.getByRole('button', { name: 'İçe aktar' }).click();
    const dialog = page.getByRole('dialog', { name: /içe aktar/ });
    const bad = `Bitki Adı;Latince Adı;AB Ürün Kodu\n${tag} bir;Planta una;0120050\n;Planta sine nomine;0120060\n${tag} üç;Planta tres;12AB\n`;
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'bitkiler.csv', mimeType: 'text/csv', buffer: Buffer.from(bad, 'utf8') });
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    const errors = dialog.getByRole('table').filter({ hasText: 'Hata' }).first();
    await expect(errors.getByRole('row').filter({ hasText: 'Bitki Adı' }).filter({ hasText: '3' })).toHaveCount(1);
    await expect(errors).toContainText('AB ürün kodu 7 haneli olmalıdır');
    await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toBeDisabled();
    await expectNoSeriousViolations(page, 'import preview with errors');

    const good = `Bitki Adı;Latince Adı;AB Ürün Kodu\n${tag} bir;Planta una;0120050\n${tag} iki;Planta duo;0120060\n`;
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'bitkiler.csv', mimeType: 'text/csv', buffer: Buffer.from(good, 'utf8') });
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'İçe aktar' }).click();
    await expect(dialog).toBeHidden();
    await search(page, tag.toLocaleLowerCase('tr-TR'));
    await expect(row(page, tag)).toHaveCount(2);
  });
});

test.describe('Support reads the definitions without changing them (spec §6)', () => {
  test.beforeEach(async ({ page }) => signIn(page, support));
  test.afterEach(async ({ page }) => logout(page, support));

  for (const section of ['bitki-tanimi', 'mrl-urun']) {
    test(`spec §6 ${section}: every write control is disabled, reading and export stay`, async ({ page }) => {
      await page.goto(urlFor(support.host, `/${section}`));
      await expect(table(page).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText('Salt okunur erişim', { exact: false }).first()).toBeVisible();
      for (const button of [page.getByRole('button', { name: 'Yeni Kayıt' }).or(page.getByRole('link', { name: 'Yeni Kayıt' })), page.getByRole('button', { name: 'İçe aktar' })]) {
        await expect(button.first()).toBeDisabled();
      }
      const switches = table(page).getByRole('switch');
      const n = await switches.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) await expect(switches.nth(i)).toBeDisabled();
      await table(page).getByRole('button', { name: /işlemler/ }).first().click();
      await expect(page.getByRole('menuitem', { name: 'Düzenle' })).toBeDisabled();
      await expect(page.getByRole('menuitem', { name: 'Sil' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Dışa aktar' })).toBeEnabled();
      await expectNoSeriousViolations(page, `${section} as Support`);
    });
  }
});
