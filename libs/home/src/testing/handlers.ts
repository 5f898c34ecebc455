/// <reference types="node" />
// Test support only (not exported): the home panels' MSW handlers (one fake API for web
// tests) and their data. GET search/suggest, search/home and search/changes answer from memory
// (the feed pages and filters its list as the API does); every call is recorded.
import type { HomeSummary, ReferenceChange, ReferenceChangeKind, SuggestResponse } from '@portal/contracts';
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export type Reply = { status?: number; body: unknown };
type Suggestions = SuggestResponse['data'];

export function change(id: number, kind: ReferenceChangeKind, extra: Partial<ReferenceChange> = {}): ReferenceChange {
  const licenceKind = kind.startsWith('licence');
  return {
    id,
    occurredAt: '2026-11-24T08:30:00.000Z',
    kind,
    source: 'edit',
    licence: licenceKind ? { id: 70 + id, tradeName: `Ürün ${id} 200 SC`, licenceNumber: `ÖRN-${String(id).padStart(4, '0')}` } : null,
    mrl: licenceKind ? null : { product: { id: 3, name: 'Domates', code: '0231010' }, activeSubstance: { id: 5, name: 'Abamektin' }, market: 'TR', before: kind === 'mrl-added' ? null : 0.09, after: kind === 'mrl-expired' ? null : 0.02 },
    affectedCount: 0,
    ...extra,
  };
}

export function summary(extra: Partial<HomeSummary> = {}): HomeSummary {
  return {
    counts: { licences: 1890, plants: 1500, harmfulOrganisms: 1180, activeSubstances: 410, mrls: 51000 },
    latestChanges: [change(2, 'licence-cancelled', { affectedCount: 2 }), change(1, 'mrl-changed', { source: 'import' })],
    recentPrescriptions: [
      { id: 41, publicId: '8f0c2b1e-41aa-4c3e-9a51-000000000041', prescriptionNo: 'RCT-2026-000041', kind: 0, producerName: 'Mustafa Karataş', plantName: 'Domates', issuedAt: '2026-11-23T09:00:00.000Z', flagged: true, state: 'issued', archived: false },
      { id: 40, publicId: '8f0c2b1e-41aa-4c3e-9a51-000000000040', prescriptionNo: 'RCT-2026-000040', kind: 2, producerName: null, plantName: 'Biber', issuedAt: '2026-11-20T09:00:00.000Z', flagged: false, state: 'cancelled', archived: true },
    ],
    prescriptionCounts: { thisMonth: 7, total: 41, flagged: 1 },
    ...extra,
  };
}

export const noSuggestions: Suggestions = { licenses: [], plants: [], 'harmful-orgs': [], 'active-substances': [] };

export interface HomeApiOptions {
  suggest?: (q: string) => Suggestions;
  /** GET search/suggest's "did you mean" names for `q` (none by default). */
  didYouMean?: (q: string) => string[];
  /** GET search/home's answers in turn (the last one again). */
  summaries?: Array<HomeSummary | Reply>;
  /** The whole feed, newest first. */
  changes?: ReferenceChange[];
  /** Paths whose first call fails with a 500. */
  failFirst?: string[];
}

export function homeApi({ suggest = () => noSuggestions, didYouMean = () => [], summaries = [summary()], changes = [], failFirst = [] }: HomeApiOptions = {}) {
  const calls: ApiCall[] = [];
  const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      if (call.method !== 'GET') return json({ code: 'NOT_FOUND', message: 'Bulunamadı.' }, 404);
      if (failFirst.includes(call.path) && calls.filter((c) => c.path === call.path).length === 1) return json({ code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.' }, 500);
      if (call.path === 'search/suggest') return json({ data: suggest(call.query.get('q') ?? ''), suggestions: didYouMean(call.query.get('q') ?? '') });
      if (call.path === 'search/home') {
        const count = calls.filter((c) => c.path === 'search/home').length;
        const next = summaries[Math.min(count - 1, summaries.length - 1)]!;
        const reply: Reply = 'counts' in next ? { body: { data: next } } : next;
        return json(reply.body, reply.status);
      }
      if (call.path === 'search/changes') {
        const page = Number(call.query.get('page') ?? 1);
        const limit = Number(call.query.get('limit') ?? 10);
        const kind = call.query.get('kind');
        const rows = kind ? changes.filter((c) => c.kind === kind) : changes;
        return json({ data: rows.slice((page - 1) * limit, page * limit), count: rows.length });
      }
      return json({ code: 'NOT_FOUND', message: 'Bulunamadı.' }, 404);
    }),
  );
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
