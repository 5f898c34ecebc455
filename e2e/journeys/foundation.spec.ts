// Issue "Foundation" journeys: every host shows its own app, brand, title and favicon,
// unknown paths land on that app's 404 page, and the API answers on every host.
// Requests go through the browser: it resolves *.localhost to loopback, Node does not.
import { expect, expectProblem, test } from '../support/test';
import { urlFor } from '../support/hosts';

const hosts = [
  { label: null, app: 'landing', brand: 'Bestnet', title: 'Bestnet Tarım — Bitki Koruma ve Bitki Besleme Portalı' },
  { label: 'rct', app: 'rct', brand: 'RCT Reçete', title: 'RCT Reçete – Karar Destek ve Dijital Reçete' },
  { label: 'portaldev', app: 'rct', brand: 'RCT Reçete', title: 'RCT Reçete – Karar Destek ve Dijital Reçete' },
  { label: 'src', app: 'src', brand: 'SRC Sorgu', title: 'SRC Sorgu – Bitki Koruma Sorgulama' },
  { label: 'trc', app: 'trc', brand: 'TRC İzlenebilirlik', title: 'TRC İzlenebilirlik – Tohumdan Hasada Takip' },
] as const;

for (const host of hosts) {
  const name = host.label ?? 'apex';

  test(`spec §1 ${name}: shows its app's brand, page title and favicon`, async ({ page }) => {
    await page.goto(urlFor(host.label));
    await expect(page.locator('html')).toHaveAttribute('data-app', host.app);
    await expect(page).toHaveTitle(host.title);
    await expect(page.getByText(host.brand, { exact: false }).first()).toBeVisible();
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toBeTruthy();
    const icon = await page.goto(new URL(favicon!, page.url()).toString());
    expect(icon?.status()).toBe(200);
    expect(icon?.headers()['content-type']).toContain('image/svg+xml');
  });

  test(`spec §2 ${name}: an unknown path lands on the app's 404 page`, async ({ page }) => {
    // The server answers such a path HTTP 404 with the app's page, which then shows /404.
    expectProblem(/^404 GET .*\/olmayan\/bir-sayfa$/);
    await page.goto(urlFor(host.label, '/olmayan/bir-sayfa'));
    await expect(page).toHaveURL(urlFor(host.label, '/404'));
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', host.app);
  });

  test(`DESIGN §1 ${name}: /api/v1/health answers`, async ({ page }) => {
    const res = await page.goto(urlFor(host.label, '/api/v1/health'));
    expect(res?.status()).toBe(200);
    const body = await res!.json();
    expect(body.data.status).toBe('ok');
    expect(body.data.database.status).toBe('up');
  });
}

test('DESIGN §1 the app shell is served with no-cache and hashed assets as immutable', async ({ page }) => {
  const index = await page.goto(urlFor('rct', '/'));
  expect(index?.headers()['cache-control']).toBe('no-cache');
  const asset = /\/assets\/[^"]+\.js/.exec(await index!.text())?.[0];
  expect(asset).toBeTruthy();
  const res = await page.goto(urlFor('rct', asset!));
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toContain('immutable');
});
