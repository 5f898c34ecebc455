// Journey (Üretici Kayıt Defteri, B-Reçete's second half): the demo engineer issues an area
// prescription, records from its page that the farmer applied it in a good hour (the weather
// stand-in's calm hours: 06–10 and from 17; the window the form proposes once it has begun), records the
// harvest, opens the area's register (the entries with their flags readable, at 1440 and 375 px)
// and downloads its PDF; the public page of the prescription shows the 3-day strip. axe on each
// screen. (The PDF's text is checked by the API's tests.)
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { issueOn, type Issued } from '../support/issue-prescription';
import { apiAs, signInThroughApi, userMenuButton } from '../support/session';
import { clientAddressOf, expect, test } from '../support/test';

const engineer = demoAccount('muhendis');
/** A seeded area (Şükrü Yıldız's vineyard, with a boundary, so with weather) no other journey writes on. */
const AREA = 'Afşar Bağı';
/** The stand-in's good hours: calm mornings 06–09 and evenings 17–23 (support/weather-stand-in.mjs). */
const CALM_HOURS = [6, 7, 8, 9, 17, 18, 19, 20, 21, 22, 23];

/** Today in Türkiye as the date fields show it (GG.AA.YYYY). */
const todayTr = () => new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
/** The time in Türkiye now (SS:DD). */
const nowTr = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
/** The latest calm hour of today that has begun (SS:00), or null before the first. */
function passedCalmHour(): string | null {
  const hour = Number(nowTr().slice(0, 2));
  const passed = CALM_HOURS.filter((h) => h <= hour).at(-1);
  return passed === undefined ? null : `${String(passed).padStart(2, '0')}:00`;
}

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, engineer);
  // The signed-in shell is a chunk of its own: on a busy machine it takes longer than expectHome waits.
  await expect(userMenuButton(page, engineer)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(urlFor(engineer.host, engineer.home));
}

