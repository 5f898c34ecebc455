/// <reference types="node" />
// Test support only (not exported): the prescriptions feature's MSW handlers (one fake
// API for web tests), answering the calls of docs/api.md "Prescriptions" from rows in memory, with
// the producers' and reference calls the editor reuses. Every call is recorded; any answer is
// replaceable by `"<METHOD> <path>"` (ids as `:id`, e.g. `"POST prescription/:id/correct"`).
import { farmerMessage, whatsappLink, type AreaSprayPlanDto, type AreaWeather, type Candidate, type CheckResult, type OrganismOption, type Prescription, type Producer, type ProductionArea } from '@portal/contracts';
import { planSprayWindow } from '@portal/domain/prescription';
import { apiServer, apiUrl, areaFixture, FIXTURE_STAMP, plantFixtures, prescriptionFixture, prescriptionListItemFixture, producerFixture, readCall, sprayPlanFixture, unitFixtures, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export type Reply = { status?: number; body?: unknown; raw?: { bytes: Uint8Array; type: string } };
export type Overrides = Record<string, (call: ApiCall) => Reply | undefined>;

/** The shared fixtures' own stamp: their defaults are this feature's world. */
const stamp = FIXTURE_STAMP;

/** Mustafa Karataş's tomatoes in Beykonak Serası 1: the shared fixtures as they are. */
export const listItem = prescriptionListItemFixture;
export const prescription = prescriptionFixture;
export const area = areaFixture;
export const producer = producerFixture;

export function candidate(licenceDetailId: number, extra: Partial<Candidate> = {}): Candidate {
  return {
    licenceDetailId,
    licenceId: 7,
    tradeName: 'Tırtılsan 200 SC',
    licenceNumber: 'ÖRN-0007',
    licenceStatus: 'valid',
    licenceDate: '2019-04-01',
    expiryDate: null,
    validOnDate: true,
    formulationCode: 'SC',
    companyName: 'Anadolu Bitki Koruma Sanayi A.Ş.',
    beeToxicity: 'low',
    harmfulOrganism: { id: 21, name: 'Domates güvesi' },
    doseMin: 15,
    doseMax: 20,
    doseUnit: { id: 1, symbol: 'ml/da', kind: 'dose-area', amountUnit: 'ml', perQuantity: 1, perUnit: 'da' },
    waterVolumeMin: 60,
    waterVolumeMax: 100,
    phiDays: 1,
    beeWaitingDays: 1,
    reEntryHours: 12,
    maxApplications: 2,
    applicationIntervalDays: 7,
    notes: null,
    activeSubstances: [{ id: 5, name: 'Klorantraniliprol', concentration: 200, concentrationUnit: 'g/L', moaScheme: 'IRAC', moaCode: '28', prescriptionRequired: false }],
    ...extra,
  };
}

export const organisms: OrganismOption[] = [
  { id: 21, name: 'Domates güvesi', latinName: 'Tuta absoluta', type: 1, useCount: 4 },
  { id: 22, name: 'İki noktalı kırmızı örümcek', latinName: 'Tetranychus urticae', type: 1, useCount: 3 },
  { id: 23, name: 'Kurşuni küf', latinName: 'Botrytis cinerea', type: 0, useCount: 2 },
];

export const units = unitFixtures();

export const notes = [
  { id: 31, category: 'general', severity: 'warning', title: 'Arılar', text: 'Çiçeklenme döneminde arıların uçuş saatlerinde uygulama yapmayın.', status: true, sample: true, updatedAt: stamp },
  { id: 32, category: 'care', severity: 'info', title: null, text: 'Uygulamadan sonra sulama yapmayın.', status: true, sample: true, updatedAt: stamp },
];

/** The reference plants the fast editor searches (GET definition/plant/query). */
export const plants = plantFixtures();

/** A check answer with these findings; `canIssue` unless an error or an unacknowledged warning is among them. */
export function checkResult(findings: CheckResult['findings'], acknowledged: readonly string[] = []): CheckResult {
  const key = (f: CheckResult['findings'][number]) => (f.lineKey ? `${f.code}:${f.lineKey}` : f.code);
  const blocking = findings.filter((f) => f.severity === 'error').map(key);
  const toAcknowledge = findings.filter((f) => f.severity === 'warning' && !acknowledged.includes(key(f))).map(key);
  return { findings, blocking, toAcknowledge, canIssue: blocking.length === 0 && toAcknowledge.length === 0 };
}

export interface PrescriptionsWorld {
  prescriptions: Prescription[];
  candidates?: Candidate[];
  areas?: ProductionArea[];
  producers?: Producer[];
  /** The findings the checks give for a body (default: none). */
  check?(body: Record<string, unknown>): CheckResult;
  /** What the area's and the prescription's spray plans answer (default: the area has no location). */
  sprayPlan?: AreaSprayPlanDto;
  /** What the area's weather answers (default: the area has no border). */
  weather?: AreaWeather;
}

/** The area's weather now: mild, calm and dry, seven days of the same. */
export function weatherNow(): AreaWeather {
  const daily = Array.from({ length: 7 }, (_, i) => ({ date: `2026-05-0${1 + i}`, temperatureMax: 24, temperatureMin: 14, precipitationSum: 0, precipitationProbabilityMax: 5, windSpeedMax: 9 }));
  return {
    available: true,
    fetchedAt: '2026-05-01T11:05:00.000Z',
    cached: false,
    forecast: { latitude: 36.37, longitude: 30.29, current: { time: '2026-05-01T14:00', temperature: 20, relativeHumidity: 65, precipitation: 0, windSpeed: 6, windDirection: 200, weatherCode: 1 }, daily },
  };
}

/** A spray plan from 14:00 on 1 May 2026: calm mornings and evenings good, windy middays a caution. */
export const sprayPlan = () => sprayPlanFixture(planSprayWindow);

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' } };
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% test\n');

/** The prescription calls over `world`; returns the recorded calls. */
export function prescriptionsApi(world: PrescriptionsWorld, overrides: Overrides = {}) {
  const calls: ApiCall[] = [];
  const rows = world.prescriptions;
  const areas = world.areas ?? [area(11)];
  const producers = world.producers ?? [producer(1)];
  let nextId = 500;
  let linkVersion = 1;
  let link: { token: string; url: string; createdAt: string } | null = null;

  const reply = (call: ApiCall): Reply => {
    const pattern = call.path.replace(/\/\d+(?=\/|$)/g, '/:id');
    const replaced = overrides[`${call.method} ${pattern}`]?.(call) ?? overrides[`${call.method} ${call.path}`]?.(call);
    if (replaced) return replaced;
    const body = (call.body ?? {}) as Record<string, unknown>;
    const parts = call.path.split('/');
    const id = Number(parts[1]);
    const row = rows.find((r) => r.id === id);
    switch (`${call.method} ${pattern}`) {
      case 'GET prescription': {
        const term = (call.query.get('search') ?? '').toLocaleLowerCase('tr-TR');
        let list = rows.filter((r) => [r.prescriptionNo, r.fullName ?? '', r.areaName ?? '', r.plantName].some((t) => t.toLocaleLowerCase('tr-TR').includes(term)));
        for (const key of ['type', 'status', 'producerId', 'productionAreaId'] as const) {
          const value = call.query.get(key);
          if (value !== null) list = list.filter((r) => String(r[key]) === value);
        }
        const limit = Number(call.query.get('limit') ?? 10);
        const page = Number(call.query.get('page') ?? 1);
        return { body: { data: list.slice((page - 1) * limit, page * limit), count: list.length } };
      }
      case 'GET prescription/candidates':
        return { body: { data: (world.candidates ?? [candidate(101)]).filter((c) => (call.query.get('harmfulOrganismIds') ?? '').split(',').includes(String(c.harmfulOrganism.id))) } };
      case 'GET prescription/organisms':
        return { body: { data: organisms } };
      case 'POST prescription/check':
        return { body: { data: world.check?.(body) ?? checkResult([]) } };
      case 'POST prescription/area-linked':
      case 'POST prescription/producer-linked':
      case 'POST prescription/fast': {
        const created = prescription(nextId++, { type: call.path.endsWith('fast') ? 2 : call.path.endsWith('area-linked') ? 1 : 0 });
        rows.push(created);
        return { status: 201, body: { data: created } };
      }
      case 'POST prescription/fast-to-production-area':
      case 'POST prescription/fast-to-producer': {
        const ids = (body['productionAreaIds'] as number[] | undefined) ?? areas.filter((a) => (body['producers'] as number[]).includes(a.producerId ?? 0)).map((a) => a.id);
        return { body: { data: ids.map((areaId) => ({ productionAreaId: areaId, areaName: areas.find((a) => a.id === areaId)?.name ?? `Alan ${areaId}`, prescription: { id: nextId, prescriptionNo: `RCT-2026-${nextId++}` }, findings: [] })) } };
      }
      case 'POST prescription/send-email-to-producer':
      case 'POST prescription/send-email-to-producers':
      case 'POST prescription/send-email-to-member':
        return { body: { data: { queued: Array.isArray(body['producerEmails']) ? (body['producerEmails'] as string[]).length : 1, emails: [] } } };
      case 'POST prescription/:id/send-sms':
      case 'POST prescription/:id/whatsapp': {
        if (!row) return notFound;
        const typed = (body['phone'] as string | null | undefined) ?? null;
        // The API's mobile check, enough for the tests: ten digits starting 5 after 0 / +90.
        const digits = (typed ?? row.producer?.phone ?? '').replace(/\D/g, '').replace(/^(90|0)/, '');
        if (!/^5\d{9}$/.test(digits)) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)', details: [{ field: 'body.phone', message: 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)' }] } };
        const phone = `+90${digits}`;
        const text = farmerMessage({ prescriptionNo: row.prescriptionNo, memberName: row.member.name, url: `http://rct.localhost/prescription/token${linkVersion}AAAAAAAAAAAAAAAAAAAA` });
        const whatsapp = call.path.endsWith('whatsapp');
        row.emails = [{ id: nextId++, recipient: phone, recipientName: typed ? null : 'Mustafa Karataş', status: whatsapp ? 'shared' : 'pending', sentAt: null, createdAt: stamp, sentBy: 'Gülşen Yılmaz', channel: whatsapp ? 'whatsapp' : 'sms' }, ...row.emails];
        if (whatsapp) return { body: { data: { phone, text, url: whatsappLink(text, phone) } } };
        return { body: { data: { phone, text, encoding: 'gsm7-tr', segments: 1, emails: row.emails } } };
      }
      case 'GET prescription/:id':
        return row ? { body: { data: row } } : notFound;
      case 'GET prescription/:id/pdf':
        return row ? { raw: { bytes: pdfBytes, type: 'application/pdf' } } : notFound;
      case 'PATCH prescription/:id/archive':
        if (!row) return notFound;
        row.status = (body['archived'] as boolean) ? 0 : 1;
        return { body: { data: row } };
      case 'PATCH prescription/:id/delete':
        if (!row) return notFound;
        rows.splice(rows.indexOf(row), 1);
        return { body: { data: { id: row.id } } };
      case 'POST prescription/:id/correct': {
        if (!row) return notFound;
        const created = prescription(nextId++, { corrects: { id: row.id, prescriptionNo: row.prescriptionNo } });
        Object.assign(row, { state: 'cancelled', correctedBy: { id: created.id, prescriptionNo: created.prescriptionNo } });
        rows.push(created);
        return { status: 201, body: { data: created } };
      }
      case 'POST prescription/:id/acknowledge-changes':
        if (!row) return notFound;
        row.referenceChanges = (row.referenceChanges ?? []).map((f) => ({ ...f, acknowledgedAt: f.acknowledgedAt ?? '2026-11-24T12:00:00.000Z' }));
        return { body: { data: row.referenceChanges } };
      case 'GET prescription/:id/link':
        link ??= { token: `token${linkVersion}AAAAAAAAAAAAAAAAAAAA`, url: `http://rct.localhost/prescription/token${linkVersion}AAAAAAAAAAAAAAAAAAAA`, createdAt: stamp };
        return { body: { data: link } };
      case 'POST prescription/:id/link/renew':
        linkVersion += 1;
        link = { token: `token${linkVersion}AAAAAAAAAAAAAAAAAAAA`, url: `http://rct.localhost/prescription/token${linkVersion}AAAAAAAAAAAAAAAAAAAA`, createdAt: stamp };
        return { body: { data: link } };
      case 'DELETE prescription/:id/link':
        link = null;
        return { status: 204 };
      case 'GET definition/unit/query':
        return { body: { data: units, count: units.length } };
      case 'GET definition/note/query':
        return { body: { data: notes, count: notes.length } };
      case 'GET definition/plant-nutrition-product/query':
        return { body: { data: [], count: 0 } };
      case 'GET definition/plant/query': {
        const term = (call.query.get('search') ?? '').toLocaleLowerCase('tr-TR');
        const found = plants.filter((p) => p.name.toLocaleLowerCase('tr-TR').includes(term));
        return { body: { data: found, count: found.length } };
      }
      case 'GET production-area/:id': {
        const a = areas.find((x) => x.id === id);
        return a ? { body: { data: a } } : notFound;
      }
      case 'GET production-area/:id/weather':
        return { body: { data: world.weather ?? { available: false, reason: 'Alanın haritada sınırı yok; hava durumu için sınırı çizin.' } } };
      case 'GET production-area/:id/spray-plan':
      case 'GET prescription/:id/spray-plan':
        return { body: { data: world.sprayPlan ?? { available: false, reason: 'Bu alanın konumu yok: hava durumu için alanın sınırını haritada çizin.' } } };
      case 'GET producer/:id': {
        const p = producers.find((x) => x.id === id);
        return p ? { body: { data: p } } : notFound;
      }
      case 'GET production-area':
        return { body: { data: areas, count: areas.length } };
      case 'GET producer':
        return { body: { data: producers, count: producers.length } };
      default:
        return notFound;
    }
  };

  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const { status = 200, body, raw } = reply(call);
      if (raw) return new HttpResponse(raw.bytes, { status, headers: { 'content-type': raw.type } });
      if (status === 204) return new HttpResponse(null, { status });
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
  return { calls, callsOf: (key: string) => calls.filter((c) => `${c.method} ${c.path.replace(/\/\d+(?=\/|$)/g, '/:id')}` === key) };
}
