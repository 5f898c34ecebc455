// The authorization matrix of spec §6 as a test, generated from the app's route
// table so that a new route is covered without being listed here.
//
// 1. Every protected route × (anonymous and every role): anonymous 401, a role outside the
//    route's declared access 403, a role inside it let through (neither 401/403 nor a 5xx).
//    A route whose access cannot be read from the permission table fails with its name.
// 2. Cross-member 404: member A's records (producer, production area, prescription,
//    fertilization plan, lot, a lot's stage, its photo and link, a portal user, the register's
//    applications, their photos, harvests and the area's and producer's register) are called by
//    a user of member B who may use the route, on every route found under the record's URL
//    prefix and every route naming it in the body or query: 404 each, and A still reads the
//    record unchanged.
import { AllRoles, AppCode, AreaRoles, PrescriptionKind, Role, RoleLabel, rolesForArea } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, plantNutritionProducts, unitsOfMeasure, users } from '../db';
import { areaBody, as, buildTestApp, freshIp, pageHeaders, producerBody, type TestApp, testMember, writeBody } from '../../test-support';
import { makeTrc, referenceIds, trcMember, type ReferenceIds } from '../../modules/traceability/test-kit';
import { buildRouteTable, type TableRoute } from '../../test-support/route-table';
import type { RouteAccess } from './route-access';

