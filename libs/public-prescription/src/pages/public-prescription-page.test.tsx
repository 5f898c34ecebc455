import { renderRoutes } from '@portal/shared/testing';
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
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET prescription/verify/${GOOD_TOKEN}`]);
    expect(api.calls[0]!.authorization).toBeUndefined();
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

  it('a cancelled prescription says so', async () => {
    publicApi(publicPrescription({ state: 'cancelled' }));
    render(GOOD_TOKEN);
    expect(await screen.findByText('Bu reçete iptal edildi')).toBeTruthy();
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
