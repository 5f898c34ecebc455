/// <reference types="node" />
// Test support only (not exported): the search feature's MSW handlers (one fake API for
// web tests). The search calls answered from the records below as docs/api.md "Search" describes
// them — lists paged and filtered by the few rules the tests need (the Turkish folding itself is
// the API's and tested there) — every call recorded, any answer replaceable by `"<METHOD> <path>"`.
import type {
  ActiveSubstanceDetail,
  ActiveSubstanceHit,
  HarmfulOrgDetail,
  HarmfulOrgHit,
  LicenseDetail,
  LicenseHit,
  PlantDetail,
  PlantHit,
  SearchFilters,
  UseOption,
} from '@portal/contracts';
import { apiServer, apiUrl, readCall, type ApiCall } from '@portal/shared/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export type Reply = { status?: number; body: unknown };
export type Overrides = Record<string, (call: ApiCall) => Reply | undefined>;

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' } };

export const filters: SearchFilters = {
  licenceGroups: [
    { id: 1, name: 'İnsektisit' },
    { id: 2, name: 'Fungisit' },
  ],
  companies: [
    { id: 1, name: 'Agro Kimya A.Ş.' },
    { id: 2, name: 'Bitki Sağlık Ltd.' },
  ],
  formulations: [
    { id: 1, code: 'EC', name: 'Emülsiyon konsantre' },
    { id: 2, code: 'SC', name: 'Süspansiyon konsantre' },
  ],
  activeSubstanceGroups: [
    { id: 1, name: 'Avermektin' },
    { id: 2, name: 'Triazol' },
  ],
  moaCodes: ['FRAC 3', 'IRAC 4A', 'IRAC 6', 'IRAC 11A'],
  plants: [
    { id: 1, name: 'Domates' },
    { id: 2, name: 'Biber' },
    { id: 3, name: 'Üzüm' },
  ],
  harmfulOrganisms: [
    { id: 1, name: 'Kırmızı örümcek', type: 1 },
    { id: 2, name: 'Külleme', type: 0 },
    { id: 3, name: 'Beyazsinek', type: 1 },
    { id: 4, name: 'Domates güvesi', type: 1 },
    { id: 5, name: 'Köpekdişi', type: 2 },
  ],
};

const abamectin = { id: 1, name: 'Abamektin', concentration: 18, concentrationUnit: 'g/L', moaScheme: 'IRAC' as const, moaCode: '6', prescriptionRequired: true };
const acetamiprid = { id: 2, name: 'Asetamiprid', concentration: 20, concentrationUnit: '%', moaScheme: 'IRAC' as const, moaCode: '4A', prescriptionRequired: false };
const btk = { id: 3, name: 'Bacillus thuringiensis subsp. kurstaki', concentration: 32, concentrationUnit: 'g/kg', moaScheme: 'IRAC' as const, moaCode: '11A', prescriptionRequired: false };

export function licenseHit(id: number, extra: Partial<LicenseHit> = {}): LicenseHit {
  return {
    id,
    tradeName: `Ürün ${id}`,
    licenceNumber: `TR-${1000 + id}`,
    licenceDate: '2019-03-15',
    expiryDate: '2029-03-15',
    licenceStatus: 'valid',
    validToday: true,
    company: filters.companies[0]!,
    formulation: filters.formulations[0]!,
    licenceGroup: filters.licenceGroups[0]!,
    beeToxicity: 'high',
    activeSubstances: [abamectin],
    ...extra,
  };
}

/** 23 licences: three pages of 10. */
export const licences: LicenseHit[] = [
  licenseHit(1, { tradeName: 'Abamex 18 EC' }),
  licenseHit(2, { tradeName: 'İlaçsan 20 SP', licenceStatus: 'cancelled', validToday: false, activeSubstances: [acetamiprid], company: filters.companies[1]! }),
  licenseHit(3, { tradeName: 'Delfin WG', beeToxicity: 'none', activeSubstances: [btk], formulation: filters.formulations[1]! }),
  ...Array.from({ length: 20 }, (_, i) => licenseHit(4 + i)),
];

