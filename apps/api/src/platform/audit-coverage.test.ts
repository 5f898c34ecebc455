// "every change to member-owned records is audited (who, when, before, after)".
//
// 1. Every write a member's users make on the member's records, driven through the API as
//    those users: the new audit_log rows are exactly the expected actions (the table
//    `AuditedWrites` below), each with the acting user, the record (entity and id), a time
//    inside the call, `after` for a create, `before` for a delete, and for a change `before`
//    and `after` that differ (in the named field where there is one).
// 2. A refused write — 400 for bad input, 404 for another member's record — adds no audit row:
//    one of each per record kind.
import { PrescriptionKind, Role } from '@portal/contracts';
import { asc, eq, gt, max } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, plantNutritionProducts, unitsOfMeasure, users } from './db';
import { areaBody, buildTestApp, producerBody, type TestApp, testMember, writeBody } from '../test-support';
import { makeTrc, referenceIds, trcMember, type ReferenceIds } from '../modules/traceability/test-kit';

const API = '/api/v1';

// ------------------------------------------------------------------ the table

type Shape = 'create' | 'change' | 'delete';
interface ExpectedAudit {
  action: string;
  entity: string;
  /** create: `after` present; delete: `before` present; change: `before` and `after` present and different. */
  shape: Shape;
  /** For a change: the field that must differ between `before` and `after` (present in both). */
  field?: string;
}
const created = (action: string, entity: string): ExpectedAudit => ({ action, entity, shape: 'create' });
const changed = (action: string, entity: string, field?: string): ExpectedAudit => ({ action, entity, shape: 'change', field });
const deleted = (action: string, entity: string): ExpectedAudit => ({ action, entity, shape: 'delete' });

/** Who acts: the member's engineer (Mühendis) or, for the member's users, its Admin. */
type Actor = 'engineer' | 'admin';
interface AuditedWrite {
  family: 'producers and areas' | 'prescriptions' | 'fertilization plans' | 'lots, stages, photos and links' | "the producer's register" | 'portal users';
  write: string;
  route: string;
  as: Actor;
  /** The new audit rows, in order. */
  audits: ExpectedAudit[];
}