test.describe('register', () => {
  test('an engineer issues an area prescription, records the application in the proposed good window and the harvest, opens the area’s register and its PDF; the public page shows the 3-day strip', async ({ page, browser }) => {
    test.setTimeout(240_000);
    // Issued through the API first: a user has one session, so the browser signs in after.
    const api = await apiAs(engineer);
    let issued: Issued;
    try {
      issued = await issueOn(api, AREA);
    } finally {
      await api.dispose();
    }
    await signIn(page);

    // From the prescription's page, as the engineer finds it after issuing.
    await page.goto(urlFor(engineer.host, `/receteler/${issued.id}`));
    // Each feature's chunk loads on first use: on a busy machine that takes a while.
    await expect(page.getByRole('heading', { level: 1, name: `Reçete ${issued.prescriptionNo}` })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Uygulama kaydet' }).click();
    await expect(page).toHaveURL(urlFor(engineer.host, `/kayit-defteri/uygulama/${issued.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Uygulama kaydet' })).toBeVisible({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Uygulama formu' });
    await expect(form.getByRole('checkbox', { name: new RegExp(`^${issued.tradeName}`) })).toBeChecked();

    // The spray window: the 3-day strip and the next good window, from one of the stand-in's calm
    // hours. The register takes what has been done: a window that has begun is proposed with a
    // button that fills the form; a later one is guidance only.
    const proposed = page.getByTestId('proposed-window');
    const upcoming = page.getByTestId('next-window');
    await expect(proposed.or(upcoming)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page, 'uygulama kaydet');
    const date = form.getByRole('textbox', { name: /^Uygulama tarihi/ });
    const time = form.getByRole('textbox', { name: /^Başlama saati/ });
    // The rating the weather of the recorded hour gets: a calm hour's, unless none has begun today.
    let rating = 'Uygun';
    if (await proposed.isVisible()) {
      // Begun: today (the plan starts at this hour and the still night breaks every window at midnight).
      await expect(proposed).toHaveText(/^Önerilen: \d{2}\.\d{2}\.\d{4} \d{2}:00–/);
      const [, day, hour] = /^Önerilen: (\d{2}\.\d{2}\.\d{4}) (\d{2}):00/.exec((await proposed.textContent()) ?? '')!;
      expect(CALM_HOURS).toContain(Number(hour));
      expect(day).toBe(todayTr());
      expect(`${hour}:00` <= nowTr()).toBe(true);
      await page.getByRole('button', { name: 'Önerilen zamanı kullan' }).click();
      await expect(date).toHaveValue(day!);
      await expect(time).toHaveValue(`${hour}:00`);
    } else {
      // Later today or tomorrow: said in words, nothing to fill the form with; the latest calm hour
      // that has begun today is recorded instead (before 06:00, the still night's first minute,
      // rated "Dikkat").
      await expect(upcoming).toHaveText(/^Sonraki uygun zaman: (bugün|yarın|\d{2}\.\d{2}\.\d{4}) \d{2}:00 ?–.* — uygulamayı yaptıktan sonra kaydedin\.$/);
      const [, hour] = /^Sonraki uygun zaman: \S+ (\d{2}):00/.exec((await upcoming.textContent()) ?? '')!;
      expect(CALM_HOURS).toContain(Number(hour));
      await expect(page.getByRole('button', { name: 'Önerilen zamanı kullan' })).toHaveCount(0);
      await expect(date).toHaveValue(todayTr());
      const passed = passedCalmHour();
      if (passed === null) rating = 'Dikkat';
      await time.fill(passed ?? '00:00');
    }

    // Who applied it: a professional applicator with a certificate.
    await form.getByRole('combobox', { name: /^Uygulayıcı türü/ }).selectOption('professional');
    await form.getByRole('textbox', { name: /^Uygulayıcının adı/ }).fill('Hasan Uçar');
    await form.getByRole('textbox', { name: /^Uygulayıcı belge numarası/ }).fill('PU-07-555');
    // Before saving: the weather of that hour as it will be stored, rated good by the planner.
    const check = page.getByTestId('application-check');
    await expect(check).toContainText('Kaydedilecek hava durumu', { timeout: 20_000 });
    await expect(check.getByText(rating, { exact: true })).toBeVisible();
    await expect(check).toContainText('rüzgâr');
    await expectNoSeriousViolations(page, 'uygulama kaydet: denetim');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(/\/kayit-defteri\/alan\/\d+\?sezon=\d{4}$/);
    const registerUrl = page.url();

    // The harvest of the area, the same day: inside the product's waiting period.
    await page.getByRole('link', { name: 'Hasat kaydet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hasat kaydet' })).toBeVisible();
    const harvestForm = page.getByRole('form', { name: 'Hasat formu' });
    await expect(harvestForm.getByRole('textbox', { name: /^Hasat tarihi/ })).toHaveValue(todayTr());
    await harvestForm.getByRole('textbox', { name: /^Hasat miktarı/ }).fill('850');
    await harvestForm.getByRole('textbox', { name: /^Parti \/ alıcı/ }).fill('Kumluca Hali');
    await expectNoSeriousViolations(page, 'hasat kaydet');
    await harvestForm.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(registerUrl);

    // The area's register: the prescription, the application and the harvest with their flags.
    const table = page.getByRole('table', { name: `${AREA}: kayıt defteri` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('link', { name: `Reçete ${issued.prescriptionNo}` })).toBeVisible();
    const applied = table.getByRole('row').filter({ hasText: 'Hasan Uçar (Profesyonel uygulayıcı, belge PU-07-555)' });
    await expect(applied).toHaveCount(1);
    await expect(applied).toContainText(issued.tradeName);
    await expect(applied.getByText(rating, { exact: true })).toBeVisible();
    const harvested = table.getByRole('row').filter({ hasText: 'Kumluca Hali' });
    await expect(harvested).toContainText('850 kg');
    // The harvest inside the product's pre-harvest interval is flagged red, its text readable.
    const flag = harvested.getByRole('listitem').first();
    await expect(flag).toHaveAttribute('data-severity', 'error');
    await expect(flag).toContainText(`${issued.tradeName} için`);
    await expect(flag).toContainText('hasat aralığının içinde');
    await expectNoSeriousViolations(page, 'alan kayıt defteri');

    // Its PDF: a real PDF of some size (its text is the API tests' business).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF indir' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);

    // At 375 px the rows are cards, every action in the card's menu.
    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole('list', { name: `${AREA}: kayıt defteri` });
    await expect(cards).toBeVisible();
    await expect(table).toHaveCount(0);
    await cards.getByRole('button', { name: /^Uygulama .* işlemler$/ }).first().click();
    for (const action of ['Düzelt', 'Geri çek', 'Geçmiş', 'Fotoğraflar']) await expect(page.getByRole('menuitem', { name: action })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page, 'alan kayıt defteri (375 px)');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The prescription's public page (no session) shows the area's 3-day strip.
    await page.goto(urlFor(engineer.host, `/receteler/${issued.id}`));
    await page.getByRole('button', { name: 'Bağlantıyı göster' }).click();
    const linkBox = page.getByRole('textbox', { name: 'Bağlantı' });
    await expect(linkBox).toHaveValue(/\/prescription\/[A-Za-z0-9_-]{22,64}$/);
    const publicPath = new URL(await linkBox.inputValue()).pathname;
    const visitor = await browser.newContext({ locale: 'tr-TR', viewport: { width: 375, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
    try {
      const open = await visitor.newPage();
      await open.goto(urlFor(engineer.host, publicPath));
      await expect(open.getByRole('heading', { level: 1, name: `Reçete No: ${issued.prescriptionNo}` })).toBeVisible();
      await expect(open.getByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' })).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(open, 'herkese açık reçete: ilaçlama zamanı');
    } finally {
      await visitor.close();
    }
  });
});