export const plants: PlantHit[] = [
  { id: 1, name: 'Domates', latinName: 'Solanum lycopersicum', euCode: '0231010', organismCount: 3, productCount: 12 },
  { id: 2, name: 'Biber', latinName: 'Capsicum annuum', euCode: '0231020', organismCount: 2, productCount: 7 },
  { id: 3, name: 'Üzüm', latinName: 'Vitis vinifera', euCode: null, organismCount: 1, productCount: 4 },
];

export const harmfulOrgs: HarmfulOrgHit[] = [
  { id: 1, name: 'Kırmızı örümcek', latinName: 'Tetranychus urticae', type: 1, plantCount: 2, productCount: 5 },
  { id: 2, name: 'Külleme', latinName: 'Erysiphe necator', type: 0, plantCount: 1, productCount: 3 },
  { id: 3, name: 'Beyazsinek', latinName: 'Trialeurodes vaporariorum', type: 1, plantCount: 2, productCount: 4 },
  { id: 4, name: 'Domates güvesi', latinName: 'Tuta absoluta', type: 1, plantCount: 1, productCount: 4 },
  { id: 5, name: 'Köpekdişi', latinName: 'Cynodon dactylon', type: 2, plantCount: 0, productCount: 0 },
];

/** Organisms registered on each plant (GET search/harmful-orgs?plantId=). */
const organismsOnPlant: Record<number, number[]> = { 1: [1, 3, 4], 2: [1, 3], 3: [2] };

export const activeSubstances: ActiveSubstanceHit[] = [
  { ...abamectin, casNumber: '71751-41-2', group: filters.activeSubstanceGroups[0]!, lowRisk: false, productCount: 21 },
  { ...acetamiprid, casNumber: '135410-20-7', group: null, lowRisk: false, productCount: 1 },
  { ...btk, casNumber: null, group: null, lowRisk: true, productCount: 1 },
].map(({ concentration: _c, concentrationUnit: _u, ...s }) => s);

const trMrl = (id: number, substance: { id: number; name: string }, rate: number, extra: Partial<LicenseDetail['mrls'][number]> = {}) => ({
  id,
  product: { id: 10, name: 'Domates', code: '0231010', subCode: null },
  activeSubstance: substance,
  rate,
  market: 'TR',
  date: '2024-05-01',
  description: null,
  status: true,
  expireStatus: false,
  ...extra,
});

const use = (id: number, plant: { id: number; name: string }, organism: (typeof harmfulOrgs)[number], extra: Partial<LicenseDetail['uses'][number]> = {}) => ({
  licenceDetailId: id,
  plant,
  harmfulOrganism: { id: organism.id, name: organism.name, latinName: organism.latinName, type: organism.type },
  doseMin: 50,
  doseMax: 75,
  doseUnit: { id: 1, symbol: 'ml/100 L' },
  waterVolumeMin: 100,
  waterVolumeMax: 150,
  phiDays: 3,
  beeWaitingDays: 2,
  reEntryHours: 12,
  maxApplications: 2,
  applicationIntervalDays: 7,
  notes: null,
  ...extra,
});

export const licenceDetails: Record<number, LicenseDetail> = {
  1: {
    ...licences[0]!,
    origin: 1,
    cancelledOn: null,
    warnings: 'Arılara çok zehirlidir.\nÇiçeklenme döneminde uygulamayın.',
    uses: [
      use(101, { id: 1, name: 'Domates' }, harmfulOrgs[0]!),
      use(102, { id: 2, name: 'Biber' }, harmfulOrgs[0]!, { doseMin: 40, doseMax: 40, phiDays: 7, notes: 'Sera koşullarında' }),
    ],
    mrls: [trMrl(501, { id: 1, name: 'Abamektin' }, 0.02), trMrl(502, { id: 1, name: 'Abamektin' }, 0.01, { market: 'EU', expireStatus: true })],
  },
};