/** Every write on a member's records and the audit rows it must add. */
const AuditedWrites: AuditedWrite[] = [
  { family: 'producers and areas', write: 'producer create', route: 'POST /producer', as: 'engineer', audits: [created('producer.create', 'producer')] },
  { family: 'producers and areas', write: 'producer edit', route: 'PUT /producer/:id', as: 'engineer', audits: [changed('producer.update', 'producer', 'name')] },
  { family: 'producers and areas', write: 'producer archive', route: 'PATCH /producer/:id/archive', as: 'engineer', audits: [changed('producer.archive', 'producer', 'archived')] },
  { family: 'producers and areas', write: 'producer reactivate', route: 'PATCH /producer/:id/archive', as: 'engineer', audits: [changed('producer.reactivate', 'producer', 'archived')] },
  { family: 'producers and areas', write: 'area create', route: 'POST /production-area', as: 'engineer', audits: [created('production-area.create', 'production-area')] },
  { family: 'producers and areas', write: 'area edit', route: 'PUT /production-area/:id', as: 'engineer', audits: [changed('production-area.update', 'production-area', 'name')] },
  { family: 'producers and areas', write: 'area archive', route: 'PATCH /production-area/:id/archive', as: 'engineer', audits: [changed('production-area.archive', 'production-area', 'archived')] },
  { family: 'producers and areas', write: 'area reactivate', route: 'PATCH /production-area/:id/archive', as: 'engineer', audits: [changed('production-area.reactivate', 'production-area', 'archived')] },
  { family: 'producers and areas', write: 'area delete', route: 'DELETE /production-area/:id', as: 'engineer', audits: [deleted('production-area.delete', 'production-area')] },
  { family: 'producers and areas', write: 'producer delete', route: 'DELETE /producer/:id', as: 'engineer', audits: [deleted('producer.delete', 'producer')] },

  // Issuing makes the public link too (verifiable from the moment of issue).
  { family: 'prescriptions', write: 'prescription issue (area-linked)', route: 'POST /prescription/area-linked', as: 'engineer', audits: [created('prescription.issue', 'prescription'), created('prescription.link-create', 'prescription')] },
  { family: 'prescriptions', write: 'prescription archive', route: 'PATCH /prescription/:id/archive', as: 'engineer', audits: [changed('prescription.archive', 'prescription', 'archived')] },
  { family: 'prescriptions', write: 'prescription reactivate', route: 'PATCH /prescription/:id/archive', as: 'engineer', audits: [changed('prescription.reactivate', 'prescription', 'archived')] },
  { family: 'prescriptions', write: 'prescription link revoke', route: 'DELETE /prescription/:id/link', as: 'engineer', audits: [changed('prescription.link-revoke', 'prescription')] },
  { family: 'prescriptions', write: 'prescription link create', route: 'GET /prescription/:id/link', as: 'engineer', audits: [created('prescription.link-create', 'prescription')] },
  {
    family: 'prescriptions',
    write: 'prescription link renew',
    route: 'POST /prescription/:id/link/renew',
    as: 'engineer',
    audits: [changed('prescription.link-revoke', 'prescription'), created('prescription.link-create', 'prescription')],
  },
  {
    family: 'prescriptions',
    write: 'prescription correct (cancel + new)',
    route: 'POST /prescription/:id/correct',
    as: 'engineer',
    audits: [changed('prescription.cancel', 'prescription', 'state'), created('prescription.correct', 'prescription'), created('prescription.link-create', 'prescription')],
  },
  { family: 'prescriptions', write: 'prescription delete', route: 'PATCH /prescription/:id/delete', as: 'engineer', audits: [changed('prescription.delete', 'prescription', 'deletedAt')] },

  { family: 'fertilization plans', write: 'fertilization template create', route: 'POST /prescription/fertilization-template', as: 'engineer', audits: [created('fertilization-template.create', 'prescription')] },
  { family: 'fertilization plans', write: 'fertilization template edit', route: 'PUT /prescription/:id/edit', as: 'engineer', audits: [changed('fertilization-template.update', 'prescription', 'title')] },
  {
    family: 'fertilization plans',
    write: 'fertilization template send to a producer',
    route: 'POST /prescription/fertilization-template-to-producer',
    as: 'engineer',
    audits: [created('fertilization-plan.send', 'prescription'), created('prescription.link-create', 'prescription')],
  },

  { family: 'lots, stages, photos and links', write: 'lot create', route: 'POST /lot', as: 'engineer', audits: [created('lot.create', 'lot')] },
  { family: 'lots, stages, photos and links', write: 'lot edit', route: 'PUT /lot/:id', as: 'engineer', audits: [changed('lot.update', 'lot', 'variety')] },
  { family: 'lots, stages, photos and links', write: 'lot close', route: 'PATCH /lot/:id/status', as: 'engineer', audits: [changed('lot.status', 'lot', 'status')] },
  { family: 'lots, stages, photos and links', write: 'lot open', route: 'PATCH /lot/:id/status', as: 'engineer', audits: [changed('lot.status', 'lot', 'status')] },
  { family: 'lots, stages, photos and links', write: 'stage create', route: 'POST /lot/:id/stage', as: 'engineer', audits: [created('lot-stage.create', 'lot-stage')] },
  { family: 'lots, stages, photos and links', write: 'stage photo upload', route: 'POST /lot/:id/stage/:stageId/photo', as: 'engineer', audits: [created('lot-stage-photo.create', 'lot-stage-photo')] },
  { family: 'lots, stages, photos and links', write: 'stage photo delete', route: 'DELETE /lot/:id/stage/:stageId/photo/:photoId', as: 'engineer', audits: [deleted('lot-stage-photo.delete', 'lot-stage-photo')] },
  { family: 'lots, stages, photos and links', write: 'stage delete', route: 'DELETE /lot/:id/stage/:stageId', as: 'engineer', audits: [deleted('lot-stage.delete', 'lot-stage')] },
  { family: 'lots, stages, photos and links', write: 'lot link create', route: 'POST /lot/:id/link', as: 'engineer', audits: [created('lot.link-create', 'lot')] },
  { family: 'lots, stages, photos and links', write: 'lot link renew', route: 'POST /lot/:id/link', as: 'engineer', audits: [changed('lot.link-renew', 'lot')] },
  { family: 'lots, stages, photos and links', write: 'lot link revoke', route: 'DELETE /lot/:id/link', as: 'engineer', audits: [changed('lot.link-revoke', 'lot')] },

  { family: "the producer's register", write: 'register application record', route: 'POST /register/application', as: 'engineer', audits: [created('register-application.create', 'register-application')] },
  { family: "the producer's register", write: 'register application correct', route: 'PUT /register/application/:id', as: 'engineer', audits: [changed('register-application.update', 'register-application', 'amount')] },
  { family: "the producer's register", write: 'register photo upload', route: 'POST /register/application/:id/photo', as: 'engineer', audits: [created('register-application-photo.create', 'register-application-photo')] },
  { family: "the producer's register", write: 'register photo delete', route: 'DELETE /register/application/:id/photo/:photoId', as: 'engineer', audits: [deleted('register-application-photo.delete', 'register-application-photo')] },
  { family: "the producer's register", write: 'register application withdraw', route: 'PATCH /register/application/:id/withdraw', as: 'engineer', audits: [changed('register-application.withdraw', 'register-application', 'withdrawn')] },
  { family: "the producer's register", write: 'register harvest record', route: 'POST /register/harvest', as: 'engineer', audits: [created('register-harvest.create', 'register-harvest')] },
  { family: "the producer's register", write: 'register harvest correct', route: 'PUT /register/harvest/:id', as: 'engineer', audits: [changed('register-harvest.update', 'register-harvest', 'amount')] },
  { family: "the producer's register", write: 'register harvest withdraw', route: 'PATCH /register/harvest/:id/withdraw', as: 'engineer', audits: [changed('register-harvest.withdraw', 'register-harvest', 'withdrawn')] },

  { family: 'portal users', write: 'portal user create', route: 'POST /portalUser', as: 'admin', audits: [created('user.create', 'user')] },
  { family: 'portal users', write: 'portal user editField', route: 'PATCH /portalUser/editField', as: 'admin', audits: [changed('user.edit', 'user', 'name')] },
  { family: 'portal users', write: 'portal user status', route: 'PATCH /portalUser', as: 'admin', audits: [changed('user.status', 'user', 'status')] },
  { family: 'portal users', write: 'portal user archive', route: 'PATCH /portalUser/switchArchive', as: 'admin', audits: [changed('user.archive', 'user', 'archived')] },
  { family: 'portal users', write: 'portal user delete', route: 'DELETE /portalUser', as: 'admin', audits: [deleted('user.delete', 'user')] },
];

