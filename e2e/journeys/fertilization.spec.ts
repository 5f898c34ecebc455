// Journey (spec §2 `gubreleme-yaz`, §3 "Instruction template", §7 the fertilization
// calls): an engineer writes a tomato greenhouse plan with four stages, sees the nutrient totals
// follow the rows, saves it as a template, sends it to two producers and opens one of the plans
// from the producer's page. axe on the editor, the template and the sent plan.
import type { Locator, Page } from '@playwright/test';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHome, signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

const engineer = demoAccount('muhendis');

/**
 * A select's option: typed into a searchable one, or clicked open for a fixed one. Tried again
 * when the list closed under the pointer: the live checks' answer for the row before may grow
 * the rows above while the list is open.
 */
async function pick(scope: Locator, page: Page, label: string, option: string, typed?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await expect(async () => {
    if (typed) await box.fill(typed);
    else await box.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(box).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function fillRow(page: Page, n: number, row: { stage: string; product: string; typed: string; dose: string; applications?: string; interval?: string; method?: string }) {
  const section = page.getByRole('region', { name: `${n}. satır`, exact: true });
  await pick(section, page, 'Dönem', row.stage);
  await pick(section, page, 'Bitki besleme ürünü', row.product, row.typed);
  await section.getByRole('textbox', { name: 'Doz', exact: true }).fill(row.dose);
  if (row.method) await pick(section, page, 'Uygulama şekli', row.method);
  if (row.applications) await section.getByRole('textbox', { name: 'Uygulama sayısı' }).fill(row.applications);
  if (row.interval) await section.getByRole('textbox', { name: 'Aralık (gün)' }).fill(row.interval);
}

test('an engineer writes a four-stage tomato plan, sees its totals, saves it as a template, sends it to two producers and opens one from the producer’s page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, engineer);
  await expectHome(page, engineer);
  const title = `Sera domatesi ${test.info().parallelIndex}${Date.now().toString(36)}`;

  await page.getByRole('link', { name: 'Gübreleme Yaz' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gübreleme Yaz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Talimat şablonlarım' })).toBeVisible();
  await expectNoSeriousViolations(page, 'gübreleme yaz');

  await page.getByRole('textbox', { name: 'Plan başlığı' }).fill(title);
  await pick(page.locator('main'), page, 'Bitki', 'Domates', 'Doma');
  await pick(page.locator('main'), page, 'Dikim şekli', 'Fide');
  await page.getByRole('textbox', { name: 'Genel gübreleme bilgisi' }).fill('Toprak analizine göre; damla sulama ile.');

  await fillRow(page, 1, { stage: 'Dikim öncesi', product: 'Yeşilova Potasyum Sülfat', typed: 'Potasyum Sül', dose: '5', method: 'Taban gübresi' });
  const totals = page.getByRole('table', { name: 'Besin toplamları (dekar başına)' });
  // 0-0-50 at 5 kg/da: 2.5 kg K₂O per decare, at once.
  await expect(totals.getByRole('row', { name: /Toplam \(dekar başına\)/ })).toContainText('2,5 kg');

  await page.getByRole('button', { name: 'Satır ekle' }).click();
  await fillRow(page, 2, { stage: 'Vejetatif gelişme', product: 'Yeşilova Kristal 20-20-20 + İz Elementler', typed: '20-20-20', dose: '1', applications: '4', interval: '7' });
  await page.getByRole('button', { name: 'Satır ekle' }).click();
  await fillRow(page, 3, { stage: 'Çiçeklenme', product: 'Yeşilova Kristal 15-5-30 + İz Elementler', typed: '15-5-30', dose: '1', applications: '2', interval: '7' });
  await page.getByRole('button', { name: 'Satır ekle' }).click();
  await fillRow(page, 4, { stage: 'Meyve tutumu', product: 'Yeşilova Kalsiyum Nitrat', typed: 'Kalsiyum', dose: '5', applications: '3', interval: '10' });

  // K₂O: 2.5 + 4 × 0.2 + 2 × 0.3 = 3.9 kg/da; one row per stage, in the plan's order.
  await expect(totals.getByRole('row', { name: /Toplam \(dekar başına\)/ })).toContainText('3,9 kg');
  await expect(totals.getByRole('rowheader')).toHaveText(['Dikim öncesi', 'Vejetatif gelişme', 'Çiçeklenme', 'Meyve tutumu', 'Toplam (dekar başına)']);
  await expect(page.getByRole('img', { name: /Dönemlere göre N, P₂O₅ ve K₂O/ })).toBeVisible();

  // Reordered and back: the totals follow the rows.
  await page.getByRole('button', { name: '4. satırı yukarı taşı' }).click();
  await expect(totals.getByRole('rowheader').nth(2)).toHaveText('Meyve tutumu');
  await page.getByRole('button', { name: '3. satırı aşağı taşı' }).click();
  await expect(totals.getByRole('rowheader').nth(2)).toHaveText('Çiçeklenme');

  await expect(page.getByTestId('findings-panel')).toContainText('Engel yok: plan kaydedilebilir.', { timeout: 15_000 });
  await expectNoSeriousViolations(page, 'gübreleme yaz: dört dönem');
  await page.getByRole('button', { name: 'Planı kaydet' }).click();

  await expect(page).toHaveURL(/\/receteler\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Gübreleme planı RCT-\d{4}-\d+$/ });
  await expect(heading).toBeVisible();
  const sheet = page.getByRole('article', { name: 'Yazdırılacak gübreleme planı' });
  await expect(sheet.getByRole('table', { name: 'Plan satırları' }).getByRole('row')).toHaveCount(5);
  await expect(sheet).toContainText('Toprak analizine göre');
  await expectNoSeriousViolations(page, 'gübreleme şablonu');

  // Listed among the instruction templates.
  await page.getByRole('link', { name: 'Gübreleme Yaz' }).first().click();
  await expect(page.getByRole('table', { name: 'Talimat şablonlarım' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.getByRole('table', { name: 'Talimat şablonlarım' }).getByRole('link', { name: title, exact: true }).click();
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'Üreticilere gönder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Üreticilere gönder' });
  const recipients = dialog.getByRole('combobox', { name: 'Üreticiler', exact: true });
  for (const [typed, name] of [
    ['Aksoy', /^Emine Aksoy/],
    ['Çelebi', /^Ayten Çelebi/],
  ] as const) {
    await recipients.fill(typed);
    await page.getByRole('option', { name }).click();
  }
  // The options list closed (a click outside it) before axe reads the dialog.
  await dialog.getByText(/numaralı şablondan/).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'üreticilere gönder');
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  const made = dialog.getByRole('table', { name: 'Düzenlenen planlar' });
  await expect(made.getByRole('link')).toHaveCount(2);
  const sentNo = ((await made.getByRole('row', { name: /Emine Aksoy/ }).getByRole('link').textContent()) ?? '').trim();
  expect(sentNo).toMatch(/^RCT-\d{4}-\d+$/);
  await dialog.getByRole('button', { name: 'Tamam' }).click();

  // From the producer's page: their prescriptions hold the plan sent to them.
  await page.getByRole('link', { name: 'Üreticiler' }).first().click();
  await page.getByRole('searchbox').first().fill('Aksoy');
  await page.getByRole('button', { name: 'Emine Aksoy: işlemler' }).click();
  await page.getByRole('menuitem', { name: 'Reçeteleri' }).click();
  await expect(page).toHaveURL(/\/receteler\?/);
  await expect(page.getByRole('cell', { name: sentNo, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `${sentNo}: işlemler` }).click();
  await page.getByRole('menuitem', { name: 'Aç' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Gübreleme planı ${sentNo}` })).toBeVisible();
  await expect(sheet).toContainText('Emine Aksoy');
  await expect(page.getByText('şablonundan düzenlendi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Şablonu düzenle' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'üreticiye gönderilen plan');
});
