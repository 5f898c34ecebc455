/// <reference types="node" />
// Test support only (not exported): the register's API over MSW, every call recorded. One area
// (11, Beykonak Serası 1 of Mustafa Karataş) with an issued prescription (1), an application of
// it with a flag, a harvest inside the waiting period and a TRC lot's spraying.
import type { ApplicationCheckResult, AreaRegister, AreaSprayPlanDto, Prescription, ProducerRegister, RegisterApplication, RegisterEntry, RegisterHarvest, RegisterHistoryEntry, WeatherSnapshot } from '@portal/contracts';
import { planSprayWindow, type ForecastHour } from '@portal/domain/prescription';
import { apiServer, apiUrl, FIXTURE_STAMP, prescriptionFixture, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const weather = (extra: Partial<WeatherSnapshot> = {}): WeatherSnapshot => ({
  time: '2026-11-24T06:00',
  temperature: 18,
  relativeHumidity: 70,
  precipitation: 0,
  windSpeed: 6,
  windGusts: 11,
  deltaT: 3.1,
  level: 'good',
  reasons: ['Rüzgâr 6 km/sa (hamle 11 km/sa), sıcaklık 18 °C, nem %70 (Delta T 3,1 °C), sonraki 40 saat yağış beklenmiyor: ilaçlama için uygun.'],
  fetchedAt: FIXTURE_STAMP,
  ...extra,
});

export const OVER_AMOUNT = 'Kullanılan miktar reçetenin izin verdiğinden fazla: 120 ml (reçete 81 ml).';
export const PHI_FLAG = 'Hasat, 24.11.2026 uygulamasının bekleme süresi (1 gün) dolmadan yapıldı.';

export function application(id: number, extra: Partial<RegisterApplication> = {}): RegisterApplication {
  return {
    id,
    source: 'rct',
    productionAreaId: 11,
    areaName: 'Beykonak Serası 1',
    prescriptionId: 1,
    prescriptionNo: 'RCT-2026-00001',
    prescriptionLineKey: 'L1',
    licenceId: 7,
    productName: 'Tırtılsan 200 SC',
    appliedOn: '2026-11-24',
    startTime: '06:00',
    applicatorKind: 'authorised',
    applicatorName: 'Ali Veli',
    applicatorCertificateNo: 'YU-123',
    amount: 120,
    amountUnit: 'ml',
    waterVolumeLitres: 430,
    decares: 5.4,
    weather: weather(),
    weatherUnavailableReason: null,
    notes: null,
    photoIds: [],
    version: 1,
    withdrawn: null,
    lot: null,
    flags: [{ code: 'REGISTER_AMOUNT_EXCEEDED', severity: 'warning', message: OVER_AMOUNT }],
    recordedBy: { id: 5, name: 'Gülşen Yılmaz' },
    createdAt: FIXTURE_STAMP,
    updatedAt: FIXTURE_STAMP,
    ...extra,
  };
}

export function harvest(id: number, extra: Partial<RegisterHarvest> = {}): RegisterHarvest {
  return {
    id,
    source: 'rct',
    productionAreaId: 11,
    areaName: 'Beykonak Serası 1',
    harvestedOn: '2026-11-25',
    amount: 1200,
    unit: 'kg',
    lotOrBuyer: 'Kumluca Hali',
    notes: null,
    version: 1,
    withdrawn: null,
    lot: null,
    flags: [{ code: 'REGISTER_PHI_NOT_KEPT', severity: 'error', message: PHI_FLAG }],
    recordedBy: { id: 5, name: 'Gülşen Yılmaz' },
    createdAt: FIXTURE_STAMP,
    updatedAt: FIXTURE_STAMP,
    ...extra,
  };
}

export const prescriptionEntry = (id = 1, extra: Partial<Extract<RegisterEntry, { type: 'prescription' }>['prescription']> = {}): RegisterEntry => ({
  type: 'prescription',
  date: '2026-11-20',
  prescription: {
    id,
    prescriptionNo: `RCT-2026-${String(id).padStart(5, '0')}`,
    issuedAt: FIXTURE_STAMP,
    startDate: '2026-11-20',
    plannedHarvestDate: '2027-01-20',
    plantName: 'Domates',
    prescriberName: 'Gülşen Yılmaz',
    state: 'issued',
    lines: [{ key: 'L1', licenceId: 7, tradeName: 'Tırtılsan 200 SC', dose: 15, doseUnit: 'ml/da', phiDays: 1, amountTotal: 81, amountUnit: 'ml', applied: 1 }],
    ...extra,
  },
});

export function areaRegister(extra: Partial<AreaRegister> = {}): AreaRegister {
  return {
    season: 2026,
    area: { id: 11, name: 'Beykonak Serası 1', decares: 5.4, plantName: 'Domates', province: 'Antalya', district: 'Kumluca' },
    producer: { id: 1, name: 'Mustafa Karataş' },
    entries: [
      prescriptionEntry(),
      { type: 'application', date: '2026-11-22', application: application(90, { source: 'trc', id: 501, appliedOn: '2026-11-22', lot: { id: 3, code: 'TRC-2026-000042' }, flags: [], applicatorKind: null, startTime: null, amount: null, amountUnit: null }) },
      { type: 'application', date: '2026-11-24', application: application(31) },
      { type: 'harvest', date: '2026-11-25', harvest: harvest(41) },
    ],
    counts: [{ kind: 'product', id: 7, name: 'Tırtılsan 200 SC', count: 2, maxApplications: 2, source: 'recorded', text: 'Sezonda 2 uygulama (en çok 2).' }],
    findings: [],
    ...extra,
  };
}

export const producerRegister = (areas: AreaRegister[] = [areaRegister()]): ProducerRegister => ({ season: 2026, producer: { id: 1, name: 'Mustafa Karataş' }, areas });

/**
 * Four days from 24 November 2026 as the e2e weather stand-in serves them (calm mornings 06–09 and
 * evenings 17–23 good, windy middays; rain on the third day 13–16), planned from 14:20 on the first.
 */
export function sprayPlan(): AreaSprayPlanDto {
  const hours: ForecastHour[] = Array.from({ length: 96 }, (_, i) => {
    const clock = i % 24;
    const part = clock < 6 ? 0 : clock < 10 ? 1 : clock < 17 ? 2 : clock < 21 ? 3 : 4;
    const raining = i >= 62 && i <= 64;
    return {
      time: `2026-11-${24 + Math.floor(i / 24)}T${String(clock).padStart(2, '0')}:00`,
      temperature: [14, 18, 27, 22, 16][part]!,
      relativeHumidity: [85, 70, 45, 60, 80][part]!,
      precipitation: raining ? 1.2 : 0,
      precipitationProbability: raining ? 80 : 5,
      windSpeed: [2, 6, 13, 7, 4][part]!,
      windGusts: [4, 11, 23, 12, 8][part]!,
    };
  });
  return { available: true, fetchedAt: FIXTURE_STAMP, plan: planSprayWindow(hours, { from: '2026-11-24T14:20' }) };
}

export const checkResult = (extra: Partial<ApplicationCheckResult> = {}): ApplicationCheckResult => ({ flags: [], weather: weather(), weatherUnavailableReason: null, ...extra });

export const history = (): RegisterHistoryEntry[] => [
  { version: 2, kind: 'corrected', at: '2026-11-24T10:00:00.000Z', by: 'Gülşen Yılmaz', reason: 'Miktar yanlış yazılmış', changes: [{ field: 'amount', label: 'Kullanılan miktar', before: '120 ml', after: '80 ml' }] },
  { version: 1, kind: 'recorded', at: '2026-11-24T07:00:00.000Z', by: 'Gülşen Yılmaz', reason: null, changes: [] },
];

type Answer = JsonBodyType | ((call: ApiCall) => Response | Promise<Response>);

export interface RegisterWorld {
  area?: AreaRegister | (() => Response);
  producer?: ProducerRegister;
  prescription?: Prescription;
  sprayPlan?: AreaSprayPlanDto;
  check?: (call: ApiCall) => ApplicationCheckResult | Response;
  postApplication?: (call: ApiCall) => Response;
  putApplication?: Answer;
  postHarvest?: (call: ApiCall) => Response;
  withdraw?: Answer;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
export const problem = (status: number, code: string, message: string, details?: { field: string; message: string }[]) => json({ code, message, ...(details ? { details } : {}) }, status);

/** The register's API answering from `world`; every call is in `calls`. */
export function registerApi(world: RegisterWorld = {}) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const { method, path } = call;
      if (method === 'GET' && /^register\/area\/\d+$/.test(path)) {
        const area = world.area ?? areaRegister();
        return typeof area === 'function' ? area() : json({ data: { ...area, season: Number(call.query.get('season') ?? area.season) } });
      }
      if (method === 'GET' && /^register\/producer\/\d+$/.test(path)) return json({ data: world.producer ?? producerRegister() });
      if (method === 'GET' && /^register\/(area|producer)\/\d+\/pdf$/.test(path)) return new HttpResponse('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="kayit-defteri.pdf"' } });
      if (method === 'GET' && /^register\/(application|harvest)\/\d+\/history$/.test(path)) return json({ data: history() });
      if (method === 'GET' && /^register\/application\/\d+\/photo\/\d+$/.test(path)) return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
      if (method === 'POST' && /^register\/application\/\d+\/photo$/.test(path)) return json({ data: { id: 900 } }, 201);
      if (method === 'DELETE' && /^register\/application\/\d+\/photo\/\d+$/.test(path)) return new HttpResponse(null, { status: 204 });
      if (method === 'GET' && /^prescription\/\d+$/.test(path)) return json({ data: world.prescription ?? prescriptionFixture(Number(path.split('/')[1])) });
      if (method === 'GET' && /^production-area\/\d+\/spray-plan$/.test(path)) return json({ data: world.sprayPlan ?? sprayPlan() });
      if (method === 'POST' && path === 'register/application/check') {
        const answer = world.check?.(call) ?? checkResult();
        return answer instanceof Response ? answer : json({ data: answer });
      }
      if (method === 'POST' && path === 'register/application') return world.postApplication?.(call) ?? json({ data: application(77, call.body as Partial<RegisterApplication>) }, 201);
      if (method === 'PUT' && /^register\/application\/\d+$/.test(path)) {
        const a = world.putApplication;
        return typeof a === 'function' ? a(call) : json({ data: a ?? application(31, { version: 2 }) });
      }
      if (method === 'POST' && path === 'register/harvest') return world.postHarvest?.(call) ?? json({ data: harvest(78, { ...(call.body as Partial<RegisterHarvest>), flags: [] }) }, 201);
      if (method === 'PATCH' && /^register\/(application|harvest)\/\d+\/withdraw$/.test(path)) {
        const w = world.withdraw;
        return typeof w === 'function' ? w(call) : json({ data: w ?? { ok: true } });
      }
      return problem(404, 'NOT_FOUND', 'Kayıt bulunamadı.');
    }),
  );
  const callsOf = (method: string, pattern: RegExp) => calls.filter((c) => c.method === method && pattern.test(c.path));
  return { calls, callsOf };
}
