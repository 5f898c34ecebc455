import { NutrientFields, type PublicPrescription } from '@portal/contracts';
import { atPhoneWidth, renderRoutes } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as QrLibrary from 'qrcode.react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOD_TOKEN, publicApi, publicPrescription } from '../testing/handlers';
import { INVALID_LINK_TEXT, PublicPrescriptionPage } from './public-prescription-page';

// The QR component is the library's own; the props it is given are recorded to check the level.
const qrProps: Record<string, unknown>[] = [];
vi.mock('qrcode.react', async (original) => {
  const lib = await original<typeof QrLibrary>();
  return {
    ...lib,
    QRCodeSVG: (props: ComponentProps<typeof lib.QRCodeSVG>) => {
      qrProps.push({ ...props });
      return <lib.QRCodeSVG {...props} />;
    },
  };
});

afterEach(() => {
  qrProps.length = 0;
  vi.restoreAllMocks();
});

const render = (token: string) => renderRoutes([{ path: '/prescription/:token', element: <PublicPrescriptionPage /> }], { route: `/prescription/${token}` });

describe('/prescription/:token (spec §2 "The public prescription page", §9 QR 144 px)', () => {
  it('§2: verifies the token without a session and shows the header: producer, number, area with province, district and neighbourhood, plant', async () => {
    const api = publicApi();
    render(GOOD_TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reçete No: RCT-2026-00042' })).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Reçete bilgileri' });
    expect(within(header).getByText('Mustafa Karataş')).toBeTruthy();
    expect(within(header).getByText('Beykonak Serası 1 — Beykonak Mah, Kumluca, Antalya')).toBeTruthy();
    expect(within(header).getByText('Domates')).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Reçetedeki ürünler' });
    expect(within(lines).getByText('Tırtılsan 200 SC')).toBeTruthy();
    expect(within(lines).getByText('17,5 ml/da')).toBeTruthy();
    expect(screen.getByText('Çiçeklenme döneminde arıların uçuş saatlerinde uygulama yapmayın.')).toBeTruthy();
    // The spray plan is asked once the link has been verified, with no session either.
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET prescription/verify/${GOOD_TOKEN}`, `GET prescription/verify/${GOOD_TOKEN}/spray-plan`]));
    expect(api.calls.map((c) => c.authorization)).toEqual([undefined, undefined]);
  });

  it('§2, §9: the footer has the QR code of this page’s address at 144 px with error correction H, the support contact and the copyright line', async () => {
    publicApi();
    render(GOOD_TOKEN);
    const qr = await screen.findByTestId('page-qr');
    expect(qr.getAttribute('width')).toBe('144');
    expect(qr.getAttribute('height')).toBe('144');
    expect(qrProps.at(-1)).toMatchObject({ value: window.location.href, size: 144, level: 'H' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'iletişim formuna' }).getAttribute('href')).toBe('/iletisim');
    expect(within(footer).getByText(/^© \d{4} .+ — RCT Reçete$/)).toBeTruthy();
  });

  it('on a phone every line is a card with its product, organism, dose, amount for the area, PHI and re-entry time; the warnings and the QR follow below', async () => {
    atPhoneWidth();
    const second = { tradeName: 'Akarmek 1.8 EC', activeSubstances: ['Abamektin 18 g/L'], harmfulOrganism: 'Kırmızı örümcek', dose: 60, doseUnit: 'ml/100 L su', productAmount: null, productUnit: null, phiDays: null, reEntryHours: 24 };
    publicApi(publicPrescription({ lines: [publicPrescription().lines[0]!, second] }));
    render(GOOD_TOKEN);
    const list = await screen.findByRole('list', { name: 'Reçetedeki ürünler' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (name: string) => within(list).getByRole('listitem', { name });
    const field = (item: HTMLElement, label: string) => within(item).getByText(label).nextElementSibling?.textContent;
    const first = card('Tırtılsan 200 SC');
    expect(within(first).getByText('Klorantraniliprol 200 g/L')).toBeTruthy();
    expect([field(first, 'Zararlı'), field(first, 'Doz'), field(first, 'Alan için miktar'), field(first, 'Hasat aralığı'), field(first, 'Tekrar giriş')]).toEqual(['Domates güvesi', '17,5 ml/da', '94,5 ml', '1 gün', '12 saat']);
    const other = card('Akarmek 1.8 EC');
    expect([field(other, 'Doz'), field(other, 'Alan için miktar'), field(other, 'Hasat aralığı'), field(other, 'Tekrar giriş')]).toEqual(['60 ml/100 L su', '—', '—', '24 saat']);
    // The warnings and then the footer with the QR come after the lines.
    const warning = screen.getByText('Çiçeklenme döneminde arıların uçuş saatlerinde uygulama yapmayın.');
    expect(list.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning.compareDocumentPosition(screen.getByTestId('page-qr')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a wide screen the lines stay a table with one column per figure', async () => {
    publicApi();
    render(GOOD_TOKEN);
    const table = await screen.findByRole('table', { name: 'Reçetedeki ürünler' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ürün', 'Zararlı', 'Doz', 'Alan için miktar', 'Hasat aralığı', 'Tekrar giriş']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tırtılsan 200 SCKlorantraniliprol 200 g/L', 'Domates güvesi', '17,5 ml/da', '94,5 ml', '1 gün', '12 saat']);
    expect(screen.queryByRole('list', { name: 'Reçetedeki ürünler' })).toBeNull();
  });

  it('a fertilization plan on a phone: each row a card with its stage, product, dose, method and count; on a wide screen a table', async () => {
    const fertilization = {
      info: null,
      rows: [{ stage: 'Dikim öncesi', window: 'Mart', productName: 'Amonyum sülfat', dose: 25, doseUnit: 'kg/da', method: 'Toprağa', applications: 2, intervalDays: 15, notes: null }],
      perDecare: { ...Object.fromEntries(NutrientFields.map((f) => [f.key, 0])), nitrogen: 5.25 } as NonNullable<PublicPrescription['fertilization']>['perDecare'],
    };
    publicApi(publicPrescription({ fertilization, lines: [] }));
    const wide = render(GOOD_TOKEN);
    expect(await screen.findByRole('table', { name: 'Plan satırları' })).toBeTruthy();
    wide.unmount();
    atPhoneWidth();
    render(GOOD_TOKEN);
    const card = within(await screen.findByRole('list', { name: 'Plan satırları' })).getByRole('listitem', { name: 'Dikim öncesi: Amonyum sülfat' });
    expect(card.textContent).toBe('Amonyum sülfatDikim öncesi · Mart25 kg/da · Toprağa · 2 kez, 15 gün arayla');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('spray-window planner ★: the 3-day strip below the products, with the next good window in words and each day’s good hours', async () => {
    publicApi();
    render(GOOD_TOKEN);
    const strip = await screen.findByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' });
    expect(await within(strip).findByText('En yakın uygun zaman: 01.05.2026 17:00–24:00 (7 saat).')).toBeTruthy();
    expect(within(strip).getAllByText('Uygun saatler: 06:00–10:00, 17:00–24:00.')).toHaveLength(2);
    expect(within(strip).getByRole('list', { name: 'Renklerin ve desenlerin anlamı' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Reçetedeki ürünler' });
    expect(lines.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('spray-window planner ★: the weather service down is said in the strip, the page stays', async () => {
    publicApi(publicPrescription(), { available: false, reason: 'Hava durumu servisi yanıt veremedi (HTTP 503).' });
    render(GOOD_TOKEN);
    expect(await screen.findByText('Hava durumu servisi yanıt veremedi (HTTP 503).')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reçete No: RCT-2026-00042' })).toBeTruthy();
  });

  it.each([
    ['withdrawn', { withdrawn: { at: '2026-05-19T22:30:00.000Z', byName: 'Gülşen Öztürk', byRole: 'Mühendis' } }],
    ['cancelled', { state: 'cancelled' as const }],
    ['fast (no area)', { productionArea: null }],
  ])('spray-window planner ★: a %s prescription shows no strip and asks for no plan', async (_what, extra) => {
    const api = publicApi(publicPrescription(extra));
    render(GOOD_TOKEN);
    await screen.findByRole('heading', { level: 1, name: 'Reçete No: RCT-2026-00042' });
    expect(screen.queryByRole('region', { name: 'İlaçlama zamanı (önümüzdeki 72 saat)' })).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual([`prescription/verify/${GOOD_TOKEN}`]);
  });

  it('a cancelled prescription says so', async () => {
    publicApi(publicPrescription({ state: 'cancelled' }));
    render(GOOD_TOKEN);
    expect(await screen.findByText('Bu reçete iptal edildi')).toBeTruthy();
  });

  it('a deleted (withdrawn) prescription says so, by whom and with their role, before anything else', async () => {
    // 22:30 UTC is 01:30 the next day in Türkiye: the day the farmer reads is Türkiye's.
    publicApi(publicPrescription({ withdrawn: { at: '2026-05-19T22:30:00.000Z', byName: 'Gülşen Öztürk', byRole: 'Mühendis' } }));
    render(GOOD_TOKEN);
    expect(await screen.findByText('Bu reçete geri çekildi')).toBeTruthy();
    expect(screen.getByText('GERİ ÇEKİLDİ')).toBeTruthy();
    expect(screen.getByText(/20\.05\.2026 tarihinde Gülşen Öztürk \(Mühendis\) tarafından geri çekilmiştir; uygulamada kullanmayın/)).toBeTruthy();
    expect(screen.queryByText('Geçerli')).toBeNull();
  });

  it('an unknown or revoked link (404 PRESCRIPTION_LINK_NOT_FOUND) is a clear Turkish page, not an error; a malformed one is not even asked for', async () => {
    const api = publicApi();
    const first = render('Zz9rOYUt7lJ3xk2VbN1cP0a9Zr4sT6wE');
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_LINK_TEXT })).toBeTruthy();
    expect(screen.queryByTestId('page-qr')).toBeNull();
    first.unmount();
    render('bozuk');
    expect(await screen.findByRole('heading', { level: 1, name: INVALID_LINK_TEXT })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('keeps robots away while shown (noindex) and sends no referrer; both go when the page is left', async () => {
    publicApi();
    const view = render(GOOD_TOKEN);
    await screen.findByRole('heading', { level: 1, name: 'Reçete No: RCT-2026-00042' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    view.unmount();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });
});
