/// <reference types="node" />
// Test support only (not exported): the dashboard's MSW handler (one fake API for web
// tests) and its figures. GET dashboard answers the replies in turn (the last one again), every
// call recorded.
import { AppCode, type Dashboard } from '@portal/contracts';
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export type Reply = { status?: number; body: unknown };

const TODAY = '2026-11-24';

/** The 30 days up to TODAY, with `counts` from the last day backwards. */
function days(counts: number[]): Dashboard['prescriptions']['perDay'] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 24 - (29 - i))).toISOString().slice(0, 10);
    return { date, count: counts[29 - i] ?? 0 };
  });
}

function weeks(counts: number[]): NonNullable<Dashboard['demoRequestsPerWeek']> {
  return Array.from({ length: 12 }, (_, i) => {
    const monday = new Date(Date.UTC(2026, 10, 23 - 7 * (11 - i)));
    const iso = monday.toISOString().slice(0, 10);
    return { week: `2026-W${String(48 - (11 - i)).padStart(2, '0')}`, weekStart: iso, count: counts[11 - i] ?? 0 };
  });
}

/** What the provider's staff see: every member's figures. */
export function providerDashboard(extra: Partial<Dashboard> = {}): Dashboard {
  return {
    scope: 'provider',
    generatedAt: '2026-11-24T11:05:00.000Z',
    today: TODAY,
    members: {
      total: 42,
      byStatus: [
        { status: 'request', count: 5 },
        { status: 2, count: 7 },
        { status: 3, count: 2 },
        { status: 4, count: 1 },
        { status: 0, count: 24 },
        { status: 1, count: 3 },
      ],
      byApp: [
        { app: AppCode.Src, count: 6 },
        { app: AppCode.Rct, count: 33 },
        { app: AppCode.Trc, count: 3 },
      ],
    },
    demoRequestsPerWeek: weeks([2, 3, 0, 1]),
    demosEndingSoon: {
      total: 2,
      items: [
        { id: 17, name: 'Ayşe Bağcı', kind: 'individual', status: 2, demoEndsAt: '2026-11-25T09:00:00.000Z' },
        { id: 23, name: 'Yeşil Vadi Tarım', kind: 'corporate', status: 4, demoEndsAt: '2026-12-04T09:00:00.000Z' },
      ],
    },
    users: { total: 61, byStatus: [{ status: 'active', count: 55 }, { status: 'passive', count: 5 }, { status: 'banned', count: 1 }], archived: 4 },
    prescriptions: {
      total: 19,
      perDay: days([4, 0, 6, 0, 9]),
      byProvince: [
        { provinceCode: '07', provinceName: 'Antalya', count: 11 },
        { provinceCode: '35', provinceName: 'İzmir', count: 5 },
        { provinceCode: null, provinceName: 'Alan belirtilmemiş', count: 3 },
      ],
      otherProvinces: 0,
    },
    reference: {
      counts: [
        { section: 'ruhsat-tanimi', total: 2000, active: 1890 },
        { section: 'ruhsat-detay-tanimi', total: 8150, active: 8000 },
        { section: 'aktif-madde-tanimi', total: 420, active: 410 },
        { section: 'bitki-tanimi', total: 1500, active: 1500 },
        { section: 'zararli-organizma-tanimi', total: 1200, active: 1180 },
        { section: 'bitki-besleme-urunleri', total: 310, active: 300 },
        { section: 'mrl-oran', total: 52000, active: 51000 },
      ],
      lastImport: { at: '2026-11-20T07:30:00.000Z', section: 'ruhsat-tanimi', by: 'Deniz Veri', created: 12, updated: 3 },
    },
    ...extra,
  };
}

/** What a member's Admin sees: its own users and prescriptions, nothing about other members. */
export function memberDashboard(extra: Partial<Dashboard> = {}): Dashboard {
  return {
    scope: 'member',
    generatedAt: '2026-11-24T11:05:00.000Z',
    today: TODAY,
    members: null,
    demoRequestsPerWeek: null,
    demosEndingSoon: null,
    users: { total: 4, byStatus: [{ status: 'active', count: 3 }, { status: 'passive', count: 1 }, { status: 'banned', count: 0 }], archived: 1 },
    prescriptions: {
      total: 4,
      perDay: days([3, 0, 0, 1]),
      byProvince: [
        { provinceCode: '07', provinceName: 'Antalya', count: 3 },
        { provinceCode: null, provinceName: 'Alan belirtilmemiş', count: 1 },
      ],
      otherProvinces: 0,
    },
    reference: null,
    ...extra,
  };
}

/** GET dashboard answering `replies` in turn (a Dashboard is a 200 `{ data }`); the calls are recorded. */
export function dashboardApi(...replies: Array<Dashboard | Reply>) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      if (call.method !== 'GET' || call.path !== 'dashboard') return HttpResponse.json({ code: 'NOT_FOUND', message: 'Bulunamadı.' }, { status: 404 });
      const next = replies[Math.min(calls.length - 1, replies.length - 1)]!;
      const reply: Reply = 'scope' in next ? { body: { data: next } } : next;
      return HttpResponse.json(reply.body as JsonBodyType, { status: reply.status ?? 200 });
    }),
  );
  return { calls };
}
