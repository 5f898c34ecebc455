// Journeys. The consumer page behind a lot's QR code: a fresh browser on a 375 px phone
// opens the plain and the GS1 Digital Link addresses without any session and sees what a shopper
// may see; a revoked link is then refused. The field controller on a 375 px phone: a lot from
// creation to packing with a spraying from a prescription and a harvest inside its PHI, the
// labels and the QR address; a stage entered offline, sent once when the connection returns.
import { request, type Locator, type Page } from '@playwright/test';
import { API_PREFIX, type LoginResult } from '@portal/contracts';
import { DEMO_PASSWORD } from '@portal/shared/demo-data';
import { E2E_PORT } from '../playwright.config';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { field, logout, signInThroughApi } from '../support/session';
import { clientAddressOf, expect, expectProblem, test } from '../support/test';

const trc = demoAccount('trc');

test('a fresh phone browser opens the lot’s QR address (plain and GS1) and sees the consumer page; a revoked link is gone', async ({ browser }) => {
  const origin = new URL(urlFor(trc.host)).origin;
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, extraHTTPHeaders: { origin, 'x-forwarded-for': clientAddressOf(test.info()) } });
  try {
    // The journeys' server gives access tokens a few seconds of life (it tests the refresh), so
    // each call of the member's here signs in afresh rather than keep one token.
    const bearer = async () => {
      let login = (await (await api.post(`${API_PREFIX}/auth/login`, { data: { email: trc.email, password: DEMO_PASSWORD } })).json()).data as LoginResult;
      if (login.status === 'duplicate-session') login = (await (await api.post(`${API_PREFIX}/auth/sessionKill`, { data: { ticket: login.ticket } })).json()).data as LoginResult;
      expect(login.status).toBe('authenticated');
      return { authorization: `Bearer ${(login as Extract<LoginResult, { status: 'authenticated' }>).token}` };
    };
    const lots = await api.get(`${API_PREFIX}/lot?page=1&limit=10`, { headers: await bearer() });
    expect(lots.status(), await lots.text()).toBe(200);
    const lot = ((await lots.json()) as { data: Array<{ id: number; code: string }> }).data[0]!;
    const made = await api.post(`${API_PREFIX}/lot/${lot.id}/link`, { headers: await bearer() });
    expect(made.status(), await made.text()).toBeLessThan(300);
    const link = ((await made.json()) as { data: { url: string; gs1Url: string | null } }).data;
    expect(link.gs1Url).not.toBeNull();

    const shopper = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'tr-TR' });
    const phone = await shopper.newPage();
    for (const address of [link.url, link.gs1Url!]) {
      await phone.goto(address);
      await expect(phone.getByRole('heading', { level: 1 })).toContainText('Mısır');
      await expect(phone.getByRole('main')).toContainText('Şeker mısırı');
      await expect(phone.getByRole('main')).toContainText('Lamdakor 5 EC');
      await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    // Nothing personal beyond the first name: no notes, no exact field position.
    await expect(phone.getByRole('main')).not.toContainText('Yeşilkurt görüldü');
    await expect(phone.getByRole('main')).not.toContainText('38.2102');
    await expectNoSeriousViolations(phone, 'consumer page');

    expect((await api.delete(`${API_PREFIX}/lot/${lot.id}/link`, { headers: await bearer() })).status()).toBeLessThan(300);
    // The revoked link is refused on purpose: the public lot answers 404 and the page says so.
    expectProblem(/^404 GET .*\/api\/v1\/public\/lot\//, phone);
    await phone.goto(link.url);
    await expect(phone.getByText(/geçerli değil/)).toBeVisible();
    await shopper.close();
  } finally {
    await api.dispose();
  }
});

// ---------------------------------------------------------------- the field screens

/** A point inside Ova Tarlası, the seeded cornfield in Ödemiş (where the phone says it is). */
const IN_THE_FIELD = { latitude: 38.2102, longitude: 27.9499, accuracy: 8 };

