import { renderRoutes } from '@portal/shared/testing';
import { trcBrand } from '@portal/shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GOOD_TOKEN, GTIN, LOT_CODE, publicLot, publicLotApi } from '../testing/handlers';
import { NO_HARVEST_AFTER_TEXT, PHI_KEPT_TEXT, PHI_NOT_KEPT_TEXT } from './consumer-text';
import { INVALID_LOT_LINK_TEXT, PublicLotPage } from './public-lot-page';
import { LOCATION_NOTE } from './public-lot-view';

const routes = [
  { path: '/lot/:token', element: <PublicLotPage /> },
  { path: '/01/:gtin/10/:lot', element: <PublicLotPage /> },
];
const render = (route: string) => renderRoutes(routes, { route, brand: trcBrand });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Domates' });

describe('the consumer page', () => {
  it('/lot/:token shows the product and variety, where it grew, the producer’s first name, the stages in order, the sprayings with their waiting periods, harvest and packing', async () => {
    const api = publicLotApi();
    render(`/lot/${GOOD_TOKEN}`);
    await heading();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Çeşit: Pembe Kalp')).toBeTruthy();
    expect(screen.getByText(`Parti ${LOT_CODE} · Sezon 2026`)).toBeTruthy();

    const origin = screen.getByRole('region', { name: 'Nerede yetişti' });
    expect(within(origin).getByText('Kumluca, Antalya')).toBeTruthy();
    expect(within(origin).getByText('Üretici: Şükrü')).toBeTruthy();
    expect(within(origin).getByText(`${LOCATION_NOTE}.`)).toBeTruthy();
    expect(within(origin).getByRole('link', { name: 'Yaklaşık konumu haritada aç' }).getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=36.37&mlon=30.29#map=13/36.37/30.29');

    const stages = within(screen.getByRole('region', { name: 'Üretim aşamaları' })).getByRole('list');
    expect(stages.tagName).toBe('OL');
    expect(within(stages).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Dikim — 10.03.2026',
      'Gübreleme — 24.03.2026',
      'İlaçlama — 01.04.2026',
      'İlaçlama — 20.04.2026',
      'Hasat — 23.04.2026',
      'Paketleme — 24.04.2026',
    ]);

    const sprayings = within(within(screen.getByRole('region', { name: 'İlaçlamalar ve bekleme süreleri' })).getByRole('list')).getAllByRole('listitem');
    expect(sprayings).toHaveLength(2);
    expect(within(sprayings[0]!).getByText('Akarmek 18 EC')).toBeTruthy();
    expect(within(sprayings[0]!).getByText('Bekleme süresi: 3 gün')).toBeTruthy();
    expect(within(sprayings[0]!).getByText(PHI_KEPT_TEXT)).toBeTruthy();
    expect(within(sprayings[1]!).getByText('Tırtılsan 200 SC')).toBeTruthy();
    expect(within(sprayings[1]!).getByText('Bekleme süresi: 7 gün')).toBeTruthy();
    expect(within(sprayings[1]!).getByText(PHI_NOT_KEPT_TEXT)).toBeTruthy();
    expect(within(sprayings[1]!).queryByText(PHI_KEPT_TEXT)).toBeNull();

    const harvest = screen.getByRole('region', { name: 'Hasat ve paketleme' });
    expect(within(harvest).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Hasat tarihi: 23.04.2026')).toBeTruthy();
    expect(within(harvest).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Paketleme tarihi: 24.04.2026')).toBeTruthy();

    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(/TRC İzlenebilirlik$/)).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET public/lot/${GOOD_TOKEN}`]);
    expect(api.calls[0]!.authorization).toBeUndefined();
  });

  it('the GS1 Digital Link address /01/{GTIN}/10/{lot}?t={token} asks the API’s GS1 form and shows the same lot', async () => {
    const api = publicLotApi();
    render(`/01/${GTIN}/10/${LOT_CODE}?t=${GOOD_TOKEN}`);
    await heading();
    expect(screen.getByText('Çeşit: Pembe Kalp')).toBeTruthy();
    expect(screen.getByText(PHI_NOT_KEPT_TEXT)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.path).toBe(`public/01/${GTIN}/10/${LOT_CODE}`);
    expect(api.calls[0]!.query.get('t')).toBe(GOOD_TOKEN);
  });

  it('"revocable": an unknown or revoked link (404) is a clear Turkish page; a malformed one is not even asked for', async () => {
    const api = publicLotApi();
    const revoked = render(`/lot/${'Z'.repeat(43)}`);
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_LOT_LINK_TEXT })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    revoked.unmount();
    const wrongLot = render(`/01/${GTIN}/10/TRC-2026-999999?t=${GOOD_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_LOT_LINK_TEXT })).toBeTruthy();
    expect(api.calls).toHaveLength(2);
    wrongLot.unmount();
    for (const route of ['/lot/bozuk', `/01/${GTIN}/10/${LOT_CODE}`, `/01/abc/10/${LOT_CODE}?t=${GOOD_TOKEN}`]) {
      const view = render(route);
      expect(await screen.findByRole('heading', { level: 1, name: INVALID_LOT_LINK_TEXT }), route).toBeTruthy();
      view.unmount();
    }
    expect(api.calls).toHaveLength(2);
  });

  it('"no personal data": nothing is shown that the API did not send — no name without consent, no map without a point, no variety, no surname or exact point', async () => {
    publicLotApi(publicLot({ producerFirstName: null, approximateLocation: null, variety: null }));
    render(`/lot/${GOOD_TOKEN}`);
    await heading();
    const page = screen.getByRole('main').textContent ?? '';
    expect(page).not.toMatch(/Üretici/);
    expect(page).not.toMatch(/Şükrü/);
    expect(page).not.toMatch(/Çeşit/);
    expect(screen.queryByRole('link', { name: /haritada/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Nerede yetişti' })).getByText('Kumluca, Antalya')).toBeTruthy();
  });

  it('"no personal data": with every field sent, the page holds none of what the register keeps beside it (surname, contact, exact point, controller)', async () => {
    publicLotApi();
    render(`/lot/${GOOD_TOKEN}`);
    await heading();
    const page = screen.getByRole('main').textContent ?? '';
    // The register's Şükrü Işıkoğlu, his phone and e-mail, the area's exact point and the controller's name (the API's traceability lot-world test kit).
    for (const absent of ['Işıkoğlu', '0532', '@', '36.370212', '30.290531', 'Sera yolu', 'Mühendis']) expect(page, absent).not.toContain(absent);
    expect(screen.getByText('Üretici: Şükrü')).toBeTruthy();
  });

  it('a spraying with no harvest after it is not called “kept”, and one without a PHI says so', async () => {
    publicLotApi(
      publicLot({
        sprayings: [{ date: '2026-04-25', product: 'Biyosan WP', phiDays: null, earliestHarvest: null, phiKept: true }],
        harvestDates: ['2026-04-23'],
      }),
    );
    render(`/lot/${GOOD_TOKEN}`);
    await heading();
    expect(screen.getByText(NO_HARVEST_AFTER_TEXT)).toBeTruthy();
    expect(screen.getByText('Bekleme süresi tanımlı değil')).toBeTruthy();
    expect(screen.queryByText(PHI_KEPT_TEXT)).toBeNull();
    expect(screen.queryByText(/En erken hasat/)).toBeNull();
  });

  it('"noindex": robots are kept away and no referrer is sent while the page is shown, with a page title; all go when it is left', async () => {
    publicLotApi();
    const view = render(`/lot/${GOOD_TOKEN}`);
    await heading();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    await waitFor(() => expect(document.title).toBe(`Domates · ${LOT_CODE} | TRC İzlenebilirlik`));
    view.unmount();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });

  it('a failure other than 404 shows an error with a retry that loads the lot', async () => {
    const api = publicLotApi(publicLot(), { failFirst: true });
    render(`/lot/${GOOD_TOKEN}`);
    expect(await screen.findByText('Ürün bilgisi şu an gösterilemiyor')).toBeTruthy();
    expect(screen.getByText('Sunucuda bir hata oluştu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    await heading();
    expect(api.calls).toHaveLength(2);
  });
});
