// Journeys (spec §2 "Producer and prescription routes", §4 "Farmers and areas", §6): an
// engineer adds a producer and an area drawn on the map, edits, archives and reactivates it and
// sees its weather from the stand-in; a technician reads the lists without write controls; a
// business unit's admin works on a corporate area. axe on every screen. Tiles never leave the
// machine: the tile hosts are answered here and the weather comes from support/weather-stand-in.mjs.
import type { Page } from '@playwright/test';
import type { DemoAccount } from '@portal/shared/demo-data';
import { demoAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { urlFor } from '../support/hosts';
import { expectHome, signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

const engineer = demoAccount('muhendis');
const technician = demoAccount('tekniker');
const businessUnitAdmin = demoAccount('admin-bu');

// A transparent 1×1 PNG for every map tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function signIn(page: Page, account: DemoAccount) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(/^https?:\/\/([a-z0-9-]+\.)*(openstreetmap\.org|arcgisonline\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await signInThroughApi(page, account);
  await expectHome(page, account);
  await page.goto(urlFor(account.host, '/ureticiler'));
  await expect(page.getByRole('table', { name: 'Üreticiler' })).toBeVisible();
}

/** Unique per worker and run: both workers' accounts share the demo members. */
const suffix = () => `${test.info().parallelIndex}${Date.now().toString(36).toUpperCase()}`;

/** A valid TC kimlik no (official check digits) that no other run uses. */
function uniqueTc(): string {
  const d = `${1 + (Date.now() % 9)}${String(Date.now()).slice(-7)}${test.info().parallelIndex}`.split('').map(Number);
  const tenth = (((d[0]! + d[2]! + d[4]! + d[6]! + d[8]!) * 7 - (d[1]! + d[3]! + d[5]! + d[7]!)) % 10 + 10) % 10;
  d.push(tenth);
  d.push(d.reduce((s, n) => s + n, 0) % 10);
  return d.join('');
}

const input = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();

async function choose(page: Page, label: string, option: string) {
  const box = input(page, label);
  await expect(box).toBeEnabled();
  // A searchable select takes the typed name; the others open on a click.
  if (await box.isEditable()) await box.fill(option);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the search box and waits until the list shows only `expected` rows (after the 500 ms debounce). */
async function search(page: Page, text: string, expected = 1) {
  await page.getByLabel('Ara', { exact: true }).fill(text);
  await expect(page.getByRole('table', { name: 'Üreticiler' }).getByRole('button', { name: /ayrıntıyı (aç|kapat)$/ })).toHaveCount(expected);
  await expect(page.getByRole('table', { name: 'Üreticiler' })).toHaveAttribute('aria-busy', 'false');
}

/** The producer's row opened, showing its areas. */
async function openAreas(page: Page, producerName: string) {
  const areas = page.getByRole('table', { name: `${producerName}: üretim alanları` });
  // The saved slice may have kept the row open.
  const toggle = page.getByRole('button', { name: new RegExp(`^${producerName}: ayrıntıyı (aç|kapat)$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(areas).toBeVisible();
  return areas;
}

async function areaAction(page: Page, areaName: string, action: string) {
  await page.getByRole('button', { name: `${areaName}: alan işlemleri` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Zooms the map in with its own button until a field fits in a few hundred pixels. */
async function zoomToFieldScale(page: Page) {
  for (let i = 0; i < 9; i++) {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
  }
}

test.describe('producers and production areas', () => {
  test('an engineer adds a producer and an area drawn on the map, edits it, archives and reactivates it, and sees its weather', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, engineer);
    await expectNoSeriousViolations(page, 'üreticiler listesi');
    const tag = suffix();
    const surname = `Deneme${tag}`;
    const fullName = `Ayten ${surname}`;
    const areaName = `Sera ${tag}`;

    // The producer.
    await page.getByRole('link', { name: 'Üretici Ekle' }).click();
    await expect(page).toHaveURL(/\/ureticiler\/ekle$/);
    const tc = input(page, 'TC kimlik no');
    const good = uniqueTc();
    await tc.fill(`${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`);
    await expect(page.getByText('TC kimlik no geçersiz: kontrol haneleri tutmuyor')).toBeVisible();
    await tc.fill(good);
    await expect(page.getByText('Geçerli TC kimlik no')).toBeVisible();
    await input(page, 'Ad').fill('Ayten');
    await input(page, 'Soyad').fill(surname);
    await input(page, 'Cep telefonu').fill('0532 401 11 21');
    await choose(page, 'İl', 'Antalya');
    await choose(page, 'İlçe', 'Kumluca');
    await expectNoSeriousViolations(page, 'üretici formu');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(urlFor(engineer.host, '/ureticiler'));
    await expect(page.getByText(`“${fullName}” kaydedildi.`)).toBeVisible();

    // An area of it, drawn by clicking the corners.
    await search(page, surname);
    await page.getByRole('button', { name: `${fullName}: işlemler` }).click();
    await page.getByRole('menuitem', { name: 'Alan Ekle' }).click();
    await expect(page).toHaveURL(/\/ureticiler\/uretim-alanlari\/ekle\/\d+$/);
    await expect(input(page, 'Üretici')).toHaveValue(fullName);
    await input(page, 'Alan adı').fill(areaName);
    await choose(page, 'Alan türü', 'Sera');
    await choose(page, 'Sera örtüsü', 'Plastik');
    await choose(page, 'İl', 'Antalya');
    await choose(page, 'İlçe', 'Kumluca');
    // The plant comes from the reference list, searched as typed (definition/plant/query).
    await choose(page, 'Bitki', 'Domates');
    const map = page.getByRole('application', { name: /Alanın sınırı/ });
    await expect(map).toBeVisible();
    await zoomToFieldScale(page);
    await page.getByRole('button', { name: 'Sınır çiz' }).click();
    const box = (await map.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const corners: [number, number][] = [
      [cx - 60, cy - 40],
      [cx + 60, cy - 40],
      [cx + 60, cy + 40],
      [cx - 60, cy + 40],
    ];
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await expect(page.getByTestId('map-status')).toContainText('Çiziliyor: 4 köşe');
    await page.mouse.click(corners[0]![0], corners[0]![1]);
    await expect(page.getByTestId('map-status')).toHaveText('Sınır çizildi: 4 köşe.');
    await expect(page.getByTestId('measured-size')).toContainText(/Çizilen alan: [\d.,]+ dekar \([\d.,]+ ha\)/);
    await expectNoSeriousViolations(page, 'alan formu');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(urlFor(engineer.host, '/ureticiler'));
    await expect(page.getByText(new RegExp(`“${areaName}” kaydedildi \\([\\d.,]+ dekar`))).toBeVisible();

    // Edit it; its weather comes from the stand-in.
    let areas = await openAreas(page, fullName);
    await expect(areas.getByRole('row').filter({ hasText: areaName })).toContainText('dekar');
    await areaAction(page, areaName, 'Düzenle');
    await expect(page).toHaveURL(/\/ureticiler\/uretim-alanlari\/guncelle\/\d+\/\d+$/);
    await expect(page.getByText('7 günlük tahmin')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Şu anki hava' })).toContainText('23,4 °C');
    await expect(page.getByTestId('map-status')).toHaveText('Sınır çizildi: 4 köşe.');
    await expect(input(page, 'Bitki')).toHaveValue('Domates');
    await expectNoSeriousViolations(page, 'alan düzenleme ve hava durumu');
    await input(page, 'Alan adı').fill(`${areaName} B`);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(`“${areaName} B” kaydedildi`, { exact: false })).toBeVisible();

    // Archive and reactivate it, each after its confirmation; the map modal names producer and area.
    areas = await openAreas(page, fullName);
    await areaAction(page, `${areaName} B`, 'Haritada göster');
    const modal = page.getByRole('dialog', { name: `${fullName} · ${areaName} B` });
    await expect(modal.getByRole('application')).toBeVisible();
    await expectNoSeriousViolations(page, 'harita penceresi');
    await modal.getByRole('button', { name: 'Kapat' }).click();
    await areaAction(page, `${areaName} B`, 'Arşivle');
    await page.getByRole('dialog', { name: 'Alanı arşivle' }).getByRole('button', { name: 'Arşivle' }).click();
    await expect(areas.getByRole('row').filter({ hasText: `${areaName} B` })).toContainText('Arşivde');
    await areaAction(page, `${areaName} B`, 'Etkinleştir');
    await page.getByRole('dialog', { name: 'Alanı etkinleştir' }).getByRole('button', { name: 'Etkinleştir' }).click();
    await expect(areas.getByRole('row').filter({ hasText: `${areaName} B` })).toContainText('Aktif');

    // The list, the search and the open row survive a reload (the farmer saved slice).
    await page.reload();
    await expect(page.getByLabel('Ara', { exact: true })).toHaveValue(surname);
    await expect(page.getByRole('table', { name: `${fullName}: üretim alanları` })).toBeVisible();
  });

  test('an engineer imports producers: a bad row is named by its person, the fixed file is chosen again, previewed and imported', async ({ page }) => {
    // Two previews, an import and an axe run: more than the default 30 s on two cores.
    test.setTimeout(120_000);
    await signIn(page, engineer);
    const surname = `Aktarım${suffix()}`;
    const good = uniqueTc();
    const header = 'Tür;Ad / Unvan;Soyad;TC Kimlik No / VKN;Cep Telefonu;E-posta;İl;İlçe;Mahalle;Adres;ÇKS Kayıt No;Notlar';
    // The same file name both times, as when the user fixes the file and chooses it again.
    const file = (tc: string) => ({ name: 'ureticiler.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\nŞahıs;Hatice;${surname};${tc};;;Konya;Çumra;;;;\n`) });

    await page.getByRole('button', { name: 'İçe aktar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Üreticiler: içe aktar' });
    const chooser = dialog.locator('input[type=file]');
    const firstRows = dialog.getByRole('table', { name: 'İlk satırlar' });
    await chooser.setInputFiles(file(`${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`));
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await expect(dialog.getByRole('table', { name: /Hatalar/ })).toContainText('TC Kimlik No / VKN');
    await expect(firstRows.getByRole('row').filter({ hasText: `Hatice ${surname}` })).toContainText('Hatalı');
    await expect(dialog.getByRole('button', { name: 'İçe aktar', exact: true })).toBeDisabled();
    await expectNoSeriousViolations(page, 'içe aktarma önizlemesi: hatalı satır');

    await chooser.setInputFiles(file(good));
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await expect(firstRows.getByRole('row').filter({ hasText: `Hatice ${surname}` })).toContainText('Eklenecek');
    await expect(dialog.getByRole('table', { name: /Hatalar/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'İçe aktar', exact: true }).click();
    await expect(page.getByText('1 kayıt eklendi, 0 kayıt güncellendi.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await search(page, surname);
    await expect(page.getByRole('table', { name: 'Üreticiler' })).toContainText(`Hatice ${surname}`);
  });

  test('a technician reads producers and areas without any write control', async ({ page }) => {
    await signIn(page, technician);
    await expect(page.getByRole('link', { name: 'Üretici Ekle' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'İçe aktar' })).toHaveCount(0);
    await search(page, 'Karataş');
    // The producer's menu only leads to the prescriptions they may read.
    await page.getByRole('button', { name: 'Mustafa Karataş: işlemler' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reçeteleri' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Düzenle' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openAreas(page, 'Mustafa Karataş');
    await expectNoSeriousViolations(page, 'üreticiler (tekniker)');
    await page.getByRole('button', { name: 'Beykonak Serası 1: alan işlemleri' }).click();
    await expect(page.getByRole('menuitem', { name: 'Haritada göster' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Düzenle' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Haritada göster' }).click();
    const modal = page.getByRole('dialog', { name: 'Mustafa Karataş · Beykonak Serası 1' });
    await expect(modal).toBeVisible();
    await expectNoSeriousViolations(page, 'harita penceresi (tekniker)');
    // Escape right after a zoom closes the modal while Leaflet's zoom animation is still running:
    // no page error may follow (the guard in support/test.ts reads them).
    await modal.getByRole('button', { name: 'Zoom in' }).click();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    // Leaflet ends a zoom animation 250 ms after it started: let that moment pass before the guard reads.
    await page.waitForTimeout(500);
  });

  test('a business unit admin adds and edits a corporate area', async ({ page }) => {
    // Two forms, two saves, two lists and four axe runs: more than the default 30 s on two cores.
    test.setTimeout(90_000);
    await signIn(page, businessUnitAdmin);
    const corporate = page.getByRole('table', { name: 'Kurumsal üretim alanları' });
    await expect(corporate).toBeVisible();
    await expectNoSeriousViolations(page, 'üreticiler (iş birimi)');
    const areaName = `Kurumsal Tarla ${suffix()}`;
    await page.getByRole('region', { name: 'Kurumsal Üretim Alanları' }).getByRole('link', { name: 'Alan Ekle' }).click();
    await expect(page).toHaveURL(/\/ureticiler\/uretim-alanlari\/ekle\/kurumsal$/);
    await expect(input(page, 'Üretici')).toHaveValue('Kurumsal (üyenin kendi alanı)');
    await input(page, 'Alan adı').fill(areaName);
    await choose(page, 'Alan türü', 'Tarla');
    await expect(input(page, 'Sera örtüsü')).toHaveCount(0);
    await choose(page, 'İl', 'Konya');
    await choose(page, 'İlçe', 'Çumra');
    await input(page, 'Büyüklük \\(dekar\\)').fill('12,5');
    await expectNoSeriousViolations(page, 'kurumsal alan formu');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(`“${areaName}” kaydedildi (12,5 dekar`)).toBeVisible();
    await expect(corporate.getByRole('row').filter({ hasText: areaName })).toContainText('12,5 dekar');

    await areaAction(page, areaName, 'Düzenle');
    await expect(page).toHaveURL(/\/ureticiler\/uretim-alanlari\/guncelle\/kurumsal\/\d+$/);
    await expect(page.getByText('Hava durumu şu an gösterilemiyor')).toBeVisible();
    await input(page, 'Büyüklük \\(dekar\\)').fill('14');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(corporate.getByRole('row').filter({ hasText: areaName })).toContainText('14 dekar');

    // The member's full area list: producers' areas and its own, searched like the producers.
    await page.getByRole('tab', { name: 'Tüm üretim alanları' }).click();
    await expect(page).toHaveURL(/\?gorunum=alanlar$/);
    const all = page.getByRole('table', { name: 'Tüm Üretim Alanları' });
    await page.getByLabel('Ara', { exact: true }).fill(areaName);
    await expect(all.getByRole('row').filter({ hasText: areaName })).toContainText('(kurumsal)');
    await expectNoSeriousViolations(page, 'tüm üretim alanları');
  });
});