/** A day relative to today in Türkiye, as the date fields show it (GG.AA.YYYY). */
const dayTr = (offsetDays: number) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const main = (page: Page) => page.getByRole('main');

async function signInOnPhone(page: Page) {
  await signInThroughApi(page, trc);
  // At 375 px the user menu shows only its avatar, so the home is told by its address and heading.
  await expect(page).toHaveURL(urlFor(trc.host, trc.home));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();
}

/** The user menu names the user only on a wide screen. */
async function signOut(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logout(page, trc);
}

async function setDate(page: Page, value: string) {
  const date = main(page).getByRole('textbox', { name: 'Tarih' });
  await date.fill(value);
  await date.press('Tab');
  await expect(date).toHaveValue(value);
}

/** From the lot page: opens the stage form, picks the kind and the day. */
async function startStage(page: Page, kind: string, day: string) {
  await main(page).getByRole('link', { name: 'Aşama ekle' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aşama ekle' })).toBeVisible();
  await main(page).getByRole('combobox', { name: /^Aşama/ }).selectOption({ label: kind });
  await setDate(page, day);
}

async function save(page: Page, lotUrl: RegExp) {
  await main(page).getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(lotUrl);
}

const stageCards = (page: Page) => main(page).getByRole('list', { name: 'Aşamalar' }).getByRole('listitem');
/** The image has loaded and decoded: complete, with a natural width (a broken image has none). */
async function expectPixels(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'fotoğrafın pikselleri yüklenmedi' }).toBe(true);
}

/** A 1×1 PNG: a photo taken in the field. */
const FIELD_PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==', 'base64');

