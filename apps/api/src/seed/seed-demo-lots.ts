// The TRC demo member's lot: its producers' cornfield in Ödemiş as one open lot with
// the sowing and a spraying, from seed/traceability/demo-lots.json, so that a person trying
// `npm start` sees a lot with its timeline and its PHI at once; and the cooperative engineer's
// issued prescription on that field (demo-prescriptions.json), so a spraying can be recorded
// "from a prescription" at once. Written through the same rules
// as the API (the code counter, the location check, the product's PHI on the plant).
// Idempotent: a lot already on the area for the season is left alone.
import { areaLinkedInputSchema, PrescriptionKind, stageInputSchema, type StageInputRaw } from '@portal/contracts';
import { DEMO_MEMBERS, demoAccount, type DemoMemberKey } from '@portal/shared/demo-data';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../platform/auth';
import { harmfulOrganisms, licenceDetails, licences, lots, members, plants, prescriptions, productionAreas, unitsOfMeasure, users, type Orm } from '../platform/db';
import { checkDraft, prepareDraft, writeIssued } from '../modules/prescriptions';
import { createLot, saveStage } from '../modules/traceability';
// Bundled with the API (a JSON import), so the built server needs no data file beside it.
import demoLots from './traceability/demo-lots.json';
import demoPrescriptions from './traceability/demo-prescriptions.json';
import { inTransaction } from '../platform/tenancy';

interface DemoStage extends Omit<StageInputRaw, 'licenceId' | 'doseUnitId'> {
  /** The licence's trade name and the dose unit's symbol, looked up by name. */
  licence?: string;
  doseUnit?: string;
}
interface DemoLot {
  area: string;
  plant: string;
  variety: string | null;
  season: string;
  gtin: string | null;
  consumerFirstNameConsent: boolean;
  stages: DemoStage[];
}

interface DemoPrescription {
  area: string;
  title: string;
  startDate: string;
  organisms: string[];
  lines: Array<{ key: string; licence: string; dose: number; doseUnit: string }>;
}

const idBy = async (rows: Promise<Array<{ id: number }>>) => (await rows)[0]?.id ?? null;

export async function seedDemoLots(db: Orm, log?: { info(message: string): void }): Promise<{ lots: number; stages: number; prescriptions: number }> {
  const made = { lots: 0, stages: 0, prescriptions: 0 };
  const controller = demoAccount('trc');
  for (const [key, list] of Object.entries(demoLots as unknown as Partial<Record<DemoMemberKey, DemoLot[]>>)) {
    const m = DEMO_MEMBERS[key as DemoMemberKey];
    const [member] = await db.select().from(members).where(and(eq(members.name, m.name), eq(members.app, m.app), eq(members.stage, 'member'))).limit(1);
    const memberId = member?.id ?? null;
    const [user] = await db.select().from(users).where(eq(users.email, controller.email));
    if (memberId === null || !user || user.memberId !== memberId) continue;
    const auth = { user, member } as unknown as AuthContext;
    made.prescriptions += await seedPrescriptions(db, auth, memberId, (demoPrescriptions as Partial<Record<DemoMemberKey, DemoPrescription[]>>)[key as DemoMemberKey] ?? []);
    for (const demo of list ?? []) {
      const areaId = await idBy(db.select({ id: productionAreas.id }).from(productionAreas).where(and(eq(productionAreas.memberId, memberId), eq(productionAreas.name, demo.area))));
      const plantId = await idBy(db.select({ id: plants.id }).from(plants).where(eq(plants.name, demo.plant)));
      if (areaId === null || plantId === null) continue;
      if (await db.$count(lots, and(eq(lots.productionAreaId, areaId), eq(lots.season, demo.season)))) continue;
      const lotId = await createLot(db, memberId, user.id, { productionAreaId: areaId, plantId, variety: demo.variety, season: demo.season, gtin: demo.gtin, consumerFirstNameConsent: demo.consumerFirstNameConsent });
      made.lots++;
      for (const { licence, doseUnit, ...stage } of demo.stages) {
        const licenceId = licence ? await idBy(db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, licence))) : null;
        const doseUnitId = doseUnit ? await idBy(db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, doseUnit))) : null;
        const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
        await saveStage(db, lot!, auth, stageInputSchema.parse({ ...stage, licenceId, doseUnitId }));
        made.stages++;
      }
    }
  }
  if (made.lots || made.prescriptions) log?.info(`Demo partileri yüklendi: ${made.lots} parti, ${made.stages} aşama, ${made.prescriptions} reçete`);
  return made;
}

/** Issues each demo prescription through the prescriptions' own checks (its warnings accepted), once. */
async function seedPrescriptions(db: Orm, auth: AuthContext, memberId: number, list: DemoPrescription[]): Promise<number> {
  let made = 0;
  for (const demo of list) {
    const [area] = await db.select().from(productionAreas).where(and(eq(productionAreas.memberId, memberId), eq(productionAreas.name, demo.area)));
    if (!area || area.plantId === null) continue;
    if (await db.$count(prescriptions, and(eq(prescriptions.productionAreaId, area.id), eq(prescriptions.title, demo.title)))) continue;
    const organismIds: number[] = [];
    for (const name of demo.organisms) {
      const id = await idBy(db.select({ id: harmfulOrganisms.id }).from(harmfulOrganisms).where(eq(harmfulOrganisms.name, name)));
      if (id !== null) organismIds.push(id);
    }
    const lines = [];
    for (const line of demo.lines) {
      const [use] = await db
        .select({ id: licenceDetails.id })
        .from(licenceDetails)
        .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
        .where(and(eq(licences.tradeName, line.licence), eq(licenceDetails.plantId, area.plantId), inArray(licenceDetails.harmfulOrganismId, organismIds)));
      const unitId = await idBy(db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, line.doseUnit)));
      if (use && unitId !== null) lines.push({ key: line.key, licenceDetailId: use.id, dose: line.dose, doseUnitId: unitId });
    }
    if (lines.length !== demo.lines.length || organismIds.length !== demo.organisms.length) continue;
    const body = areaLinkedInputSchema.parse({ productionAreaId: area.id, title: demo.title, startDate: demo.startDate, harmfulOrganismIds: organismIds, lines });
    const target = { kind: PrescriptionKind.ProductionArea, productionAreaId: area.id, producerId: null } as const;
    // The demo season's history: each prescription is issued as on its application day.
    const options = { issueDate: demo.startDate };
    const first = checkDraft(await prepareDraft(db, auth, target, body, options));
    const draft = await prepareDraft(db, auth, target, { ...body, acknowledgedFindings: first.result.toAcknowledge }, options);
    const { findings, result } = checkDraft(draft);
    if (!result.canIssue) continue;
    await inTransaction(db, (tx) => writeIssued(tx, null, draft, findings));
    made++;
  }
  return made;
}