// A real 8×8 JPEG: uploads are decoded and re-encoded, so the bytes must be an image.
const JPEG = Buffer.from('/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAApn/9k=', 'base64');

// ------------------------------------------------------------------ the tests

describe('every change to member-owned records is audited (who, when, before, after)', () => {
  let app: TestApp;
  let uploadDir: string;
  let ref: ReferenceIds;
  /** Member A (TRC, prescribing): its engineer and Admin act; its records are refused to B. */
  let a: Awaited<ReturnType<typeof trcMember>> & { plan: { id: number }; lot: { id: number }; stage: { id: number }; photo: { id: number }; portalUser: { publicId: string } };
  /** Member B: another TRC member's engineer and Admin, with a producer of its own. */
  let b: { engineer: Record<string, string>; admin: Record<string, string>; producer: { id: number } };
  const userIds = {} as Record<Actor, number>;
  const headers = {} as Record<Actor, Record<string, string>>;
  let planBody: (title?: string) => Record<string, unknown>;

  type Call = { payload?: unknown; headers?: Record<string, string> };
  const send = (method: string, url: string, as: Record<string, string>, call: Call = {}) =>
    app.inject({ method: method as 'GET', url: `${API}${url}`, headers: { ...as, ...call.headers }, ...(call.payload === undefined ? {} : { payload: call.payload as object }) });
  /** The answer's `data` when the status is the one wanted; otherwise the test stops with the body. */
  const ok = async (status: number, what: string, res: Awaited<ReturnType<typeof send>>) => {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return status === 204 ? null : res.json().data;
  };
  /** users.id of a bearer: its access token's subject is the user's publicId. */
  const userIdOf = async (bearer: Record<string, string>) => {
    const token = bearer['authorization']!.replace(/^Bearer /, '');
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.publicId, sub));
    return row!.id;
  };
  const lastAuditId = async () => (await app.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
  const lotBody = (areaId: number) => ({ productionAreaId: areaId, plantId: ref.tomato, variety: 'Denetim Kalp', season: '2026', gtin: null, consumerFirstNameConsent: true });
  const stageBody = (date: string) => ({ clientId: randomUUID(), kind: 'irrigation', date });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  // The day's first minute: a later hour of today may not have come yet.
  const applicationFields = { appliedOn: today(), startTime: '00:00', applicatorKind: 'producer', applicatorName: 'Denetim Üreticisi', amount: 250, amountUnit: 'ml', waterVolumeLitres: null, decares: 4.5, notes: null };
  const harvestFields = { harvestedOn: today(), amount: 1500, unit: 'kg', lotOrBuyer: null, notes: null };

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'audit-coverage-'));
    app = await buildTestApp({ env: { UPLOAD_DIR: uploadDir, WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '500' } });
    ref = await referenceIds(app);
    const world = await trcMember(app, ref);
    // No seat limit: the portal-user writes add users to A.
    await app.db.update(members).set({ seats: null }).where(eq(members.id, world.member.id));
    headers.engineer = world.engineer;
    headers.admin = world.admin;
    userIds.engineer = await userIdOf(world.engineer);
    userIds.admin = await userIdOf(world.admin);

    const [npk] = await app.db.select({ id: plantNutritionProducts.id }).from(plantNutritionProducts).where(eq(plantNutritionProducts.name, 'Yeşilova Kristal 20-20-20 + İz Elementler'));
    const [kgPerDecare] = await app.db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, 'kg/da'));
    planBody = (title = 'Denetim gübreleme programı') => ({
      plantId: ref.tomato,
      plantingType: 1,
      fertilizationInfo: 'Damla sulama ile verilecek.',
      prescriptionTitle: title,
      fertilizationPlans: [{ key: 'r1', stage: 'before-planting', plantNutritionProductId: npk!.id, dose: 1, doseUnitId: kgPerDecare!.id, method: 'base', applications: 1 }],
    });

    // A's records for the refusals (their own audit rows come before any test).
    const e = world.engineer;
    const plan = await ok(201, 'plan', await send('POST', '/prescription/fertilization-template', e, { payload: planBody() }));
    const lot = await ok(201, 'lot', await send('POST', '/lot', e, { payload: lotBody(world.drawnArea.id) }));
    const stage = await ok(201, 'stage', await send('POST', `/lot/${lot.id}/stage`, e, { payload: stageBody('2026-06-11') }));
    const photo = await ok(201, 'photo', await send('POST', `/lot/${lot.id}/stage/${stage.id}/photo`, e, { payload: JPEG, headers: { 'content-type': 'image/jpeg' } }));
    await ok(200, 'lot link', await send('POST', `/lot/${lot.id}/link`, e));
    await ok(200, 'prescription link', await send('GET', `/prescription/${world.prescription.id}/link`, e));
    const [portalUser] = await app.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, await userIdOf(world.user)));
    a = { ...world, plan, lot, stage, photo, portalUser: portalUser! };

    const other = await testMember(app);
    const bEngineer = await other.as(Role.Muhendis);
    const bAdmin = await other.as(Role.Admin);
    await makeTrc(app, other.id);
    const bProducer = await ok(201, 'B producer', await send('POST', '/producer', bEngineer, { payload: producerBody({ name: 'Bora' }) }));
    b = { engineer: bEngineer, admin: bAdmin, producer: bProducer };
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  // ---------------------------------------------------------------- 1. the writes

  /** What each write does; it answers the ids of the records its audit rows name, in the table's order. */
  type Perform = (as: Record<string, string>) => Promise<Array<number | string>>;
  const state: Record<string, { id: number; [k: string]: unknown }> = {};
  let producerInput: Record<string, unknown>;
  let prescriptionArea: { id: number };
  let newUserEmail: string;

  const perform: Record<string, Perform> = {
    // Producers and areas.
    'producer create': async (as) => {
      producerInput = producerBody({ name: 'Denetim', surname: 'Üretici' });
      state.producer = await ok(201, 'producer create', await send('POST', '/producer', as, { payload: producerInput }));
      return [state.producer!.id];
    },
    'producer edit': async (as) => {
      await ok(200, 'producer edit', await send('PUT', `/producer/${state.producer!.id}`, as, { payload: { ...producerInput, name: 'Denetlenen' } }));
      return [state.producer!.id];
    },
    'producer archive': async (as) => {
      await ok(200, 'producer archive', await send('PATCH', `/producer/${state.producer!.id}/archive`, as, { payload: { archived: true } }));
      return [state.producer!.id];
    },
    'producer reactivate': async (as) => {
      await ok(200, 'producer reactivate', await send('PATCH', `/producer/${state.producer!.id}/archive`, as, { payload: { archived: false } }));
      return [state.producer!.id];
    },
    'area create': async (as) => {
      state.area = await ok(201, 'area create', await send('POST', '/production-area', as, { payload: areaBody(state.producer!.id, { name: 'Denetim Serası', plantId: ref.tomato }) }));
      return [state.area!.id];
    },
    'area edit': async (as) => {
      await ok(200, 'area edit', await send('PUT', `/production-area/${state.area!.id}`, as, { payload: areaBody(state.producer!.id, { name: 'Denetlenen Sera', plantId: ref.tomato }) }));
      return [state.area!.id];
    },
    'area archive': async (as) => {
      await ok(200, 'area archive', await send('PATCH', `/production-area/${state.area!.id}/archive`, as, { payload: { archived: true } }));
      return [state.area!.id];
    },
    'area reactivate': async (as) => {
      await ok(200, 'area reactivate', await send('PATCH', `/production-area/${state.area!.id}/archive`, as, { payload: { archived: false } }));
      return [state.area!.id];
    },
    'area delete': async (as) => {
      await ok(200, 'area delete', await send('DELETE', `/production-area/${state.area!.id}`, as));
      return [state.area!.id];
    },
    'producer delete': async (as) => {
      await ok(200, 'producer delete', await send('DELETE', `/producer/${state.producer!.id}`, as));
      return [state.producer!.id];
    },

    // Prescriptions.
    'prescription issue (area-linked)': async (as) => {
      const body = writeBody(ref, prescriptionArea.id);
      const check = await ok(200, 'prescription check', await send('POST', '/prescription/check', as, { payload: { type: PrescriptionKind.ProductionArea, ...body } }));
      state.prescription = await ok(201, 'prescription issue', await send('POST', '/prescription/area-linked', as, { payload: { ...body, acknowledgedFindings: check.toAcknowledge } }));
      return [state.prescription!.id, state.prescription!.id];
    },
    'prescription archive': async (as) => {
      await ok(200, 'prescription archive', await send('PATCH', `/prescription/${state.prescription!.id}/archive`, as, { payload: { archived: true } }));
      return [state.prescription!.id];
    },
    'prescription reactivate': async (as) => {
      await ok(200, 'prescription reactivate', await send('PATCH', `/prescription/${state.prescription!.id}/archive`, as, { payload: { archived: false } }));
      return [state.prescription!.id];
    },
    'prescription link create': async (as) => {
      await ok(200, 'prescription link create', await send('GET', `/prescription/${state.prescription!.id}/link`, as));
      return [state.prescription!.id];
    },
    'prescription link renew': async (as) => {
      await ok(200, 'prescription link renew', await send('POST', `/prescription/${state.prescription!.id}/link/renew`, as));
      return [state.prescription!.id, state.prescription!.id];
    },
    'prescription link revoke': async (as) => {
      await ok(204, 'prescription link revoke', await send('DELETE', `/prescription/${state.prescription!.id}/link`, as));
      return [state.prescription!.id];
    },
    'prescription correct (cancel + new)': async (as) => {
      const { productionAreaId: _, ...body } = writeBody(ref, prescriptionArea.id, { notes: 'Düzeltilmiş doz' });
      body.lines[0]!.dose = 55;
      const check = await ok(200, 'correction check', await send('POST', '/prescription/check', as, { payload: { type: PrescriptionKind.ProductionArea, productionAreaId: prescriptionArea.id, ...body } }));
      const payload = { reason: 'Doz yanlış yazıldı', prescription: { ...body, acknowledgedFindings: check.toAcknowledge } };
      const old = state.prescription!;
      state.prescription = await ok(201, 'prescription correct', await send('POST', `/prescription/${old.id}/correct`, as, { payload }));
      return [old.id, state.prescription!.id, state.prescription!.id];
    },
    'prescription delete': async (as) => {
      await ok(200, 'prescription delete', await send('PATCH', `/prescription/${state.prescription!.id}/delete`, as));
      return [state.prescription!.id];
    },

    // Fertilization plans.
    'fertilization template create': async (as) => {
      state.template = await ok(201, 'template create', await send('POST', '/prescription/fertilization-template', as, { payload: planBody('Denetim şablonu') }));
      return [state.template!.id];
    },
    'fertilization template edit': async (as) => {
      await ok(200, 'template edit', await send('PUT', `/prescription/${state.template!.id}/edit`, as, { payload: planBody('Denetlenen şablon') }));
      return [state.template!.id];
    },
    'fertilization template send to a producer': async (as) => {
      const sent = await ok(201, 'template send', await send('POST', '/prescription/fertilization-template-to-producer', as, { payload: { prescriptionId: state.template!.id, producers: [a.producer.id] } }));
      return [sent[0].id, sent[0].id];
    },

    // Lots, stages, photos and links.
    'lot create': async (as) => {
      state.lot = await ok(201, 'lot create', await send('POST', '/lot', as, { payload: lotBody(a.drawnArea.id) }));
      return [state.lot!.id];
    },
    'lot edit': async (as) => {
      const { productionAreaId: _, ...edit } = lotBody(a.drawnArea.id);
      await ok(200, 'lot edit', await send('PUT', `/lot/${state.lot!.id}`, as, { payload: { ...edit, variety: 'Denetlenen Kalp' } }));
      return [state.lot!.id];
    },
    'lot close': async (as) => {
      await ok(200, 'lot close', await send('PATCH', `/lot/${state.lot!.id}/status`, as, { payload: { status: 'closed' } }));
      return [state.lot!.id];
    },
    'lot open': async (as) => {
      await ok(200, 'lot open', await send('PATCH', `/lot/${state.lot!.id}/status`, as, { payload: { status: 'open' } }));
      return [state.lot!.id];
    },
    'stage create': async (as) => {
      state.stage = await ok(201, 'stage create', await send('POST', `/lot/${state.lot!.id}/stage`, as, { payload: stageBody('2026-06-12') }));
      return [state.stage!.id];
    },
    'stage photo upload': async (as) => {
      state.photo = await ok(201, 'photo upload', await send('POST', `/lot/${state.lot!.id}/stage/${state.stage!.id}/photo`, as, { payload: JPEG, headers: { 'content-type': 'image/jpeg' } }));
      return [state.photo!.id];
    },
    'stage photo delete': async (as) => {
      await ok(204, 'photo delete', await send('DELETE', `/lot/${state.lot!.id}/stage/${state.stage!.id}/photo/${state.photo!.id}`, as));
      return [state.photo!.id];
    },
    'stage delete': async (as) => {
      await ok(200, 'stage delete', await send('DELETE', `/lot/${state.lot!.id}/stage/${state.stage!.id}`, as));
      return [state.stage!.id];
    },
    'lot link create': async (as) => {
      await ok(200, 'lot link create', await send('POST', `/lot/${state.lot!.id}/link`, as));
      return [state.lot!.id];
    },
    'lot link renew': async (as) => {
      await ok(200, 'lot link renew', await send('POST', `/lot/${state.lot!.id}/link`, as));
      return [state.lot!.id];
    },
    'lot link revoke': async (as) => {
      await ok(204, 'lot link revoke', await send('DELETE', `/lot/${state.lot!.id}/link`, as));
      return [state.lot!.id];
    },

    // The producer's register, on A's prescription and drawn greenhouse.
    'register application record': async (as) => {
      state.application = await ok(201, 'register application', await send('POST', '/register/application', as, { payload: { prescriptionId: a.prescription.id, prescriptionLineKey: a.lineKey, ...applicationFields } }));
      return [state.application!.id];
    },
    'register application correct': async (as) => {
      await ok(200, 'register correct', await send('PUT', `/register/application/${state.application!.id}`, as, { payload: { ...applicationFields, amount: 240, version: 1, reason: 'Sayaç yanlış okunmuş' } }));
      return [state.application!.id];
    },
    'register photo upload': async (as) => {
      state.registerPhoto = await ok(201, 'register photo', await send('POST', `/register/application/${state.application!.id}/photo`, as, { payload: JPEG, headers: { 'content-type': 'image/jpeg' } }));
      return [state.registerPhoto!.id];
    },
    'register photo delete': async (as) => {
      await ok(204, 'register photo delete', await send('DELETE', `/register/application/${state.application!.id}/photo/${state.registerPhoto!.id}`, as));
      return [state.registerPhoto!.id];
    },
    'register application withdraw': async (as) => {
      await ok(200, 'register withdraw', await send('PATCH', `/register/application/${state.application!.id}/withdraw`, as, { payload: { reason: 'Yanlış alana girilmiş' } }));
      return [state.application!.id];
    },
    'register harvest record': async (as) => {
      state.harvest = await ok(201, 'register harvest', await send('POST', '/register/harvest', as, { payload: { productionAreaId: a.drawnArea.id, ...harvestFields } }));
      return [state.harvest!.id];
    },
    'register harvest correct': async (as) => {
      await ok(200, 'register harvest correct', await send('PUT', `/register/harvest/${state.harvest!.id}`, as, { payload: { ...harvestFields, amount: 1450, version: 1, reason: 'Kantar fişi geldi' } }));
      return [state.harvest!.id];
    },
    'register harvest withdraw': async (as) => {
      await ok(200, 'register harvest withdraw', await send('PATCH', `/register/harvest/${state.harvest!.id}/withdraw`, as, { payload: { reason: 'Başka alanın hasadı' } }));
      return [state.harvest!.id];
    },

    // The member's portal users, by its Admin.
    'portal user create': async (as) => {
      newUserEmail = `denetim.${Date.now()}@ornek.com.tr`;
      const body = { name: 'Zeynep', surname: 'Işık', email: newUserEmail, type: Role.Muhendis, authorizationNumber: 'ANT-2026/114' };
      const user = await ok(200, 'portal user create', await send('POST', '/portalUser', as, { payload: body }));
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.publicId, user.publicId));
      state.user = { id: row!.id, publicId: user.publicId };
      return [state.user.id];
    },
    'portal user editField': async (as) => {
      await ok(200, 'portal user editField', await send('PATCH', '/portalUser/editField', as, { payload: { publicId: state.user!.publicId, name: 'Zehra' } }));
      return [state.user!.id];
    },
    'portal user status': async (as) => {
      await ok(200, 'portal user status', await send('PATCH', '/portalUser', as, { payload: { publicId: state.user!.publicId, status: 'passive' } }));
      return [state.user!.id];
    },
    'portal user archive': async (as) => {
      await ok(200, 'portal user archive', await send('PATCH', '/portalUser/switchArchive', as, { payload: { publicId: state.user!.publicId } }));
      return [state.user!.id];
    },
    'portal user delete': async (as) => {
      await ok(200, 'portal user delete', await send('DELETE', `/portalUser?publicId=${state.user!.publicId}`, as));
      return [state.user!.id];
    },
  };

  /** What is wrong with the audit rows one write added (empty when they are as the table says). */
  async function auditProblems(write: AuditedWrite): Promise<string[]> {
    const since = await lastAuditId();
    const from = new Date();
    const ids = await perform[write.write]!(headers[write.as]);
    const to = new Date(Date.now() + 1);
    const rows = await app.db.select().from(auditLog).where(gt(auditLog.id, since)).orderBy(asc(auditLog.id));
    const label = `${write.write} (${write.route})`;
    const problems: string[] = [];
    const got = rows.map((r) => r.action);
    const want = write.audits.map((x) => x.action);
    if (!isDeepStrictEqual(got, want)) problems.push(`${label}: audit actions ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    const used = new Set<number>();
    write.audits.forEach((expected, i) => {
      const at = rows.findIndex((r, j) => r.action === expected.action && !used.has(j));
      if (at < 0) return; // Already reported above: the action is missing.
      used.add(at);
      const row = rows[at]!;
      const where = `${label}: ${expected.action}`;
      if (row.actorUserId !== userIds[write.as]) problems.push(`${where}: actorUserId ${row.actorUserId}, expected the ${write.as} ${userIds[write.as]}`);
      if (row.entity !== expected.entity) problems.push(`${where}: entity '${row.entity}', expected '${expected.entity}'`);
      if (row.entityId !== String(ids[i])) problems.push(`${where}: entityId ${row.entityId}, expected ${ids[i]}`);
      if (!(row.occurredAt >= from && row.occurredAt <= to)) problems.push(`${where}: occurredAt ${row.occurredAt.toISOString()} outside the call (${from.toISOString()}–${to.toISOString()})`);
      const before = row.before as Record<string, unknown> | null;
      const after = row.after as Record<string, unknown> | null;
      if (expected.shape === 'create' && after === null) problems.push(`${where}: no 'after' (what was created)`);
      if (expected.shape === 'delete' && before === null) problems.push(`${where}: no 'before' (what was deleted)`);
      if (expected.shape === 'change') {
        if (before === null || after === null) {
          problems.push(`${where}: ${[before === null && "no 'before'", after === null && "no 'after'"].filter(Boolean).join(' and ')}`);
        } else if (expected.field) {
          if (!(expected.field in before) || !(expected.field in after)) problems.push(`${where}: '${expected.field}' not in both before and after`);
          else if (isDeepStrictEqual(before[expected.field], after[expected.field])) problems.push(`${where}: '${expected.field}' is the same before and after (${JSON.stringify(before[expected.field])})`);
        } else if (isDeepStrictEqual(before, after)) {
          problems.push(`${where}: before and after are the same`);
        }
      }
    });
    return problems;
  }

  const families = [...new Set(AuditedWrites.map((w) => w.family))];

  it('the table names every write once, each with a way to perform it', () => {
    expect(AuditedWrites.map((w) => w.write).sort()).toEqual(Object.keys(perform).sort());
    expect(new Set(AuditedWrites.map((w) => w.write)).size).toBe(AuditedWrites.length);
  });

  it.each(families)('%s — every write adds exactly its audit rows (who, when, which record, before, after)', async (family) => {
    if (family === 'prescriptions') {
      // A fresh greenhouse: the season's count of Akarmek starts at nought.
      prescriptionArea = await ok(
        201,
        'prescription area',
        await send('POST', '/production-area', headers.engineer, {
          payload: areaBody(a.producer.id, { name: 'Reçete Serası', plantId: ref.tomato, plantingDate: '2026-03-01', expectedHarvestDate: '2026-07-01', decares: 5 }),
        }),
      );
    }
    const problems: string[] = [];
    for (const write of AuditedWrites.filter((w) => w.family === family)) problems.push(...(await auditProblems(write)));
    expect(problems, `${family}: audit gaps`).toEqual([]);
  });

  // ---------------------------------------------------------------- 2. refused writes

  interface Refusal {
    kind: string;
    write: string;
    status: 400 | 404;
    call: () => ReturnType<typeof send>;
  }
  const refusals: Refusal[] = [
    // Bad input (400), as A's own users on A's records.
    { kind: 'producer', write: 'PUT /producer/:id with an empty name', status: 400, call: () => send('PUT', `/producer/${a.producer.id}`, a.engineer, { payload: producerBody({ name: '' }) }) },
    { kind: 'production area', write: 'PATCH /production-area/:id/archive with archived "evet"', status: 400, call: () => send('PATCH', `/production-area/${a.drawnArea.id}/archive`, a.engineer, { payload: { archived: 'evet' } }) },
    { kind: 'prescription', write: 'POST /prescription/:id/correct without a reason', status: 400, call: () => send('POST', `/prescription/${a.prescription.id}/correct`, a.engineer, { payload: { reason: '', prescription: writeBody(ref, a.drawnArea.id) } }) },
    { kind: 'prescription link', write: 'POST /prescription/:id/link/renew with id "abc"', status: 400, call: () => send('POST', '/prescription/abc/link/renew', a.engineer) },
    { kind: 'fertilization template', write: 'PUT /prescription/:id/edit with an empty body', status: 400, call: () => send('PUT', `/prescription/${a.plan.id}/edit`, a.engineer, { payload: {} }) },
    { kind: 'fertilization send', write: 'POST /prescription/fertilization-template-to-producer to no producer', status: 400, call: () => send('POST', '/prescription/fertilization-template-to-producer', a.engineer, { payload: { prescriptionId: a.plan.id, producers: [] } }) },
    { kind: 'lot', write: 'PUT /lot/:id with a GTIN whose check digit is wrong', status: 400, call: () => send('PUT', `/lot/${a.lot.id}`, a.engineer, { payload: { plantId: ref.tomato, variety: null, season: '2026', gtin: '8690000000006', consumerFirstNameConsent: false } }) },
    { kind: 'lot status', write: 'PATCH /lot/:id/status to "archived"', status: 400, call: () => send('PATCH', `/lot/${a.lot.id}/status`, a.engineer, { payload: { status: 'archived' } }) },
    { kind: 'stage', write: 'POST /lot/:id/stage of an unknown kind', status: 400, call: () => send('POST', `/lot/${a.lot.id}/stage`, a.engineer, { payload: { clientId: randomUUID(), kind: 'dance', date: '2026-06-12' } }) },
    { kind: 'stage photo', write: 'POST /lot/:id/stage/:stageId/photo with no bytes', status: 400, call: () => send('POST', `/lot/${a.lot.id}/stage/${a.stage.id}/photo`, a.engineer, { payload: Buffer.alloc(0), headers: { 'content-type': 'image/jpeg' } }) },
    { kind: 'lot link', write: 'POST /lot/:id/link with id "abc"', status: 400, call: () => send('POST', '/lot/abc/link', a.engineer) },
    {
      kind: 'register application',
      write: 'POST /register/application with a negative amount',
      status: 400,
      call: () => send('POST', '/register/application', a.engineer, { payload: { prescriptionId: a.prescription.id, prescriptionLineKey: a.lineKey, ...applicationFields, amount: -1 } }),
    },
    { kind: 'register harvest', write: 'POST /register/harvest dated tomorrow', status: 400, call: () => send('POST', '/register/harvest', a.engineer, { payload: { productionAreaId: a.drawnArea.id, ...harvestFields, harvestedOn: '2100-01-01' } }) },
    { kind: 'portal user', write: 'PATCH /portalUser/editField with no field', status: 400, call: () => send('PATCH', '/portalUser/editField', a.admin, { payload: { publicId: a.portalUser.publicId } }) },

    // Another member's record (404): B's users on A's records.
    { kind: 'producer', write: "PUT /producer/:id on A's producer", status: 404, call: () => send('PUT', `/producer/${a.producer.id}`, b.engineer, { payload: producerBody({ name: 'Ele Geçirilmiş' }) }) },
    { kind: 'production area', write: "PATCH /production-area/:id/archive on A's area", status: 404, call: () => send('PATCH', `/production-area/${a.drawnArea.id}/archive`, b.engineer, { payload: { archived: true } }) },
    { kind: 'prescription', write: "PATCH /prescription/:id/archive on A's prescription", status: 404, call: () => send('PATCH', `/prescription/${a.prescription.id}/archive`, b.engineer, { payload: { archived: true } }) },
    { kind: 'prescription link', write: "DELETE /prescription/:id/link on A's prescription", status: 404, call: () => send('DELETE', `/prescription/${a.prescription.id}/link`, b.engineer) },
    { kind: 'fertilization template', write: "PUT /prescription/:id/edit on A's template", status: 404, call: () => send('PUT', `/prescription/${a.plan.id}/edit`, b.engineer, { payload: planBody('Ele Geçirilmiş') }) },
    {
      kind: 'fertilization send',
      write: "POST /prescription/fertilization-template-to-producer of A's template",
      status: 404,
      call: () => send('POST', '/prescription/fertilization-template-to-producer', b.engineer, { payload: { prescriptionId: a.plan.id, producers: [b.producer.id] } }),
    },
    { kind: 'lot', write: "PUT /lot/:id on A's lot", status: 404, call: () => send('PUT', `/lot/${a.lot.id}`, b.engineer, { payload: { plantId: ref.tomato, variety: null, season: '2026', gtin: null, consumerFirstNameConsent: false } }) },
    { kind: 'lot status', write: "PATCH /lot/:id/status on A's lot", status: 404, call: () => send('PATCH', `/lot/${a.lot.id}/status`, b.engineer, { payload: { status: 'closed' } }) },
    { kind: 'stage', write: "DELETE /lot/:id/stage/:stageId on A's stage", status: 404, call: () => send('DELETE', `/lot/${a.lot.id}/stage/${a.stage.id}`, b.engineer) },
    { kind: 'stage photo', write: "DELETE /lot/:id/stage/:stageId/photo/:photoId on A's photo", status: 404, call: () => send('DELETE', `/lot/${a.lot.id}/stage/${a.stage.id}/photo/${a.photo.id}`, b.engineer) },
    { kind: 'lot link', write: "DELETE /lot/:id/link on A's lot", status: 404, call: () => send('DELETE', `/lot/${a.lot.id}/link`, b.engineer) },
    {
      kind: 'register application',
      write: "POST /register/application of A's prescription",
      status: 404,
      call: () => send('POST', '/register/application', b.engineer, { payload: { prescriptionId: a.prescription.id, prescriptionLineKey: a.lineKey, ...applicationFields } }),
    },
    { kind: 'register harvest', write: "POST /register/harvest on A's area", status: 404, call: () => send('POST', '/register/harvest', b.engineer, { payload: { productionAreaId: a.drawnArea.id, ...harvestFields } }) },
    { kind: 'portal user', write: "PATCH /portalUser (status) on A's user", status: 404, call: () => send('PATCH', '/portalUser', b.admin, { payload: { publicId: a.portalUser.publicId, status: 'passive' } }) },
  ];

  it('the refusals cover a 400 and a 404 of every record kind', () => {
    const kinds = [...new Set(refusals.map((r) => r.kind))];
    for (const kind of kinds) expect(refusals.filter((r) => r.kind === kind).map((r) => r.status).sort(), kind).toEqual([400, 404]);
  });

  it.each(refusals.map((r) => [`${r.status} ${r.kind}: ${r.write}`, r] as const))('a refused write adds no audit row — %s', async (_, refusal) => {
    const before = await app.db.$count(auditLog);
    const res = await refusal.call();
    expect(res.statusCode, res.body).toBe(refusal.status);
    expect(await app.db.$count(auditLog), 'audit rows after a refused write').toBe(before);
  });
});
