// Journeys (spec §2 `hizli-recete`, `receteler/:id`, `/prescription/:token`): the prescription
// editor fits its screen, at 1280 px beside its side column and at 375 px on a phone, where the
// licensed products are cards: a product is added without sideways scrolling, "Ekle" inside the
// viewport. The issued prescription's detail page and its public page (what a farmer opens from
// the SMS or the QR) read on a phone with every line's figure in sight and the QR below. axe on
// each.
import type { Locator, Page } from '@playwright/test';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { expectHome, signInThroughApi } from '../support/session';
import { clientAddressOf, expect, test } from '../support/test';

const engineer = demoAccount('muhendis');
const PHONE = { width: 375, height: 812 };

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${what}: page width ${scrollWidth} in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/** The element, scrolled to vertically, lies wholly inside the viewport's width. */
async function expectInsideViewport(page: Page, element: Locator, what: string) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge in a ${width} px window`).toBeLessThanOrEqual(width);
}

async function choose(page: Page, label: RegExp, typed: string, option: RegExp) {
  const box = page.getByLabel(label).and(page.locator('input')).first();
  await expect(box).toBeEnabled();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test.describe('phone first', () => {
  test('a product is added without sideways scrolling at 1280 px and at 375 px; the issued prescription and its public page read on a phone with every line figure and the QR', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughApi(page, engineer);
    await expectHome(page, engineer);
    await page.goto(urlFor(engineer.host, '/hizli-recete'));
    await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Reçete' })).toBeVisible();
    if (await page.getByRole('group', { name: /Tırtılsan 200 SC/ }).count()) {
      await page.getByRole('button', { name: 'Taslağı temizle' }).click();
      await page.getByRole('dialog', { name: 'Taslağı temizle' }).getByRole('button', { name: 'Temizle' }).click();
    }
    await choose(page, /^Bitki/, 'Domates', /^Domates$/);
    await page.getByRole('textbox', { name: /^Alan \(dekar\)/ }).fill('3');
    await choose(page, /^Zararlı organizmalar/, 'güve', /^Domates güvesi/);

    // 1280 px, beside the findings column: the table's "Ekle" is in sight.
    const products = page.getByRole('table', { name: 'Ruhsatlı ürünler' });
    await expect(products).toBeVisible();
    const add = page.getByRole('button', { name: 'Ekle: Tırtılsan 200 SC (Domates güvesi)' });
    await expectInsideViewport(page, add, '1280 px: Ekle');
    await expectNoSidewaysScroll(page, '1280 px: hızlı reçete');
    await expectNoSeriousViolations(page, 'hızlı reçete (1280 px)');

    // 375 px: the products are cards, each with its own "Ekle".
    await page.setViewportSize(PHONE);
    const cards = page.getByRole('list', { name: 'Ruhsatlı ürünler' });
    await expect(cards).toBeVisible();
    await expect(products).toHaveCount(0);
    await expectInsideViewport(page, add, '375 px: Ekle');
    await expectNoSidewaysScroll(page, '375 px: hızlı reçete');
    await add.click();
    const line = page.getByRole('group', { name: /1\. Tırtılsan 200 SC — Domates güvesi/ });
    await expect(line.getByRole('list', { name: 'Doz hesabı' })).toContainText('45 ml');
    await expect(cards.getByRole('button', { name: 'Eklendi: Tırtılsan 200 SC (Domates güvesi)' })).toBeVisible();
    await expectNoSidewaysScroll(page, '375 px: ürün eklendi');
    await expectNoSeriousViolations(page, 'hızlı reçete (375 px)');

    // Issued on the wide screen (no harvest date: the PHI warning is acknowledged like any other).
    await page.setViewportSize({ width: 1280, height: 900 });
    const findings = page.getByTestId('findings-panel');
    await expect(findings).toContainText('Planlanan hasat tarihi girilmedi', { timeout: 15_000 });
    for (let i = 0; i < 12; i++) {
      const open = findings.getByRole('checkbox', { name: 'Okudum, onaylıyorum', checked: false });
      if ((await open.count()) === 0) break;
      await open.first().check();
    }
    await expect(findings).toContainText('Engel yok: reçete düzenlenebilir.', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Önizle' }).click();
    await page.getByRole('dialog', { name: 'Reçete önizlemesi' }).getByRole('button', { name: 'Reçeteyi Düzenle' }).click();
    await expect(page).toHaveURL(/\/receteler\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Reçete RCT-\d{4}-\d+$/ });
    const number = ((await heading.textContent()) ?? '').replace('Reçete ', '').trim();
    await page.getByRole('button', { name: 'Bağlantıyı göster' }).click();
    const linkBox = page.getByRole('textbox', { name: 'Bağlantı' });
    await expect(linkBox).toHaveValue(/\/prescription\/[A-Za-z0-9_-]{22,64}$/);
    const publicPath = new URL(await linkBox.inputValue()).pathname;

    // The detail page on a phone: the line is a card with every figure, nothing off to the side.
    await page.setViewportSize(PHONE);
    const sheet = page.getByRole('article', { name: 'Yazdırılacak reçete' });
    const card = sheet.getByRole('list', { name: 'Reçetedeki ürünler' }).getByRole('listitem', { name: 'Tırtılsan 200 SC' });
    await expect(card).toBeVisible();
    for (const label of ['Doz', 'Alan için miktar', 'PHI', 'Tekrar giriş']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
      await expectInsideViewport(page, card.getByText(label, { exact: true }), `ayrıntı, 375 px: ${label}`);
    }
    await expect(card).toContainText('45 ml');
    await expectNoSidewaysScroll(page, `375 px: ${number} ayrıntısı`);
    await expectNoSeriousViolations(page, 'reçete ayrıntısı (375 px)');

    // The public page, opened as the farmer does, on a phone with no session.
    const farmer = await browser.newContext({ locale: 'tr-TR', viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
    try {
      const open = await farmer.newPage();
      await open.goto(urlFor(engineer.host, publicPath));
      await expect(open.getByRole('heading', { level: 1, name: `Reçete No: ${number}` })).toBeVisible();
      const publicCard = open.getByRole('list', { name: 'Reçetedeki ürünler' }).getByRole('listitem', { name: 'Tırtılsan 200 SC' });
      await expect(publicCard).toBeVisible();
      for (const label of ['Zararlı', 'Doz', 'Alan için miktar', 'Hasat aralığı', 'Tekrar giriş']) {
        await expectInsideViewport(open, publicCard.getByText(label, { exact: true }), `herkese açık sayfa, 375 px: ${label}`);
      }
      await expect(publicCard).toContainText('45 ml');
      await expect(publicCard).toContainText('1 gün');
      const qr = open.getByRole('img', { name: 'Bu sayfanın karekodu' });
      await expectInsideViewport(open, qr, 'herkese açık sayfa, 375 px: karekod');
      await expect(qr).toBeVisible();
      await expectNoSidewaysScroll(open, '375 px: herkese açık reçete');
      await expectNoSeriousViolations(open, 'herkese açık reçete (375 px)');
    } finally {
      await farmer.close();
    }
  });
});
