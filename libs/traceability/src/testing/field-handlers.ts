/// <reference types="node" />
// Test support only (not exported): the TRC field screens' calls over MSW (docs/api.md
// "Traceability" and "Traceability: photos, consumer page and labels"), answered from
// a small world in memory — Şükrü Işıkoğlu's tomatoes in a Kumluca greenhouse, sprayed yesterday
// with Akarmek 18 EC (PHI 3 days) from an issued prescription. Dates are relative to today in
// Türkiye, since a stage may not be after today. Every call is recorded; any answer can be
// replaced by `"<METHOD> <pattern>"` (ids as `:id`, e.g. `"POST lot/:id/stage"`), and
// `{ networkError: true }` makes the call fail as if the phone had no connection.
import { lotEditSchema, lotListQuerySchema, PhotoContentTypes } from '@portal/contracts';
import type { Compliance, LicenseHit, Lot, LotLink, PhiCheck, Prescription, PrescriptionListItem, ProductionArea, Stage, StageCheckResult, Unit } from '@portal/contracts';
import { isValidGtin } from '@portal/domain/traceability';
import { apiServer, apiUrl, areaFixture, plantFixtures, prescriptionFixture, prescriptionListItemFixture, readCall, unitFixtures, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { isoDay } from '@portal/shared/util';

/** A JSON answer, raw bytes with their type (a photo), or a failure at the network. */
export type Reply = { status?: number; body?: unknown; bytes?: { type: string; data: Uint8Array } } | { networkError: true };

/** A 1×1 PNG: what a stored photo answers. */
export const PHOTO_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
export type Overrides = Record<string, (call: ApiCall) => Reply | undefined>;

const stamp = '2026-03-01T08:00:00.000Z';

/** `YYYY-MM-DD` `days` after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const today = () => isoDay();
export const daysAgo = (n: number) => addDays(today(), -n);

export const TOMATO_LOT_ID = 1;
export const TOMATO_LOT_CODE = 'TRC-2026-000042';
export const TOMATO_GTIN = '08690000000012';
export const PRESCRIPTION_ID = 12;
export const PRESCRIPTION_NO = 'RCT-2026-00012';

// ---------------------------------------------------------------- fixtures

/** Şükrü Işıkoğlu's tomato greenhouse (area 11, unmeasured) in Beykonak, Kumluca. */
export function area(id: number, extra: Partial<ProductionArea> = {}): ProductionArea {
  return areaFixture(id, { createdAt: stamp, updatedAt: stamp, producerTcOrVkn: '10000000146', ownerName: 'Şükrü Işıkoğlu', name: 'Kuzey Serası', neighbourhood: 'Beykonak', measured: false, ...extra });
}

export const areas: ProductionArea[] = [
  area(11),
  area(12, { name: 'Güney Serası', producerId: 2, producerTcOrVkn: '12345678950', ownerName: 'Ayşe Demir', plantId: 4, plantName: 'Biber' }),
  area(13, { name: 'Merkez Tarlası', owner: 'member', producerId: null, producerTcOrVkn: null, ownerName: 'Kumluca Üretici Kooperatifi', areaType: 1, cover: null, plantId: null, plantName: null }),
];

export const plants = plantFixtures(undefined, { updatedAt: stamp });

export function lot(id: number, extra: Partial<Lot> = {}): Lot {
  return {
    id,
    code: `TRC-2026-${String(41 + id).padStart(6, '0')}`,
    productionArea: { id: 11, name: 'Kuzey Serası', province: 'Antalya', district: 'Kumluca' },
    producer: { id: 1, fullName: 'Şükrü Işıkoğlu' },
    plant: { id: 3, name: 'Domates' },
    variety: 'Pembe Kalp',
    season: '2026',
    gtin: TOMATO_GTIN,
    consumerFirstNameConsent: true,
    status: 'open',
    lastStage: { kind: 'spraying', date: daysAgo(1) },
    createdAt: stamp,
    ...extra,
  };
}

/** Tomatoes (sprayed yesterday), peppers (watered today) and closed cucumbers. */
export function lots(): Lot[] {
  return [
    lot(TOMATO_LOT_ID),
    lot(2, {
      productionArea: { id: 12, name: 'Güney Serası', province: 'Antalya', district: 'Kumluca' },
      producer: { id: 2, fullName: 'Ayşe Demir' },
      plant: { id: 4, name: 'Biber' },
      variety: 'Çarliston',
      gtin: null,
      consumerFirstNameConsent: false,
      lastStage: { kind: 'irrigation', date: today() },
    }),
    lot(3, { plant: { id: 5, name: 'Hıyar' }, variety: null, gtin: null, status: 'closed', season: '2025', lastStage: { kind: 'packing', date: '2025-12-02' } }),
  ];
}

export function stage(id: number, lotId: number, extra: Partial<Stage> = {}): Stage {
  return {
    id,
    lotId,
    clientId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    kind: 'irrigation',
    date: daysAgo(10),
    recordedBy: { id: 5, name: 'Deniz Erdem' },
    notes: null,
    location: null,
    locationCheck: null,
    prescriptionId: null,
    prescriptionNo: null,
    prescriptionLineKey: null,
    licenceId: null,
    productName: null,
    dose: null,
    doseUnitId: null,
    doseUnit: null,
    phiDays: null,
    amount: null,
    unit: null,
    packages: null,
    packageUnit: null,
    phiOverrideReason: null,
    phiFlagged: false,
    source: 'trc',
    registerRecordId: null,
    photoIds: [],
    createdAt: stamp,
    ...extra,
  };
}

/** The tomato lot's register: planted, fertilized, and sprayed yesterday with Akarmek 18 EC (PHI 3 days). */
export function tomatoStages(): Stage[] {
  return [
    stage(101, TOMATO_LOT_ID, { kind: 'planting', date: daysAgo(60), notes: 'Fideler viyolden şaşırtıldı.' }),
    stage(102, TOMATO_LOT_ID, { kind: 'fertilization', date: daysAgo(30) }),
    stage(103, TOMATO_LOT_ID, {
      kind: 'spraying',
      date: daysAgo(1),
      prescriptionId: PRESCRIPTION_ID,
      prescriptionNo: PRESCRIPTION_NO,
      prescriptionLineKey: 'L1',
      licenceId: 7,
      productName: 'Akarmek 18 EC',
      dose: 50,
      doseUnitId: 3,
      doseUnit: 'ml/100 L su',
      phiDays: 3,
      location: { lat: 36.370212, lon: 30.290531, accuracyM: 8 },
      locationCheck: 'inside',
    }),
  ];
}

const abamectin = { id: 1, name: 'Abamektin', concentration: 18, concentrationUnit: 'g/L', moaScheme: 'IRAC' as const, moaCode: '6', prescriptionRequired: true };
const chlorantraniliprole = { id: 5, name: 'Klorantraniliprol', concentration: 200, concentrationUnit: 'g/L', moaScheme: 'IRAC' as const, moaCode: '28', prescriptionRequired: false };

export const units: Unit[] = unitFixtures({ updatedAt: stamp });

export function licence(id: number, extra: Partial<LicenseHit> = {}): LicenseHit {
  return {
    id,
    tradeName: 'Akarmek 18 EC',
    licenceNumber: 'ÖRN-0007',
    licenceDate: '2019-03-15',
    expiryDate: '2029-03-15',
    licenceStatus: 'valid',
    validToday: true,
    company: { id: 1, name: 'Anadolu Bitki Koruma Sanayi A.Ş.' },
    formulation: { id: 1, code: 'EC', name: 'Emülsiyon konsantre' },
    licenceGroup: { id: 1, name: 'İnsektisit / Akarisit' },
    beeToxicity: 'high',
    activeSubstances: [abamectin],
    ...extra,
  };
}

export const licences: LicenseHit[] = [licence(7), licence(8, { tradeName: 'Tırtılsan 200 SC', licenceNumber: 'ÖRN-0008', formulation: { id: 2, code: 'SC', name: 'Süspansiyon konsantre' }, beeToxicity: 'low', activeSubstances: [chlorantraniliprole] })];

/** PHI (days) of each licence on tomatoes, as the fake API stores it with a spraying. */
const phiOf: Record<number, number> = { 7: 3, 8: 7 };

export function prescriptionItem(id: number, extra: Partial<PrescriptionListItem> = {}): PrescriptionListItem {
  return prescriptionListItemFixture(id, {
    type: 1,
    startDate: daysAgo(2),
    fullName: 'Şükrü Işıkoğlu',
    mail: 'sukru@example.com',
    areaName: 'Kuzey Serası',
    productNames: ['Akarmek 18 EC', 'Tırtılsan 200 SC'],
    createdAt: stamp,
    ...extra,
  });
}

const line = (key: string, position: number, licenceId: number, tradeName: string, organism: { id: number; name: string }, dose: number, doseUnit: { id: number; symbol: string }, phiDays: number) => ({
  key,
  position,
  licenceId,
  licenceDetailId: 100 + licenceId,
  tradeName,
  licenceNumber: `ÖRN-000${licenceId}`,
  formulationCode: tradeName.split(' ').at(-1) ?? null,
  harmfulOrganism: organism,
  activeSubstances: [licenceId === 7 ? abamectin : chlorantraniliprole],
  dose,
  doseUnit,
  doseMin: dose,
  doseMax: dose,
  registeredUnit: doseUnit,
  waterVolume: 100,
  tankSize: 200,
  packSize: 250,
  phiDays,
  beeWaitingDays: 1,
  reEntryHours: 12,
  maxApplications: 2,
  amount: null,
});

/** Şükrü's prescription on area 11, started two days ago, from Kumluca Üretici Kooperatifi: Akarmek 18 EC and Tırtılsan 200 SC. */
export function prescription(id: number, extra: Partial<Prescription> = {}): Prescription {
  return prescriptionFixture(id, {
    ...prescriptionItem(id),
    producer: { name: 'Şükrü', surName: 'Işıkoğlu', tcOrVkn: '10000000146', email: 'sukru@example.com', phone: '+905324011121', cksNumber: '07215548' },
    productionArea: { name: 'Kuzey Serası', provinceName: 'Antalya', districtName: 'Kumluca', neighbourhoodName: 'Beykonak', decares: 5.4, cksBlock: '118', cksParcel: '4' },
    plannedHarvestDate: null,
    harmfulOrganisms: [
      { id: 22, name: 'İki noktalı kırmızı örümcek' },
      { id: 21, name: 'Domates güvesi' },
    ],
    lines: [
      line('L1', 1, 7, 'Akarmek 18 EC', { id: 22, name: 'İki noktalı kırmızı örümcek' }, 50, { id: 3, symbol: 'ml/100 L su' }, 3),
      line('L2', 2, 8, 'Tırtılsan 200 SC', { id: 21, name: 'Domates güvesi' }, 15, { id: 1, symbol: 'ml/da' }, 7),
    ],
    member: { name: 'Kumluca Üretici Kooperatifi' },
    issuedAt: stamp,
    ...extra,
  });
}

// ---------------------------------------------------------------- the world

export interface FieldWorld {
  lots: Lot[];
  /** Stages by lot id. */
  stages: Record<number, Stage[]>;
  /** The live consumer link by lot id (none: `data: null`). */
  links: Record<number, LotLink | undefined>;
  areas: ProductionArea[];
  prescriptions: Prescription[];
}

export function fieldWorld(extra: Partial<FieldWorld> = {}): FieldWorld {
  return {
    lots: lots(),
    stages: { [TOMATO_LOT_ID]: tomatoStages(), 2: [stage(201, 2, { kind: 'planting', date: daysAgo(20) }), stage(202, 2, { kind: 'irrigation', date: today() })], 3: [] },
    links: {},
    areas: [...areas],
    prescriptions: [prescription(PRESCRIPTION_ID)],
    ...extra,
  };
}

/** Every spraying of `stages` against the first harvest on or after it (or `harvestDate`, a harvest to come). */
export function phiChecks(stages: Stage[], harvestDate?: string): PhiCheck[] {
  const harvests = stages.filter((s) => s.kind === 'harvest').map((s) => ({ id: s.id as number | null, date: s.date }));
  if (harvestDate) harvests.push({ id: null, date: harvestDate });
  return stages
    .filter((s) => s.kind === 'spraying')
    .map((s) => {
      const earliestHarvest = s.phiDays === null ? null : addDays(s.date, s.phiDays);
      const harvest = harvests.filter((h) => h.date >= s.date).sort((a, b) => a.date.localeCompare(b.date))[0];
      return {
        sprayingStageId: s.id,
        product: s.productName ?? 'Ürün',
        sprayedOn: s.date,
        phiDays: s.phiDays,
        earliestHarvest,
        harvestStageId: harvest?.id ?? null,
        harvestDate: harvest?.date ?? null,
        ok: !harvest || earliestHarvest === null || harvest.date >= earliestHarvest,
      };
    });
}

function compliance(stages: Stage[]): Compliance {
  const checks = phiChecks(stages);
  const earliest = checks.map((c) => c.earliestHarvest).filter((d): d is string => d !== null);
  return { compliant: checks.every((c) => c.ok), earliestHarvest: earliest.length ? earliest.sort().at(-1)! : null, checks };
}

const notFound = (message = 'Kayıt bulunamadı.'): Reply => ({ status: 404, body: { code: 'NOT_FOUND', message } });
const patternOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');
const fold = (s: string) => s.toLocaleLowerCase('tr-TR');

/** The field screens' calls over `world`; returns the recorded calls, the world and a way to replace answers later. */
export function fieldApi(world: FieldWorld = fieldWorld(), initial: Overrides = {}) {
  const calls: ApiCall[] = [];
  const overrides: Overrides = { ...initial };
  let nextLotId = 100;
  let nextLotNumber = 45;
  let nextStageId = 900;
  let nextPhotoId = 700;
  let linkVersion = 0;

  /** What POST …/stage and …/stage/check make of a body: the stage, or the 4xx refusal. */
  const judge = (lotRow: Lot, body: Record<string, unknown>) => {
    const stages = world.stages[lotRow.id] ?? [];
    const kind = body['kind'] as Stage['kind'];
    const date = String(body['date']);
    const errors: Array<{ code: string; message: string }> = [];
    if (lotRow.status === 'closed') errors.push({ code: 'TRC_LOT_CLOSED', message: 'Parti kapalı: aşama eklenemez.' });
    if (kind === 'harvest' && !stages.some((s) => (s.kind === 'sowing' || s.kind === 'planting') && s.date <= date)) {
      errors.push({ code: 'TRC_STAGE_ORDER', message: 'Hasattan önce ekim ya da dikim kaydı olmalıdır.' });
    }
    const phi = kind === 'harvest' ? phiChecks(stages, date).filter((c) => c.harvestDate === date) : [];
    const late = phi.find((c) => !c.ok);
    const reason = typeof body['phiOverrideReason'] === 'string' ? body['phiOverrideReason'] : null;
    if (late && !reason) {
      errors.push({ code: 'TRC_PHI_NOT_KEPT', message: `${late.product} ${late.phiDays} günlük bekleme süresi dolmadı; en erken hasat ${late.earliestHarvest!.split('-').reverse().join('.')}.` });
    }
    let fromLine: { licenceId: number; tradeName: string; dose: number; doseUnit: { id: number; symbol: string }; phiDays: number | null } | undefined;
    if (typeof body['prescriptionId'] === 'number') {
      fromLine = world.prescriptions.find((p) => p.id === body['prescriptionId'])?.lines.find((l) => l.key === body['prescriptionLineKey']);
    }
    const licenceId = fromLine?.licenceId ?? (body['licenceId'] as number | null) ?? null;
    const made = stage(nextStageId, lotRow.id, {
      clientId: String(body['clientId']),
      kind,
      date,
      notes: (body['notes'] as string | null) ?? null,
      location: (body['location'] as Stage['location']) ?? null,
      locationCheck: body['location'] ? 'no-polygon' : null,
      prescriptionId: (body['prescriptionId'] as number | null) ?? null,
      prescriptionNo: fromLine ? world.prescriptions.find((p) => p.id === body['prescriptionId'])!.prescriptionNo : null,
      prescriptionLineKey: (body['prescriptionLineKey'] as string | null) ?? null,
      licenceId,
      productName: fromLine?.tradeName ?? licences.find((l) => l.id === licenceId)?.tradeName ?? null,
      dose: fromLine?.dose ?? (body['dose'] as number | null) ?? null,
      doseUnitId: fromLine?.doseUnit.id ?? (body['doseUnitId'] as number | null) ?? null,
      doseUnit: fromLine?.doseUnit.symbol ?? units.find((u) => u.id === body['doseUnitId'])?.symbol ?? null,
      phiDays: kind === 'spraying' ? (fromLine?.phiDays ?? (licenceId ? (phiOf[licenceId] ?? null) : null)) : null,
      amount: (body['amount'] as number | null) ?? null,
      unit: (body['unit'] as Stage['unit']) ?? null,
      packages: (body['packages'] as number | null) ?? null,
      packageUnit: (body['packageUnit'] as string | null) ?? null,
      phiOverrideReason: late ? reason : null,
      phiFlagged: Boolean(late && reason),
    });
    const check: StageCheckResult = { ok: errors.length === 0, errors, locationCheck: made.locationCheck, phi, phiFlagged: made.phiFlagged };
    return { made, check, errors };
  };

  const reply = (call: ApiCall): Reply => {
    const pattern = patternOf(call.path);
    const key = `${call.method} ${pattern}`;
    const replaced = overrides[key]?.(call) ?? overrides[`${call.method} ${call.path}`]?.(call);
    if (replaced) return replaced;
    const body = (call.body ?? {}) as Record<string, unknown>;
    const parts = call.path.split('/');
    const id = Number(parts[1]);
    const lotRow = parts[0] === 'lot' ? world.lots.find((l) => l.id === id) : undefined;
    const page = Number(call.query.get('page') ?? 1);
    const limit = Number(call.query.get('limit') ?? 10);
    const paged = <T>(rows: T[]) => ({ body: { data: rows.slice((page - 1) * limit, page * limit), count: rows.length } });
    const term = fold(call.query.get('search') ?? '');

    switch (key) {
      case 'GET lot': {
        // The API's own query contract: a page size it does not offer is a 400, as there.
        if (!lotListQuerySchema.safeParse(Object.fromEntries(call.query)).success) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Gönderilen bilgiler geçersiz.' } };
        const status = call.query.get('status');
        const found = world.lots.filter(
          (l) => (!status || l.status === status) && [l.code, l.productionArea.name, l.producer?.fullName ?? '', l.plant.name, l.variety ?? '', l.season, l.gtin ?? ''].some((t) => fold(t).includes(term)),
        );
        return paged([...found].reverse());
      }
      case 'POST lot': {
        const chosen = world.areas.find((a) => a.id === body['productionAreaId']);
        const plant = plants.find((p) => p.id === body['plantId']);
        const details = [
          ...(chosen ? [] : [{ field: 'body.productionAreaId', message: 'Üretim alanı bulunamadı' }]),
          ...(plant ? [] : [{ field: 'body.plantId', message: 'Bitki bulunamadı' }]),
          ...(typeof body['gtin'] === 'string' && !isValidGtin(body['gtin']) ? [{ field: 'body.gtin', message: 'GTIN’in kontrol hanesi tutmuyor' }] : []),
        ];
        if (details.length || !chosen || !plant) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Girdi geçersiz.', details } };
        const made = lot(nextLotId++, {
          code: `TRC-2026-${String(nextLotNumber++).padStart(6, '0')}`,
          productionArea: { id: chosen.id, name: chosen.name, province: chosen.provinceName, district: chosen.district },
          producer: chosen.producerId ? { id: chosen.producerId, fullName: chosen.ownerName } : null,
          plant: { id: plant.id, name: plant.name },
          variety: (body['variety'] as string | null) ?? null,
          season: String(body['season']),
          gtin: (body['gtin'] as string | null) ?? null,
          consumerFirstNameConsent: Boolean(body['consumerFirstNameConsent']),
          lastStage: null,
          createdAt: new Date().toISOString(),
        });
        world.lots.push(made);
        world.stages[made.id] = [];
        return { status: 201, body: { data: made } };
      }
      case 'GET lot/:id':
        return lotRow ? { body: { data: lotRow } } : notFound();
      case 'PUT lot/:id': {
        if (!lotRow) return notFound();
        // The API's own body contract (the area is not part of it) and its plant rule.
        const edit = lotEditSchema.safeParse(body);
        if (!edit.success) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Gönderilen bilgiler geçersiz.' } };
        const plant = plants.find((p) => p.id === edit.data.plantId);
        const details = [
          ...(plant ? [] : [{ field: 'body.plantId', message: 'Bitki bulunamadı' }]),
          ...(edit.data.plantId !== lotRow.plant.id && (world.stages[id] ?? []).length > 0 ? [{ field: 'body.plantId', message: 'Aşama kaydedilmiş bir partinin bitkisi değiştirilemez' }] : []),
          ...(edit.data.gtin && !isValidGtin(edit.data.gtin) ? [{ field: 'body.gtin', message: 'GTIN’in kontrol hanesi tutmuyor' }] : []),
        ];
        if (details.length || !plant) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Girdi geçersiz.', details } };
        Object.assign(lotRow, { plant: { id: plant.id, name: plant.name }, variety: edit.data.variety ?? null, season: edit.data.season, gtin: edit.data.gtin, consumerFirstNameConsent: edit.data.consumerFirstNameConsent });
        return { body: { data: lotRow } };
      }
      case 'PATCH lot/:id/status':
        if (!lotRow) return notFound();
        lotRow.status = body['status'] as Lot['status'];
        return { body: { data: lotRow } };
      case 'GET lot/:id/stages':
        return lotRow ? { body: { data: [...(world.stages[id] ?? [])].sort((a, b) => a.date.localeCompare(b.date)) } } : notFound();
      case 'GET lot/:id/compliance':
        return lotRow ? { body: { data: compliance(world.stages[id] ?? []) } } : notFound();
      case 'POST lot/:id/stage/check':
        return lotRow ? { body: { data: judge(lotRow, body).check } } : notFound();
      case 'POST lot/:id/stage': {
        if (!lotRow) return notFound();
        const stages = (world.stages[id] ??= []);
        const stored = stages.find((s) => s.clientId === body['clientId']);
        if (stored) return { status: 200, body: { data: stored } };
        const { made, errors } = judge(lotRow, body);
        if (errors.length) return { status: 409, body: { code: errors[0]!.code, message: errors[0]!.message, details: [] } };
        nextStageId++;
        stages.push(made);
        if (!lotRow.lastStage || made.date >= lotRow.lastStage.date) lotRow.lastStage = { kind: made.kind, date: made.date };
        return { status: 201, body: { data: made } };
      }
      case 'DELETE lot/:id/stage/:id': {
        const stageId = Number(parts[3]);
        const stages = world.stages[id] ?? [];
        const found = stages.find((s) => s.id === stageId);
        if (!lotRow || !found) return notFound();
        stages.splice(stages.indexOf(found), 1);
        return { body: { data: { id: stageId } } };
      }
      case 'GET lot/:id/link': {
        if (!lotRow) return notFound();
        return { body: { data: world.links[id] ?? null } };
      }
      case 'POST lot/:id/link': {
        if (!lotRow) return notFound();
        linkVersion++;
        const token = `kX3vQ9mZ2pL7wR4tY8uB1nC6dF0gH5jS-aE_iO2q${String(linkVersion).padStart(3, '0')}`;
        const url = `http://trc.localhost/lot/${token}`;
        const gs1Url = lotRow.gtin ? `http://trc.localhost/01/${lotRow.gtin.padStart(14, '0')}/10/${lotRow.code}?t=${token}` : null;
        const link: LotLink = { token, url, gs1Url, qrUrl: gs1Url ?? url };
        world.links[id] = link;
        return { body: { data: link } };
      }
      case 'DELETE lot/:id/link':
        world.links[id] = undefined;
        return { status: 204 };
      case 'GET production-area': {
        const archived = call.query.get('archived');
        return paged(world.areas.filter((a) => (archived === null || String(a.archived) === archived) && [a.name, a.ownerName, a.district].some((t) => fold(t).includes(term))));
      }
      case 'GET definition/plant/query':
        return paged(plants.filter((p) => fold(p.name).includes(term)));
      case 'GET prescription': {
        const areaId = call.query.get('productionAreaId');
        const state = call.query.get('state');
        return paged(
          world.prescriptions
            .filter((p) => (!areaId || String(p.productionAreaId) === areaId) && (!state || p.state === state))
            // A list row: only the list's fields of the prescription.
            .map((p) => Object.fromEntries(Object.keys(prescriptionItem(p.id)).map((k) => [k, p[k as keyof PrescriptionListItem]]))),
        );
      }
      case 'GET prescription/:id': {
        const found = world.prescriptions.find((p) => p.id === id);
        return found ? { body: { data: found } } : notFound();
      }
      case 'GET search/licenses':
        return paged(licences.filter((l) => fold(l.tradeName).includes(term)));
      case 'GET definition/unit/query':
        return paged(units);
      case 'POST lot/:id/stage/:id/photo': {
        // The API's contract: the image is the body, its type one of the three; the stage must be the lot's.
        const stageId = Number(parts[3]);
        const owner = lotRow && (world.stages[id] ?? []).find((s) => s.id === stageId);
        if (!owner) return notFound();
        if (!(PhotoContentTypes as readonly string[]).includes(call.contentType ?? '')) {
          return { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Fotoğraf JPEG, PNG ya da WebP olmalıdır.' } };
        }
        const photoId = nextPhotoId++;
        owner.photoIds = [...owner.photoIds, photoId];
        return { status: 201, body: { data: { id: photoId, stageId, contentType: call.contentType, byteSize: call.raw.length, createdAt: new Date().toISOString() } } };
      }
      case 'GET lot/:id/stage/:id/photo/:id': {
        const [, , , stageId, , photoId] = parts.map(Number);
        const owner = lotRow && (world.stages[id] ?? []).find((s) => s.id === stageId);
        return owner?.photoIds.includes(photoId!) ? { bytes: { type: 'image/png', data: PHOTO_PNG } } : notFound();
      }
      default:
        return notFound();
    }
  };

  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const answer = reply(call);
      if ('networkError' in answer) return HttpResponse.error();
      const { status = 200, body, bytes } = answer;
      if (status === 204) return new HttpResponse(null, { status });
      if (bytes) return new HttpResponse(bytes.data, { status, headers: { 'content-type': bytes.type } });
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );

  return {
    calls,
    world,
    /** The calls of one `"<METHOD> <pattern>"`, e.g. `"POST lot/:id/stage"`. */
    callsOf: (key: string) => calls.filter((c) => `${c.method} ${patternOf(c.path)}` === key),
    /** Replaces (or, with undefined, restores) one answer from now on. */
    override(key: string, answer: ((call: ApiCall) => Reply | undefined) | undefined) {
      if (answer) overrides[key] = answer;
      else delete overrides[key];
    },
  };
}

/** An override that fails the call as a phone without a connection does. */
export const offline = (): Reply => ({ networkError: true });