test.describe('the TRC field controller on a phone (375 px first)', () => {
  test.use({ viewport: { width: 375, height: 740 }, geolocation: IN_THE_FIELD, permissions: ['geolocation'], locale: 'tr-TR' });

  test('creates a lot, records planting, a spraying from a prescription, a too-early harvest (flagged, with a reason) and a packing; prints the labels; a fresh browser opens the QR address', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signInOnPhone(page);
    await expectNoSeriousViolations(page, 'TRC ana sayfa');

    // §1: a new lot on the cooperative's cornfield; the area brings its plant.
    const season = `Güz ${Date.now().toString(36)}`;
    await main(page).getByRole('link', { name: 'Yeni parti' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Yeni parti' })).toBeVisible();
    const area = main(page).getByRole('combobox', { name: 'Üretim alanı' });
    await area.fill('Ova');
    await page.getByRole('option', { name: /Ova Tarlası/ }).click();
    await expect(main(page).getByRole('combobox', { name: 'Ürün (bitki)' })).toHaveValue('Mısır');
    await main(page).getByLabel('Çeşit').fill('Şeker mısırı');
    await field(page, 'Sezon').fill(season);
    await main(page).getByLabel('GTIN (barkod)').fill('8691234567891');
    await main(page).getByRole('button', { name: 'Partiyi oluştur' }).click();
    await expect(main(page).getByText('GTIN’in kontrol hanesi tutmuyor')).toBeVisible();
    await expectNoSeriousViolations(page, 'yeni parti: hatalı GTIN');
    await main(page).getByLabel('GTIN (barkod)').fill('8691234567890');
    await main(page).getByRole('checkbox', { name: /ilk adı/ }).check();
    await main(page).getByRole('button', { name: 'Partiyi oluştur' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: /^Parti TRC-\d{4}-\d{6}$/ })).toBeVisible();
    const lotUrl = new RegExp(`${page.url().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const lotCode = ((await main(page).getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Parti ', '');
    await expect(main(page)).toContainText('Henüz aşama kaydı yok');
    await expectNoSeriousViolations(page, 'parti sayfası');

    // The lot's fields again: the area fixed, the plant open while nothing is recorded.
    await main(page).getByRole('link', { name: 'Düzenle' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Partiyi düzenle' })).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: 'Üretim alanı' })).toBeDisabled();
    await expect(main(page).getByRole('combobox', { name: 'Ürün (bitki)' })).toBeEnabled();
    await expectNoSeriousViolations(page, 'parti düzenleme');
    await main(page).getByLabel('Çeşit').fill('Şeker mısırı (erkenci)');
    await main(page).getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(lotUrl);
    await expect(main(page)).toContainText('Mısır · Şeker mısırı (erkenci)');

    // §2: planting, with the phone's position checked against the field's border.
    await startStage(page, 'Dikim', dayTr(-30));
    await main(page).getByRole('button', { name: 'Konumumu ekle' }).click();
    await expect(main(page).getByText('Alan içinde')).toBeVisible();
    await expectNoSeriousViolations(page, 'aşama formu: dikim');
    await save(page, lotUrl);
    await expect(stageCards(page)).toHaveCount(1);
    await expect(stageCards(page).first()).toContainText('Alan içinde');

    // §2: a spraying from the engineer's prescription on this field (Lamdakor 5 EC, PHI 14 days).
    await startStage(page, 'İlaçlama', dayTr(-3));
    await main(page).getByRole('combobox', { name: /^Reçete/ }).selectOption({ index: 1 });
    const product = main(page).getByRole('combobox', { name: /^Uygulanan ürün/ });
    await expect(product.locator('option', { hasText: 'Lamdakor 5 EC' })).toHaveCount(1);
    await product.selectOption({ index: 1 });
    await expectNoSeriousViolations(page, 'aşama formu: reçeteden ilaçlama');
    await save(page, lotUrl);
    await expect(stageCards(page)).toHaveCount(2);
    await expect(main(page)).toContainText('Ürün: Lamdakor 5 EC');
    await expect(main(page)).toContainText('Bekleme süresi: 14 gün');
    await expect(main(page).getByRole('region', { name: 'Bekleme süresi uyumu' })).toContainText(`En erken hasat: ${dayTr(11)}`);

    // §3 ★: a harvest today is inside the PHI: red before saving, kept only with a reason.
    await startStage(page, 'Hasat', dayTr(0));
    await main(page).getByLabel('Hasat miktarı').fill('1200');
    await expect(main(page).getByRole('alert').filter({ hasText: 'Bekleme süresi dolmadı' })).toContainText(`Lamdakor 5 EC`);
    await expectNoSeriousViolations(page, 'aşama formu: bekleme süresinde hasat');
    await main(page).getByRole('button', { name: 'Kaydet' }).click();
    await expect(main(page).getByText('Bekleme süresi dolmadan hasat için gerekçe yazın')).toBeVisible();
    await main(page).getByLabel(/Gerekçe/).fill('Alıcı erken teslim istedi; kalıntı analizi yaptırılacak');
    await save(page, lotUrl);
    await expect(stageCards(page)).toHaveCount(3);
    await expect(main(page)).toContainText('Bekleme süresi dolmadan hasat edildi');
    await expect(main(page).getByRole('region', { name: 'Bekleme süresi uyumu' })).toContainText('Bekleme süresi içinde hasat var');

    // §2: packing.
    await startStage(page, 'Paketleme', dayTr(0));
    await main(page).getByLabel('Ambalaj sayısı').fill('80');
    await save(page, lotUrl);
    await expect(stageCards(page)).toHaveCount(4);
    await expectNoSeriousViolations(page, 'parti sayfası: dört aşama');

    // §5: the label sheet (it makes the consumer link), then the QR address it carries.
    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Etiketleri indir (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`${lotCode}-etiketler.pdf`);
    const qrUrl = (await main(page).getByTestId('lot-qr-url').textContent()) ?? '';
    expect(qrUrl).toMatch(/\/01\/08691234567890\/10\/TRC-/);
    await expect(main(page).getByRole('img', { name: /QR kodu/ })).toBeVisible();

    // §4: a shopper's fresh phone opens the QR's address.
    const shopper = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'tr-TR' });
    const phone = await shopper.newPage();
    await phone.goto(qrUrl);
    await expect(phone.getByRole('heading', { level: 1 })).toContainText('Mısır');
    await expect(phone.getByRole('main')).toContainText('Şeker mısırı');
    await expect(phone.getByRole('main')).toContainText('Lamdakor 5 EC');
    await expect(phone.getByRole('main')).toContainText('Mehmet');
    await expect(phone.getByRole('main')).not.toContainText('Uçar');
    await expect(phone.getByRole('main')).not.toContainText('Alıcı erken teslim');
    await shopper.close();

    await signOut(page);
  });

  test('a stage entered with no connection is kept on the phone with its photo and sent once when it is back', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInOnPhone(page);
    // The lots list (partiler), searched: the seeded cornfield's lot.
    await page.goto(urlFor(trc.host, '/partiler'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Partiler' })).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Ara' }).fill('Şeker mısırı');
    await expect(page).toHaveURL(/ara=/);
    await expectNoSeriousViolations(page, 'partiler');
    // At 375 px a lot is a card: its code is the link to the lot.
    await main(page).getByRole('listitem').filter({ hasText: 'Ova Tarlası' }).first().getByRole('link', { name: /^TRC-/ }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: /^Parti TRC-/ })).toBeVisible();
    const lotUrl = new RegExp(`${page.url().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    // Counted once the register has loaded (the lot's heading comes first).
    await expect(stageCards(page).first()).toBeVisible();
    const before = await stageCards(page).count();
    const note = `Damla sulama ${Date.now().toString(36)}`;

    await startStage(page, 'Sulama', dayTr(0));
    await main(page).getByLabel('Not', { exact: true }).fill(note);
    await main(page).locator('input[type=file]').setInputFiles({ name: 'damla.png', mimeType: 'image/png', buffer: FIELD_PHOTO });
    // Offline on purpose: the page's requests fail until the connection is back.
    expectProblem(/^failed \w+ .* net::ERR_INTERNET_DISCONNECTED$/);
    await context.setOffline(true);
    await main(page).getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(lotUrl);
    await expect(page.getByText('Bağlantı yok: kayıt cihazda saklandı')).toBeVisible();
    await expect(page.getByText(/1 fotoğraf da onunla gönderilecek/)).toBeVisible();
    const waiting = main(page).getByRole('region', { name: 'Cihazda bekleyen kayıtlar' });
    await expect(waiting).toContainText('Sulama');
    await expect(waiting).toContainText('(1 fotoğraf)');
    await expectNoSeriousViolations(page, 'parti sayfası: cihazda bekleyen kayıt');

    await context.setOffline(false);
    await expect(page.getByText('Bekleyen kayıtlar gönderildi')).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toHaveCount(0);
    await expect(stageCards(page)).toHaveCount(before + 1);
    await expect(stageCards(page).filter({ hasText: note })).toHaveCount(1);
    // Its photo went after it, from the phone's IndexedDB, and shows as a thumbnail read with the session.
    const card = stageCards(page).filter({ hasText: note });
    const thumbnails = card.getByRole('button', { name: /Sulama \(.+\) fotoğraf \d+: büyüt/ });
    await expect(thumbnails.first()).toBeVisible();
    // Shown, not only present: each thumbnail and the enlarged photo have decoded pixels (a blob: URL
    // the Content-Security-Policy refuses leaves a broken image behind a visible button).
    await expect(thumbnails).toHaveCount(1);
    for (const thumbnail of await thumbnails.all()) await expectPixels(thumbnail.locator('img'));
    await thumbnails.first().click();
    const enlarged = page.getByRole('dialog', { name: /Sulama \(.+\) fotoğraf 1/ });
    await expect(enlarged).toBeVisible();
    await expectPixels(enlarged.locator('img'));
    await page.keyboard.press('Escape');
    await expect(enlarged).toBeHidden();

    // Sent once: a reload and a second flush add nothing.
    await page.reload();
    await expect(stageCards(page)).toHaveCount(before + 1);
    await expect(stageCards(page).filter({ hasText: note })).toHaveCount(1);
    await signOut(page);
  });
});
