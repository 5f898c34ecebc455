// Journeys (the spray-window planner ★; spec §2 `/prescription/:token`, `receteler/:id`): the
// next 72 hours at a prescription's area rated hour by hour, from the weather stand-in's hourly
// forecast (calm mornings and evenings good, windy middays a caution, rain on the third day).
// The farmer's public page, opened with no session, shows the 3-day strip with the next good
// window in words and each day's good hours, readable at 1440 px and at 375 px without sideways
// scrolling; an hour's reasons show on hover and on a tap. The signed-in engineer sees the same
// strip on the prescription's detail page. axe on every screen.
import type { Locator, Page } from '@playwright/test';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { issueOn } from '../support/issue-prescription';
import { apiAs, expectHome, signInThroughApi } from '../support/session';
import { clientAddressOf, expect, test } from '../support/test';

const engineer = demoAccount('muhendis');
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const STRIP = 'İlaçlama zamanı (önümüzdeki 72 saat)';
const NEXT_WINDOW = /^En yakın uygun zaman: \d{2}\.\d{2}\.\d{4} \d{2}:00–\d{2}:00 \(\d+ saat\)\.$/;

/** Tomorrow in Türkiye as the strip names its day: 'Yarın, 6 Aralık Pazar'. */
const tomorrowLabel = () =>
  `Yarın, ${new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + 86_400_000))}`;

/** The strip as the stand-in's forecast makes it: the sentence, 72 rated hours, tomorrow's good hours. */
async function expectStrip(page: Page): Promise<Locator> {
  const strip = page.getByRole('region', { name: STRIP });
  await expect(strip).toBeVisible();
  await expect(strip.getByTestId('spray-next-window')).toHaveText(NEXT_WINDOW);
  await expect(strip.getByRole('group', { name: /^Saat saat ilaçlama uygunluğu/ }).getByRole('button')).toHaveCount(72);
  const tomorrow = strip.getByRole('group', { name: tomorrowLabel() });
  await expect(tomorrow).toContainText('Uygun saatler: 06:00–10:00, 17:00–24:00.');
  await expect(tomorrow.getByRole('button', { name: '07:00–08:00: Uygun' })).toBeVisible();
  await expect(strip.getByRole('list', { name: 'Renklerin ve desenlerin anlamı' })).toContainText('Uygun');
  return strip;
}

/** Nothing on the page is wider than the window, and the strip lies inside it. */
async function expectFits(page: Page, strip: Locator, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${what}: page width ${scrollWidth} in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
  const box = await strip.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The sentences are set at a readable size (14 px or more). */
async function expectReadable(locator: Locator, what: string) {
  const size = await locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size, `${what}: font size`).toBeGreaterThanOrEqual(14);
}

test.describe('spray-window planner', () => {
  test('the public page shows the 3-day strip with the next good window at 1440 px and at 375 px; an hour’s reasons on hover and on a tap; axe on both', async ({ browser }) => {
    test.setTimeout(120_000);
    const api = await apiAs(engineer);
    let token: string;
    try {
      const issued = await issueOn(api, 'Dere Bağı');
      token = (await api.call<{ token: string }>('get', `prescription/${issued.id}/link`)).token;
    } finally {
      await api.dispose();
    }
    // The farmer's browser: no session.
    const farmer = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: WIDE, extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(test.info()) } });
    try {
      const page = await farmer.newPage();
      await page.goto(urlFor(engineer.host, `/prescription/${token}`));
      await expect(page.getByRole('heading', { level: 1, name: /^Reçete No: RCT-\d{4}-\d+$/ })).toBeVisible();
      const strip = await expectStrip(page);
      await expectReadable(strip.getByTestId('spray-next-window'), 'the next good window');
      await expectFits(page, strip, '1440 px');
      // Hover a windy midday: its reasons, in Turkish, under the strip.
      const tomorrow = strip.getByRole('group', { name: tomorrowLabel() });
      await tomorrow.getByRole('button', { name: '12:00–13:00: Dikkat' }).hover();
      const detail = strip.getByTestId('spray-hour-detail');
      await expect(detail).toContainText('12:00–13:00');
      await expect(detail).toContainText('Rüzgâr 13 km/sa: 10–15 km/sa arasında sürüklenme riski artar');
      await expectNoSeriousViolations(page, 'herkese açık reçete: ilaçlama zamanı (1440 px)');

      await page.setViewportSize(PHONE);
      await expect(strip).toBeVisible();
      await expect(strip.getByTestId('spray-next-window')).toHaveText(NEXT_WINDOW);
      await strip.scrollIntoViewIfNeeded();
      await expectFits(page, strip, '375 px');
      await expectReadable(tomorrow.getByText('Uygun saatler: 06:00–10:00, 17:00–24:00.'), 'a day’s good hours');
      // A tap on a cell of the phone-wide strip shows that hour.
      await tomorrow.getByRole('button', { name: '07:00–08:00: Uygun' }).click();
      await expect(detail).toContainText('07:00–08:00');
      await expect(detail).toContainText('ilaçlama için uygun');
      await expectNoSeriousViolations(page, 'herkese açık reçete: ilaçlama zamanı (375 px)');
    } finally {
      await farmer.close();
    }
  });

  test('the prescription’s detail page shows the strip of its area to the signed-in engineer; axe passes', async ({ page }) => {
    test.setTimeout(120_000);
    // Issued first: a user has one session, so the page's sign-in ends the API's.
    const api = await apiAs(engineer);
    let id: number;
    try {
      id = (await issueOn(api, 'Afşar Bağı')).id;
    } finally {
      await api.dispose();
    }
    await page.setViewportSize(WIDE);
    await signInThroughApi(page, engineer);
    await expectHome(page, engineer);
    await page.goto(urlFor(engineer.host, `/receteler/${id}`));
    await expect(page.getByRole('heading', { level: 1, name: /^Reçete RCT-\d{4}-\d+$/ })).toBeVisible();
    const strip = await expectStrip(page);
    await expectFits(page, strip, 'detail 1440 px');
    // The keyboard: one tab stop, the arrow keys move through the hours.
    const focused = strip.locator('button[tabindex="0"]');
    await focused.focus();
    await page.keyboard.press('ArrowRight');
    await expect(strip.getByTestId('spray-hour-detail')).toBeVisible();
    await expect(strip.locator('button[tabindex="0"]')).toBeFocused();
    await expectNoSeriousViolations(page, 'reçete: ilaçlama zamanı');
  });
});
