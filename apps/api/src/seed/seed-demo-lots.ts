// The TRC demo member's lot (issue 15): its producers' cornfield in Ödemiş as one open lot with
// the sowing and a spraying, from seed/traceability/demo-lots.json, so that a person trying
// `npm start` sees a lot with its timeline and its PHI at once. Written through the same rules
// as the API (the code counter, the location check, the product's PHI on the plant).
// Idempotent: a lot already on the area for the season is left alone.
import { stageInputSchema, type StageInputRaw } from '@portal/contracts';
import { DEMO_MEMBERS, demoAccount, type DemoMemberKey } from '@portal/shared/demo-data';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../platform/auth';
import { licences, lots, members, plants, productionAreas, unitsOfMeasure, users, type Orm } from '../platform/db';
import { createLot } from '../modules/traceability/lot-write';
import { saveStage } from '../modules/traceability/stage-write';
// Bundled with the API (a JSON import), so the built server needs no data file beside it.
import demoLots from './traceability/demo-lots.json';

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

const idBy = async (rows: Promise<Array<{ id: number }>>) => (await rows)[0]?.id ?? null;

export async function seedDemoLots(db: Orm, log?: { info(message: string): void }): Promise<{ lots: number; stages: number }> {
  const made = { lots: 0, stages: 0 };
  const controller = demoAccount('trc');
  for (const [key, list] of Object.entries(demoLots as unknown as Partial<Record<DemoMemberKey, DemoLot[]>>)) {
    const m = DEMO_MEMBERS[key as DemoMemberKey];
    const memberId = await idBy(db.select({ id: members.id }).from(members).where(and(eq(members.name, m.name), eq(members.app, m.app), eq(members.stage, 'member'))).limit(1));
    const [user] = await db.select().from(users).where(eq(users.email, controller.email));
    if (memberId === null || !user || user.memberId !== memberId) continue;
    const auth = { user, member: { id: memberId } } as unknown as AuthContext;
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
  if (made.lots) log?.info(`Demo partileri yüklendi: ${made.lots} parti, ${made.stages} aşama`);
  return made;
}
