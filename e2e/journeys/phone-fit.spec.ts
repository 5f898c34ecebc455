// Journeys (spec §2 `hizli-recete`, `receteler/:id`, `/prescription/:token`): the prescription
// editor fits its screen, at 1280 px beside its side column and at 375 px on a phone, where the
// licensed products are cards: a product is added without sideways scrolling, "Ekle" inside the
// viewport. The issued prescription's detail page and its public page (what a farmer opens from
// the SMS or the QR) read on a phone with every line's figure in sight and the QR below. axe on
// each. At 375 px the engineer sends an issued prescription by SMS; the farmer's phone opens the
// link from that SMS (read in the development mailbox). A prescription cancelled by its correction
// shows one whole status badge in the list at 1280 px and on its card at 375 px.
import type { Locator, Page } from '@playwright/test';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { linkTo, waitForMessage } from '../support/mailbox';
import { choose } from '../support/choose';
import { issueOn, type Issued } from '../support/issue-prescription';
import { apiAs, expectHome, signInThroughApi } from '../support/session';
import { clientAddressOf, expect, test } from '../support/test';

const engineer = demoAccount('muhendis');
const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };

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

/** The element's own content fits it: nothing cut off inside (inline boxes have no width of their own to compare). */
async function expectWhole(element: Locator, what: string) {
  const overflow = await element.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((el) => getComputedStyle(el).display !== 'inline')
      .map((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
      .filter((m) => m.scrollWidth > m.clientWidth),
  );
  expect(overflow, `${what}: content wider than its box`).toEqual([]);
}

/** The number as a whole word: RCT-2026-12 is not RCT-2026-120. */
const exactNo = (no: string) => new RegExp(`${no.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);

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

  test('at 375 px the engineer sends an issued prescription to the producer by SMS; the link in that SMS opens, on the farmer\'s phone, the public page with every line field and the QR in sight', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    // İsmail Öztürk's vineyard (its ÇKS parcel is on record, as B-Reçete products ask): his
    // mobile is on his record (seed 0532 405 15 25).
    const FARMER_PHONE = '+905324051525';
    const api = await apiAs(engineer);
    let issued: Issued;
    try {
      issued = await issueOn(api, 'Alhan Bağı');
    } finally {
      await api.dispose();
    }
    const number = issued.prescriptionNo;

    await page.setViewportSize(WIDE);
    await signInThroughApi(page, engineer);
    await expectHome(page, engineer);
    await page.setViewportSize(PHONE);
    await page.goto(urlFor(engineer.host, `/receteler/${issued.id}`));
    await expect(page.getByRole('heading', { level: 1, name: `Reçete ${number}` })).toBeVisible();

    // "SMS ile gönder": the producer's number is there already; sent as it is.
    const send = page.getByRole('button', { name: 'SMS ile gönder' });
    await expectInsideViewport(page, send, '375 px: SMS ile gönder');
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'SMS ile gönder' });
    await expect(dialog.getByRole('textbox', { name: 'Cep telefonu' })).toHaveValue(/^(\+90|0)?\s*532\s*405\s*15\s*25$/);
    await expectInsideViewport(page, dialog.getByRole('button', { name: 'Gönder' }), '375 px: SMS penceresinde Gönder');
    await expectNoSidewaysScroll(page, '375 px: SMS ile gönder');
    await expectNoSeriousViolations(page, 'SMS ile gönder (375 px)');
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('SMS kuyruğa alındı')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The delivery list: the SMS to the producer's number, with its state.
    const deliveries = page.getByRole('table', { name: "Gönderilen e-postalar ve SMS'ler" });
    const sent = deliveries.getByRole('row').filter({ hasText: FARMER_PHONE });
    await expect(sent).toHaveCount(1);
    await expect(sent.getByRole('cell').first()).toHaveText('SMS');
    await expect(sent).toContainText('İsmail Öztürk');
    await expect(sent).toContainText(/Yerelde tutuldu|Gönderildi|Beklemede|Gönderiliyor/);
    await expectNoSidewaysScroll(page, `375 px: ${number} gönderildikten sonra`);
    await expectNoSeriousViolations(page, 'reçete ayrıntısı, SMS gönderildi (375 px)');

    // The farmer's phone: the link is the one in the SMS text, not the one on the page.
    const sms = await waitForMessage(request, FARMER_PHONE, (m) => m.channel === 'sms' && m.text.includes(number));
    const link = linkTo(sms, '/prescription/');
    expect(sms.text).toContain(link);
    expect(new URL(link).pathname).toMatch(/^\/prescription\/[A-Za-z0-9_-]{22,64}$/);
    const farmer = await browser.newContext({ locale: 'tr-TR', viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
    try {
      const open = await farmer.newPage();
      await open.goto(link);
      await expect(open.getByRole('heading', { level: 1, name: `Reçete No: ${number}` })).toBeVisible();
      const card = open.getByRole('list', { name: 'Reçetedeki ürünler' }).getByRole('listitem', { name: issued.tradeName, exact: true });
      await expect(card).toBeVisible();
      for (const label of ['Zararlı', 'Doz', 'Alan için miktar', 'Hasat aralığı', 'Tekrar giriş']) {
        await expect(card.getByText(label, { exact: true })).toBeVisible();
        await expectInsideViewport(open, card.getByText(label, { exact: true }), `SMS bağlantısı, 375 px: ${label}`);
      }
      await expectWhole(card, `SMS bağlantısı, 375 px: ${issued.tradeName} kartı`);
      const qr = open.getByRole('img', { name: 'Bu sayfanın karekodu' });
      await expectInsideViewport(open, qr, 'SMS bağlantısı, 375 px: karekod');
      await expect(qr).toBeVisible();
      await expectNoSidewaysScroll(open, '375 px: SMS bağlantısından açılan reçete');
      await expectNoSeriousViolations(open, 'SMS bağlantısından açılan reçete (375 px)');
    } finally {
      await farmer.close();
    }
  });

  test('a prescription cancelled by its correction shows one status badge, whole, in the list at 1280 px and at 375 px; its correction too', async ({ page }) => {
    test.setTimeout(120_000);
    const api = await apiAs(engineer);
    let original: Issued;
    let correction: { prescriptionNo: string };
    try {
      original = await issueOn(api, 'Adrasan Cam Serası');
      correction = await api.call<{ prescriptionNo: string }>('post', `prescription/${original.id}/correct`, { reason: 'Su miktarı yeniden hesaplandı', prescription: original.body });
    } finally {
      await api.dispose();
    }

    await page.setViewportSize(WIDE);
    await signInThroughApi(page, engineer);
    await expectHome(page, engineer);
    // The default list ("Durum: Etkin") holds what is not archived: a cancelled one is listed.
    await page.goto(urlFor(engineer.host, '/receteler'));
    const table = page.getByRole('table', { name: 'Reçeteler' });
    await expect(table).toBeVisible();
    for (const [no, label, status] of [
      [original.prescriptionNo, 'İptal edildi', 'cancelled'],
      [correction.prescriptionNo, 'Geçerli', 'active'],
    ] as const) {
      await page.getByLabel('Ara', { exact: true }).fill(no);
      await expect(table.getByRole('row').filter({ hasText: exactNo(no) })).toHaveCount(1);
      await expect(table).toHaveAttribute('aria-busy', 'false');
      for (const size of [WIDE, PHONE]) {
        await page.setViewportSize(size);
        // At 375 px the rows are cards.
        const row =
          size === WIDE ? page.getByRole('table', { name: 'Reçeteler' }).getByRole('row').filter({ hasText: exactNo(no) }) : page.getByRole('list', { name: 'Reçeteler' }).getByRole('listitem').filter({ hasText: exactNo(no) });
        await expect(row).toHaveCount(1);
        const badges = row.locator('.mantine-Badge-root');
        const badge = row.locator('[data-status]');
        const what = `${size.width} px: ${no} durumu`;
        await expect(badges, `${what}: one badge in the row`).toHaveCount(1);
        await expect(badge).toHaveCount(1);
        await expect(badge).toHaveAttribute('data-status', status);
        await expect(badge).toHaveText(label);
        await expect(badge).toBeVisible();
        await expectInsideViewport(page, badge, what);
        await expectWhole(badge, what);
        await expectNoSidewaysScroll(page, `${size.width} px: reçeteler`);
      }
      await page.setViewportSize(WIDE);
    }
    await page.setViewportSize(PHONE);
    await expectNoSeriousViolations(page, 'reçeteler, düzeltilmiş reçete (375 px)');
  });
});