const productFor = (licenceId: number, licenceDetailId: number, extra: Partial<PlantDetail['organisms'][number]['products'][number]> = {}) => {
  const l = licences.find((x) => x.id === licenceId)!;
  return {
    licenceDetailId,
    licenceId,
    tradeName: l.tradeName,
    licenceNumber: l.licenceNumber,
    validToday: l.validToday,
    doseMin: 50,
    doseMax: 75,
    doseUnit: { id: 1, symbol: 'ml/100 L' },
    phiDays: 3,
    activeSubstances: l.activeSubstances.map(({ id, name }) => ({ id, name })),
    ...extra,
  };
};

export const plantDetails: Record<number, PlantDetail> = {
  1: {
    ...plants[0]!,
    organisms: [
      { harmfulOrganism: { id: 1, name: 'Kırmızı örümcek', latinName: 'Tetranychus urticae', type: 1 }, products: [productFor(1, 101)] },
      { harmfulOrganism: { id: 4, name: 'Domates güvesi', latinName: 'Tuta absoluta', type: 1 }, products: [productFor(3, 103, { phiDays: null }), productFor(2, 104)] },
    ],
  },
};

export const harmfulOrgDetails: Record<number, HarmfulOrgDetail> = {
  4: {
    id: 4,
    name: 'Domates güvesi',
    latinName: 'Tuta absoluta',
    type: 1,
    aliases: ['Tuta', 'Domates yaprak galeri güvesi'],
    plants: [{ plant: { id: 1, name: 'Domates' }, products: [productFor(3, 103), productFor(2, 104)] }],
  },
};

export const activeSubstanceDetails: Record<number, ActiveSubstanceDetail> = {
  1: {
    ...activeSubstances[0]!,
    aliases: ['Abamectin', 'Avermectin B1'],
    products: [
      { licenceId: 1, tradeName: 'Abamex 18 EC', licenceNumber: 'TR-1001', licenceStatus: 'valid', validToday: true, company: filters.companies[0]!, concentration: 18, concentrationUnit: 'g/L' },
      { licenceId: 9, tradeName: 'Ürün 9', licenceNumber: 'TR-1009', licenceStatus: 'cancelled', validToday: false, company: filters.companies[1]!, concentration: 36, concentrationUnit: 'g/L' },
    ],
    mrls: [trMrl(501, { id: 1, name: 'Abamektin' }, 0.02), trMrl(503, { id: 1, name: 'Abamektin' }, 0.05, { product: { id: 11, name: 'Biber', code: '0231020', subCode: null } })],
  },
};

export function optionOf(licenceDetailId: number, licence: LicenseHit, extra: Partial<UseOption> = {}): UseOption {
  return {
    licenceDetailId,
    licenceId: licence.id,
    tradeName: licence.tradeName,
    licenceNumber: licence.licenceNumber,
    licenceStatus: licence.licenceStatus,
    validToday: licence.validToday,
    company: licence.company,
    formulation: licence.formulation,
    licenceGroup: licence.licenceGroup,
    beeToxicity: licence.beeToxicity,
    lowRisk: false,
    activeSubstances: licence.activeSubstances,
    doseMin: 50,
    doseMax: 75,
    doseUnit: { id: 1, symbol: 'ml/100 L' },
    waterVolumeMin: 100,
    waterVolumeMax: 100,
    phiDays: 3,
    beeWaitingDays: 1,
    reEntryHours: 12,
    maxApplications: 2,
    applicationIntervalDays: 7,
    notes: null,
    ...extra,
  };
}

/** Domates × Domates güvesi, ranked as the API ranks them. */
export const tomatoMothOptions: UseOption[] = [
  optionOf(103, licences[2]!, { lowRisk: true, phiDays: 1, beeWaitingDays: null, notes: 'Larvalar küçükken uygulayın' }),
  optionOf(105, licences[4]!, { phiDays: 3 }),
  optionOf(106, licences[5]!, { phiDays: 7, doseMin: 20, doseMax: 20, doseUnit: { id: 2, symbol: 'g/da' } }),
  optionOf(101, licences[0]!, { phiDays: 14 }),
];

