/// <reference types="node" />
// Test support only (not exported): the consumer page's public calls over MSW, every call recorded.
import type { PublicLot } from '@portal/contracts';
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const GOOD_TOKEN = 'kX3vQ9mZ2pL7wR4tY8uB1nC6dF0gH5jS-aE_iO2qW7e';
export const GTIN = '08690000000012';
export const LOT_CODE = 'TRC-2026-000042';

/** Şükrü's tomatoes near Kumluca, as GET public/lot/{token} answers them (only the consumer page's fields). */
export function publicLot(extra: Partial<PublicLot> = {}): PublicLot {
  return {
    lotCode: LOT_CODE,
    gtin: GTIN,
    plant: 'Domates',
    variety: 'Pembe Kalp',
    season: '2026',
    province: 'Antalya',
    district: 'Kumluca',
    approximateLocation: { lat: 36.37, lon: 30.29 },
    producerFirstName: 'Şükrü',
    timeline: [
      { kind: 'planting', date: '2026-03-10' },
      { kind: 'fertilization', date: '2026-03-24' },
      { kind: 'spraying', date: '2026-04-01' },
      { kind: 'spraying', date: '2026-04-20' },
      { kind: 'harvest', date: '2026-04-23' },
      { kind: 'packing', date: '2026-04-24' },
    ],
    sprayings: [
      { date: '2026-04-01', product: 'Akarmek 18 EC', phiDays: 3, earliestHarvest: '2026-04-04', phiKept: true },
      { date: '2026-04-20', product: 'Tırtılsan 200 SC', phiDays: 7, earliestHarvest: '2026-04-27', phiKept: false },
    ],
    harvestDates: ['2026-04-23'],
    packingDates: ['2026-04-24'],
    ...extra,
  };
}

const notFound = () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Bu ürün bağlantısı geçersiz ya da iptal edilmiş.' }, { status: 404 });

/**
 * GET public/lot/{GOOD_TOKEN} and GET public/01/{GTIN}/10/{LOT_CODE}?t={GOOD_TOKEN} answer `lot`;
 * every other link is 404 NOT_FOUND. `failFirst` answers the first call 500 (the retry test).
 */
export function publicLotApi(lot: PublicLot = publicLot(), options: { failFirst?: boolean } = {}) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      if (options.failFirst && calls.length === 1) return HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Sunucuda bir hata oluştu.' }, { status: 500 });
      if (call.method !== 'GET') return notFound();
      if (call.path === `public/lot/${GOOD_TOKEN}`) return HttpResponse.json({ data: lot } as JsonBodyType);
      if (call.path === `public/01/${GTIN}/10/${LOT_CODE}` && call.query.get('t') === GOOD_TOKEN) return HttpResponse.json({ data: lot } as JsonBodyType);
      return notFound();
    }),
  );
  return { calls };
}