const API = '/api/v1';
const key = (r: Pick<TableRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

// ------------------------------------------------------------------ what the table says

/**
 * Routes that declare no access and rely on protectRoutes' default (any signed-in session):
 * the profile (spec §6 "profile: any") and signing out. Any other route without a
 * declaration is a new route without an entry in the permission table.
 */
const SignedInByDefault = [
  'GET /api/v1/portalUser/me',
  'PATCH /api/v1/portalUser/me',
  'POST /api/v1/portalUser/me/contact-change',
  'POST /api/v1/portalUser/me/contact-change/confirm',
  'POST /api/v1/portalUser/me/password',
  'POST /api/v1/auth/logout',
];

/** Outside the protected modules (no access hook): the CORS preflight and the API's reference. */
const outsideTheApi = (r: TableRoute) => r.url === '*' || r.url.startsWith(`${API}/docs`) || r.url === `${API}/openapi.json`;

/** Routes that end the caller's session: called with a bearer of their own, not the cached one. */
const SessionEnding = ['POST /api/v1/auth/logout'];

/** TRC routes: every one declares the TRC member rule (checked below). */
const TRC_PREFIX = `${API}/lot`;

/** The member application a route is limited to (its access's memberApp), if any. */
const memberAppOf = (route: TableRoute) => (typeof route.access === 'object' ? route.access.memberApp : undefined);

/** The roles a route lets in, from its declared access and the permission table; a string: why it cannot be read. */
function rolesLetIn(route: TableRoute): readonly Role[] | string {
  const access: RouteAccess | undefined = route.access;
  if (access === undefined) {
    return SignedInByDefault.includes(key(route))
      ? AllRoles
      : `${key(route)}: a new route without an entry in the permission table (spec §6): declare config.access (an area of AreaRoles, 'authenticated' or 'public')`;
  }
  if (access === 'public') return `${key(route)} is public: not part of the matrix`;
  if (access === 'authenticated') return AllRoles;
  if (!(access.area in AreaRoles)) return `${key(route)}: area '${access.area}' is not in the permission table (AreaRoles)`;
  const area = rolesForArea(access.area);
  return access.write ? area.filter((role) => access.write!.roles.includes(role)) : area;
}

const roleName = (role: Role) => `${RoleLabel[role]} (${role})`;
/** What a status means for the matrix. */
const outcome = (status: number) => (status === 401 ? '401' : status === 403 ? '403' : status >= 500 ? `${status} server error` : 'let in');

// The route table, read once while the file is collected: one test per route.
const table = await buildRouteTable();
const matrixRoutes = table.routes.filter((r) => r.protected || (r.access === undefined && !outsideTheApi(r)));

describe('the authorization matrix (spec §6)', () => {
  const app = table.app;
  afterAll(() => app.close());

  const bearers = new Map<string, Promise<Record<string, string>>>();
  /** One user per role (of an RCT member; of a TRC member for the routes of TRC members), made on first use. */
  const bearer = (role: Role, route: TableRoute) => {
    if (SessionEnding.includes(key(route))) return as(app as never, role);
    const trc = memberAppOf(route)?.app === AppCode.Trc;
    const cacheKey = `${trc ? 'trc' : 'rct'}:${role}`;
    if (!bearers.has(cacheKey)) {
      bearers.set(cacheKey, trc ? as(app as never, role, { app: AppCode.Trc }) : as(app as never, role));
    }
    return bearers.get(cacheKey)!;
  };

  /** A harmless call: GET and DELETE as they are, writes with an empty body; ids that name nothing. */
  const send = (route: TableRoute, headers: Record<string, string>) =>
    app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, '2147483000'),
      headers: { ...pageHeaders('rct'), ...headers },
      remoteAddress: freshIp(),
      ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
    });

  it('spec §6: the matrix covers every protected route, and every route is public, outside the API or protected', () => {
    expect(matrixRoutes.length).toBeGreaterThan(200);
    const unaccounted = table.routes.filter((r) => !r.protected && r.access !== 'public' && !outsideTheApi(r)).map(key);
    expect(unaccounted, 'routes neither protected, public nor outside the API').toEqual([]);
    // The named default routes still exist (the list is not stale).
    for (const name of [...SignedInByDefault, ...SessionEnding]) expect(table.routes.map(key), name).toContain(name);
  });

  it('spec §6: every write rule names only roles of its area (a write role outside the area could never write)', () => {
    const stray = matrixRoutes.flatMap((r) => {
      const access = r.access;
      if (typeof access !== 'object' || !access.write) return [];
      return access.write.roles.filter((role) => !rolesForArea(access.area).includes(role)).map((role) => `${key(r)}: ${roleName(role)}`);
    });
    expect(matrixRoutes.filter((r) => typeof r.access === 'object' && r.access.write).length).toBeGreaterThan(50);
    expect(stray).toEqual([]);
  });

  it.each(matrixRoutes.map((route) => [key(route), route] as const))('spec §6: %s — anonymous 401, roles outside its access 403, roles inside let in', async (_, route) => {
    const letIn = rolesLetIn(route);
    if (typeof letIn === 'string') throw new Error(letIn);
    const anonymous = await send(route, {});
    const want: Record<string, string> = { anonymous: '401' };
    const got: Record<string, string> = { anonymous: outcome(anonymous.statusCode) };
    const bodies: string[] = [];
    for (const role of AllRoles) {
      const res = await send(route, await bearer(role, route));
      want[roleName(role)] = letIn.includes(role) ? 'let in' : '403';
      got[roleName(role)] = outcome(res.statusCode);
      if (got[roleName(role)] !== want[roleName(role)]) bodies.push(`${roleName(role)}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect(got, `${key(route)}\n${bodies.join('\n')}`).toEqual(want);
    // A refusal says nothing about the input.
    expect(anonymous.json().details, key(route)).toBeUndefined();
  });

  const memberAppRoutes = matrixRoutes.filter((route) => memberAppOf(route));
  it('every TRC route is limited to TRC members, and only they', () => {
    expect(matrixRoutes.filter((r) => r.url.startsWith(TRC_PREFIX) && memberAppOf(r)?.app !== AppCode.Trc).map(key)).toEqual([]);
    expect(memberAppRoutes.length).toBeGreaterThanOrEqual(17);
  });

  it.each(memberAppRoutes.map((route) => [key(route), route] as const))(
    '%s — a user of another application’s member gets 403 before its input is read, never a 400',
    async (_, route) => {
      const rule = memberAppOf(route)!;
      const letIn = rolesLetIn(route);
      if (typeof letIn === 'string') throw new Error(letIn);
      for (const role of letIn) {
        // An RCT member's user, with a role the area lets in, and the matrix's empty (invalid) body.
        const res = await send(route, await bearer(role, { ...route, access: { area: 'professional' } }));
        expect(res.statusCode, `${roleName(role)}: ${res.body.slice(0, 300)}`).toBe(403);
        expect(res.json(), roleName(role)).toMatchObject({ code: rule.code });
        expect(res.json().details, roleName(role)).toBeUndefined();
      }
    },
  );
});

// ------------------------------------------------------------------ cross-member 404

type Call = { payload?: unknown; query?: string; headers?: Record<string, string> };

/** The top-level fields of an object schema (through optional/default/pipe wrappers). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType> };
  let s = schema;
  for (let depth = 0; s && depth < 10; depth++) {
    const def = (s as unknown as { def: Def }).def;
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    s = def.innerType ?? (def.type === 'pipe' ? ((def.in as unknown as { def: Def }).def.type === 'transform' ? def.out : def.in) : undefined);
  }
  return [];
}

// A real 8×8 JPEG: uploads are decoded and re-encoded, so the bytes must be an image.
const JPEG = Buffer.from('/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAApn/9k=', 'base64');

describe("another member's records answer 404 on every route that reaches them (spec §6, DESIGN §2)", () => {
  let app: TestApp;
  let uploadDir: string;
  let ref: ReferenceIds;
  /** Member A: a TRC member with a producer, areas, an issued prescription, a fertilization plan, a lot with a stage, photo and link, and a user. */
  let a: Awaited<ReturnType<typeof trcMember>> & {
    plan: { id: number };
    lot: { id: number };
    stage: { id: number };
    photo: { id: number };
    portalUser: { publicId: string };
    application: { id: number };
    applicationPhoto: { id: number };
    harvest: { id: number };
  };
  /** Member B: an engineer and an admin, with records of its own to name beside A's. */
  let b: { engineer: Record<string, string>; admin: Record<string, string>; producer: { id: number }; area: { id: number }; lot: { id: number }; stage: { id: number } };
  /** A fertilization plan's body (its product and unit ids are read from the seeded reference data). */
  let planBody: () => Record<string, unknown>;

  const send = (method: string, url: string, headers: Record<string, string>, call: Call = {}) =>
    app.inject({
      method: method as 'GET',
      url: call.query ? `${url}?${call.query}` : url,
      headers: { ...headers, ...call.headers },
      remoteAddress: freshIp(),
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
  const created = async (what: string, res: Awaited<ReturnType<typeof send>>) => {
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'authz-matrix-'));
    // An unreachable weather service: the 404 must come before anything is asked of it.
    app = await buildTestApp({ env: { UPLOAD_DIR: uploadDir, WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '500' } });
    ref = await referenceIds(app);
    const world = await trcMember(app, ref);
    const engineer = world.engineer;
    const [npk] = await app.db.select({ id: plantNutritionProducts.id }).from(plantNutritionProducts).where(eq(plantNutritionProducts.name, 'Yeşilova Kristal 20-20-20 + İz Elementler'));
    const [kgPerDecare] = await app.db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, 'kg/da'));
    planBody = () => ({
      plantId: ref.tomato,
      plantingType: 1,
      fertilizationInfo: 'Damla sulama ile verilecek.',
      prescriptionTitle: 'Gizli gübreleme programı',
      fertilizationPlans: [{ key: 'r1', stage: 'before-planting', plantNutritionProductId: npk!.id, dose: 1, doseUnitId: kgPerDecare!.id, method: 'base', applications: 1 }],
    });
    const plan = await created('plan', await send('POST', `${API}/prescription/fertilization-template`, engineer, { payload: planBody() }));
    expect(plan.type).toBe(PrescriptionKind.Fertilization);
    const lot = await created('lot', await send('POST', `${API}/lot`, engineer, { payload: lotBody(world.drawnArea.id) }));
    const stage = await created('stage', await send('POST', `${API}/lot/${lot.id}/stage`, engineer, { payload: stageBody('2026-06-11') }));
    const photo = await created('photo', await send('POST', `${API}/lot/${lot.id}/stage/${stage.id}/photo`, engineer, { payload: JPEG, headers: { 'content-type': 'image/jpeg' } }));
    await created('lot link', await send('POST', `${API}/lot/${lot.id}/link`, engineer));
    await created('prescription link', await send('GET', `${API}/prescription/${world.prescription.id}/link`, engineer));
    const [portalUser] = await app.db.select({ publicId: users.publicId }).from(users).where(and(eq(users.memberId, world.member.id), eq(users.role, Role.User)));
    // The producer's register: an application of A's prescription with a photo, and a harvest.
    const application = await created('register application', await send('POST', `${API}/register/application`, engineer, { payload: applicationBody(world.prescription.id, world.lineKey) }));
    const applicationPhoto = await created(
      'register photo',
      await send('POST', `${API}/register/application/${application.id}/photo`, engineer, { payload: JPEG, headers: { 'content-type': 'image/jpeg' } }),
    );
    const harvest = await created('register harvest', await send('POST', `${API}/register/harvest`, engineer, { payload: harvestBody(world.drawnArea.id) }));
    a = { ...world, plan, lot, stage, photo, portalUser: portalUser!, application, applicationPhoto, harvest };

    const other = await testMember(app);
    const bEngineer = await other.as(Role.Muhendis);
    const bAdmin = await other.as(Role.Admin);
    await makeTrc(app, other.id);
    const bProducer = await created('B producer', await send('POST', `${API}/producer`, bEngineer, { payload: producerBody({ name: 'Bora' }) }));
    const bArea = await created('B area', await send('POST', `${API}/production-area`, bEngineer, { payload: areaBody(bProducer.id, { name: 'B Serası', plantId: ref.tomato }) }));
    const bLot = await created('B lot', await send('POST', `${API}/lot`, bEngineer, { payload: lotBody(bArea.id) }));
    const bStage = await created('B stage', await send('POST', `${API}/lot/${bLot.id}/stage`, bEngineer, { payload: stageBody('2026-06-11') }));
    b = { engineer: bEngineer, admin: bAdmin, producer: bProducer, area: bArea, lot: bLot, stage: bStage };
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const lotBody = (areaId: number) => ({ productionAreaId: areaId, plantId: ref.tomato, variety: 'Gizli Kalp', season: '2026', gtin: null, consumerFirstNameConsent: true });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  // The day's first minute: a later hour of today may not have come yet.
  const applicationFields = { appliedOn: today(), startTime: '00:00', applicatorKind: 'producer', applicatorName: 'Gizli Üretici', amount: 100, amountUnit: 'ml', waterVolumeLitres: null, decares: 1, notes: null };
  const applicationBody = (prescriptionId: number | string, lineKey: string) => ({ prescriptionId, prescriptionLineKey: lineKey, ...applicationFields });
  const harvestFields = { harvestedOn: today(), amount: 100, unit: 'kg', lotOrBuyer: null, notes: null };
  const harvestBody = (areaId: number | string) => ({ productionAreaId: areaId, ...harvestFields });
  const stageBody = (date: string) => ({ clientId: randomUUID(), kind: 'irrigation', date });

  // Valid bodies for the routes on a record (a 400 would hide whether the record was reached).
  const bodies: Record<string, () => Call> = {
    'PUT /api/v1/producer/:id': () => ({ payload: producerBody({ name: 'Ele Geçirilmiş' }) }),
    'PATCH /api/v1/producer/:id/archive': () => ({ payload: { archived: true } }),
    'PUT /api/v1/production-area/:id': () => ({ payload: areaBody(b.producer.id, { name: 'Ele Geçirilmiş' }) }),
    'PATCH /api/v1/production-area/:id/archive': () => ({ payload: { archived: true } }),
    'PUT /api/v1/prescription/:id/edit': () => ({ payload: planBody() }),
    'PATCH /api/v1/prescription/:id/archive': () => ({ payload: { archived: true } }),
    'POST /api/v1/prescription/:id/send-sms': () => ({ payload: { phone: '0532 765 43 21' } }),
    'POST /api/v1/prescription/:id/whatsapp': () => ({ payload: {} }),
    'POST /api/v1/prescription/:id/correct': () => ({ payload: { reason: 'Ele geçirme', prescription: writeBody(ref, b.area.id) } }),
    'PUT /api/v1/lot/:id': () => ({ payload: { plantId: ref.tomato, variety: null, season: '2026', gtin: null, consumerFirstNameConsent: false } }),
    'PATCH /api/v1/lot/:id/status': () => ({ payload: { status: 'closed' } }),
    'POST /api/v1/lot/:id/stage': () => ({ payload: stageBody('2026-06-12') }),
    'POST /api/v1/lot/:id/stage/check': () => ({ payload: stageBody('2026-06-12') }),
    'POST /api/v1/lot/:id/stage/:stageId/photo': () => ({ payload: JPEG, headers: { 'content-type': 'image/jpeg' } }),
    'PUT /api/v1/register/application/:id': () => ({ payload: { ...applicationFields, version: 1, reason: 'Ele geçirme' } }),
    'PATCH /api/v1/register/application/:id/withdraw': () => ({ payload: { reason: 'Ele geçirme' } }),
    'POST /api/v1/register/application/:id/photo': () => ({ payload: JPEG, headers: { 'content-type': 'image/jpeg' } }),
    'PUT /api/v1/register/harvest/:id': () => ({ payload: { ...harvestFields, version: 1, reason: 'Ele geçirme' } }),
    'PATCH /api/v1/register/harvest/:id/withdraw': () => ({ payload: { reason: 'Ele geçirme' } }),
  };

  interface RecordKind {
    name: string;
    /** Every route whose URL starts with it acts on the record; its parameters are filled from `params`. */
    prefix: string;
    params: () => Record<string, number | string>;
    /** B's own records for the parent parameters: `/lot/{B's lot}/stage/{A's stage}` must be 404 too. */
    ownParams?: () => Record<string, number | string>;
    /** Routes elsewhere that name the record in the body or query. */
    byReference?: Record<string, (id: number | string) => Call>;
    /** The field by which a body or query names the record: every route that has it must be in `byReference` or `notOnTheRecord`. */
    idField?: string;
    notOnTheRecord?: Record<string, string>;
    caller: () => Record<string, string>;
    /** What A reads of the record, before and after. */
    readAsA: () => Promise<unknown>;
  }

  const readJson = async (url: string, headers = a.engineer) => {
    const res = await send('GET', url, headers);
    return { status: res.statusCode, body: String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.json() : res.rawPayload.toString('base64') };
  };
  const prescriptionByReference = (extra: Record<string, (id: number | string) => Call> = {}): Record<string, (id: number | string) => Call> => ({
    'POST /api/v1/prescription/send-email-to-producer': (id) => ({ payload: { prescriptionId: id, producerEmail: 'bora@ornek.com.tr', producerFullName: 'Bora Yabancı' } }),
    'POST /api/v1/prescription/send-email-to-producers': (id) => ({ payload: { prescriptionId: id, producerEmails: ['bora@ornek.com.tr'], producerFullNames: ['Bora Yabancı'] } }),
    'POST /api/v1/prescription/send-email-to-member': (id) => ({ payload: { prescriptionId: id } }),
    'POST /api/v1/prescription/fast-to-production-area': (id) => ({ payload: { prescriptionId: id, productionAreaIds: [b.area.id] } }),
    'POST /api/v1/prescription/fast-to-producer': (id) => ({ payload: { prescriptionId: id, producers: [b.producer.id] } }),
    'POST /api/v1/prescription/fertilization-template-to-producer': (id) => ({ payload: { prescriptionId: id, producers: [b.producer.id] } }),
    'POST /api/v1/register/application': (id) => ({ payload: applicationBody(id, a.lineKey) }),
    'POST /api/v1/register/application/check': (id) => ({ payload: applicationBody(id, a.lineKey) }),
    ...extra,
  });
  const prescriptionNotOnTheRecord = {
    'POST /api/v1/lot/:id/stage': "a spraying from a prescription names it as a source: another member's is a field error (400), traceability.test.ts",
    'POST /api/v1/lot/:id/stage/check': 'the same check as the stage it precedes',
  };
  const readPrescription = async (id: number) => ({ record: await readJson(`${API}/prescription/${id}`), link: await readJson(`${API}/prescription/${id}/link`) });

  const kinds: RecordKind[] = [
    { name: 'producer', prefix: `${API}/producer/:id`, params: () => ({ id: a.producer.id }), caller: () => b.engineer, readAsA: () => readJson(`${API}/producer/${a.producer.id}`) },
    {
      name: 'production area',
      prefix: `${API}/production-area/:id`,
      params: () => ({ id: a.drawnArea.id }),
      byReference: { 'POST /api/v1/register/harvest': (id) => ({ payload: harvestBody(id) }) },
      caller: () => b.engineer,
      readAsA: () => readJson(`${API}/production-area/${a.drawnArea.id}`),
    },
    {
      name: "area's register",
      prefix: `${API}/register/area/:id`,
      params: () => ({ id: a.drawnArea.id }),
      caller: () => b.engineer,
      readAsA: () => readJson(`${API}/register/area/${a.drawnArea.id}`),
    },
    {
      name: "producer's register",
      prefix: `${API}/register/producer/:id`,
      params: () => ({ id: a.producer.id }),
      caller: () => b.engineer,
      readAsA: () => readJson(`${API}/register/producer/${a.producer.id}`),
    },
    {
      name: 'register application',
      prefix: `${API}/register/application/:id`,
      params: () => ({ id: a.application.id, photoId: a.applicationPhoto.id }),
      caller: () => b.engineer,
      readAsA: async () => ({
        application: await readJson(`${API}/register/application/${a.application.id}`),
        history: await readJson(`${API}/register/application/${a.application.id}/history`),
        photo: await readJson(`${API}/register/application/${a.application.id}/photo/${a.applicationPhoto.id}`),
      }),
    },
    {
      name: 'register harvest',
      prefix: `${API}/register/harvest/:id`,
      params: () => ({ id: a.harvest.id }),
      caller: () => b.engineer,
      readAsA: async () => ({ harvest: await readJson(`${API}/register/harvest/${a.harvest.id}`), history: await readJson(`${API}/register/harvest/${a.harvest.id}/history`) }),
    },
    {
      name: 'prescription',
      prefix: `${API}/prescription/:id`,
      params: () => ({ id: a.prescription.id }),
      idField: 'prescriptionId',
      byReference: prescriptionByReference(),
      notOnTheRecord: prescriptionNotOnTheRecord,
      caller: () => b.engineer,
      readAsA: () => readPrescription(a.prescription.id),
    },
    {
      name: 'fertilization plan',
      prefix: `${API}/prescription/:id`,
      params: () => ({ id: a.plan.id }),
      idField: 'prescriptionId',
      byReference: prescriptionByReference(),
      notOnTheRecord: prescriptionNotOnTheRecord,
      caller: () => b.engineer,
      readAsA: () => readPrescription(a.plan.id),
    },
    {
      name: 'lot',
      prefix: `${API}/lot/:id`,
      params: () => ({ id: a.lot.id, stageId: a.stage.id, photoId: a.photo.id }),
      caller: () => b.engineer,
      readAsA: async () => ({ lot: await readJson(`${API}/lot/${a.lot.id}`), stages: await readJson(`${API}/lot/${a.lot.id}/stages`), link: await readJson(`${API}/lot/${a.lot.id}/link`) }),
    },
    {
      name: "lot's stage",
      prefix: `${API}/lot/:id/stage/:stageId`,
      params: () => ({ id: a.lot.id, stageId: a.stage.id, photoId: a.photo.id }),
      ownParams: () => ({ id: b.lot.id, stageId: b.stage.id }),
      caller: () => b.engineer,
      readAsA: () => readJson(`${API}/lot/${a.lot.id}/stages`),
    },
    {
      name: "stage's photo",
      prefix: `${API}/lot/:id/stage/:stageId/photo/:photoId`,
      params: () => ({ id: a.lot.id, stageId: a.stage.id, photoId: a.photo.id }),
      ownParams: () => ({ id: b.lot.id, stageId: b.stage.id }),
      caller: () => b.engineer,
      readAsA: () => readJson(`${API}/lot/${a.lot.id}/stage/${a.stage.id}/photo/${a.photo.id}`),
    },
    { name: "lot's consumer link", prefix: `${API}/lot/:id/link`, params: () => ({ id: a.lot.id }), caller: () => b.engineer, readAsA: () => readJson(`${API}/lot/${a.lot.id}/link`) },
    {
      name: "member's portal user",
      prefix: `${API}/portalUser/:publicId`,
      params: () => ({ publicId: a.portalUser.publicId }),
      idField: 'publicId',
      byReference: {
        'PATCH /api/v1/portalUser': (id) => ({ payload: { publicId: id, status: 'passive' } }),
        'PATCH /api/v1/portalUser/switchArchive': (id) => ({ payload: { publicId: id } }),
        'PATCH /api/v1/portalUser/editField': (id) => ({ payload: { publicId: id, name: 'Ele Geçirilmiş' } }),
        'POST /api/v1/portalUser/resetPassword': (id) => ({ payload: { publicId: id } }),
        'DELETE /api/v1/portalUser': (id) => ({ query: `publicId=${id}` }),
      },
      // B's Admin: the member's own role that may read and write portal users (spec §6 members area).
      caller: () => b.admin,
      readAsA: () => readJson(`${API}/portalUser/${a.portalUser.publicId}`, a.admin),
    },
  ];

  const under = (prefix: string) => table.routes.filter((r) => r.url === prefix || r.url.startsWith(`${prefix}/`));
  const fill = (url: string, values: Record<string, number | string>) =>
    url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      if (values[name] === undefined) throw new Error(`${url}: no value for :${name}`);
      return String(values[name]);
    });
  const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

  /** The calls B makes on one record: every route under the prefix (and with B's own parents), every route naming it. */
  function callsFor(kind: RecordKind) {
    const calls: Array<{ name: string; method: string; url: string; call: Call }> = [];
    for (const route of under(kind.prefix)) {
      const body = bodies[key(route)];
      if (route.body && !body) throw new Error(`${key(route)}: no valid body in this test's \`bodies\` (a 400 would hide whether the ${kind.name} was reached)`);
      const params = paramsOf(route.url);
      // All of A's ids; then B's own records for the leading parameters, A's for the rest.
      const variants = [kind.params()];
      const own = kind.ownParams?.();
      if (own) {
        for (let k = 1; k < params.length; k++) {
          const mixed = { ...kind.params() };
          for (const p of params.slice(0, k)) if (own[p] !== undefined) mixed[p] = own[p];
          if (params.slice(k).every((p) => kind.params()[p] !== undefined) && params.slice(0, k).every((p) => own[p] !== undefined)) variants.push(mixed);
        }
      }
      for (const values of variants) calls.push({ name: key(route), method: route.method, url: fill(route.url, values), call: body?.() ?? {} });
    }
    const id = kind.params()[paramsOf(kind.prefix).at(-1)!]!;
    for (const [name, make] of Object.entries(kind.byReference ?? {})) {
      const [method, url] = name.split(' ') as [string, string];
      calls.push({ name, method, url, call: make(id) });
    }
    return calls;
  }

  it('every record kind has routes under its prefix, its named routes exist, and every route that names the record by its id field is covered', () => {
    const all = table.routes.map(key);
    for (const kind of kinds) {
      expect(under(kind.prefix).length, `${kind.name}: no route starts with ${kind.prefix} (the test is stale)`).toBeGreaterThan(0);
      for (const name of [...Object.keys(kind.byReference ?? {}), ...Object.keys(kind.notOnTheRecord ?? {})]) expect(all, `${kind.name}: ${name} is no longer a route`).toContain(name);
      if (!kind.idField) continue;
      const naming = table.routes
        .filter((r) => r.protected && (fieldsOf(r.body).includes(kind.idField!) || fieldsOf(r.querystring).includes(kind.idField!) || r.url.includes(`:${kind.idField}`)))
        .map(key)
        .filter((name) => !(name in (kind.byReference ?? {})) && !(name in (kind.notOnTheRecord ?? {})) && !under(kind.prefix).map(key).includes(name));
      expect(naming, `${kind.name}: routes that name it by ${kind.idField} but are not called here`).toEqual([]);
    }
    for (const name of Object.keys(bodies)) expect(all, `bodies: ${name} is no longer a route`).toContain(name);
  });

  it.each(kinds.map((kind) => [kind.name, kind] as const))(
    "spec §6: member A's %s — member B gets 404 on every route that reaches it, and A reads it unchanged",
    async (_, kind) => {
      const calls = callsFor(kind);
      expect(calls.length).toBeGreaterThan(0);
      const before = await kind.readAsA();
      expect((before as { status?: number }).status ?? 200, `${kind.name}: A cannot read its own record`).toBe(200);
      const counts = async () => ({ audit: await app.db.$count(auditLog), outbox: await app.db.$count(outboxMessages) });
      const countsBefore = await counts();
      const got: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const c of calls) {
        const res = await send(c.method, c.url, kind.caller(), c.call);
        const label = `${c.method} ${c.url}`;
        want[label] = '404';
        got[label] = res.statusCode === 404 ? '404' : `${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode === 404) expect(res.json().details, label).toBeUndefined();
      }
      expect(got, `${kind.name}: B's calls (${calls.map((c) => c.name).join(', ')})`).toEqual(want);
      expect(await counts(), `${kind.name}: B's calls wrote an audit row or queued a message`).toEqual(countsBefore);
      expect(await kind.readAsA(), `${kind.name}: A's record changed`).toEqual(before);
    },
  );
});