/** The fake list answer: the few filters the tests need, then the page. */
function listReply<T extends { id: number; name?: string; tradeName?: string }>(rows: T[], call: ApiCall, keep: (row: T, q: URLSearchParams) => boolean = () => true): Reply {
  const q = call.query;
  const search = (q.get('search') ?? '').toLocaleLowerCase('tr-TR');
  const found = rows.filter((r) => (!search || (r.name ?? r.tradeName ?? '').toLocaleLowerCase('tr-TR').includes(search)) && keep(r, q));
  const page = Number(q.get('page') ?? '1');
  const limit = Number(q.get('limit') ?? '10');
  // "Did you mean" when nothing matched: the names sharing the term's first three letters.
  const start = search.slice(0, 3);
  const suggestions = found.length === 0 && start.length === 3 ? rows.map((r) => r.name ?? r.tradeName ?? '').filter((n) => n.toLocaleLowerCase('tr-TR').startsWith(start)) : [];
  return { body: { data: found.slice((page - 1) * limit, page * limit), count: found.length, suggestions } };
}

function reply(call: ApiCall): Reply {
  const path = call.path;
  if (call.method !== 'GET') return notFound;
  if (path === 'search/filters') {
    // For a plant × pest query: only the MoA groups of the products it answers.
    const plantId = call.query.get('plantId');
    const organismId = call.query.get('harmfulOrganismId');
    if (!plantId || !organismId) return { body: { data: filters } };
    const options = plantId === '1' && organismId === '4' ? tomatoMothOptions : [];
    const moaCodes = [...new Set(options.flatMap((o) => o.activeSubstances.map((s) => `${s.moaScheme} ${s.moaCode}`)))].sort();
    return { body: { data: { ...filters, moaCodes } } };
  }
  if (path === 'search/licenses')
    return listReply(licences, call, (l, q) => (!q.get('licenceStatus') || l.licenceStatus === q.get('licenceStatus')) && (!q.get('companyId') || String(l.company.id) === q.get('companyId')));
  if (path === 'search/plants') return listReply(plants, call);
  if (path === 'search/harmful-orgs')
    return listReply(harmfulOrgs, call, (o, q) => (!q.get('plantId') || (organismsOnPlant[Number(q.get('plantId'))] ?? []).includes(o.id)) && (!q.get('type') || String(o.type) === q.get('type')));
  if (path === 'search/active-substances') return listReply(activeSubstances, call);
  if (path === 'search/uses') {
    const plant = filters.plants.find((p) => String(p.id) === call.query.get('plantId'));
    const organism = filters.harmfulOrganisms.find((o) => String(o.id) === call.query.get('harmfulOrganismId'));
    if (!plant || !organism) return notFound;
    const options = plant.id === 1 && organism.id === 4 ? tomatoMothOptions : [];
    const maxPhi = call.query.get('maxPhiDays');
    const kept = options.filter((o) => (maxPhi === null || o.phiDays === null || o.phiDays <= Number(maxPhi)) && (call.query.get('lowRisk') !== 'true' || o.lowRisk));
    return { body: { data: { plant, harmfulOrganism: { id: organism.id, name: organism.name }, options: kept } } };
  }
  const detail = /^search\/(licenses|plants|harmful-orgs|active-substances)\/(\d+)$/.exec(path);
  if (detail) {
    const records: Record<string, Record<number, unknown>> = { licenses: licenceDetails, plants: plantDetails, 'harmful-orgs': harmfulOrgDetails, 'active-substances': activeSubstanceDetails };
    const record = records[detail[1]!]![Number(detail[2])];
    return record ? { body: { data: record } } : notFound;
  }
  return notFound;
}

/** The search API on the fake server; returns the recorded calls. */
export function searchApi(overrides: Overrides = {}) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const { status = 200, body } = overrides[`${call.method} ${call.path}`]?.(call) ?? reply(call);
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
  return { calls };
}
