// The demo members' producers and production areas: Antalya greenhouses, Manisa
// vineyards, Konya fields, İzmir orchards… from seed/producers/demo-producers.json, so that a
// person trying `npm start` can write a prescription at once. Every record goes through the
// same body schema and column values as the API (TC checksums, the address lists, measured
// polygons). Idempotent: a producer already there (same member and TC/VKN) is left alone
// with its areas; a corporate area already there (same name) likewise.
import { DEMO_MEMBERS, type DemoMemberKey } from '@portal/shared/demo-data';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { members, plants, producers, productionAreas, type Orm } from '../platform/db';
import { areaSection, producerSection } from '../modules/producers';
// Bundled with the API (a JSON import), so the built server needs no data file beside it.
import demoData from './producers/demo-producers.json';
import { inTransaction } from '../platform/tenancy';

interface DemoArea extends Record<string, unknown> {
  name: string;
  /** The plant's name in the reference list. */
  plant: string | null;
}
interface DemoProducer extends Record<string, unknown> {
  areas: DemoArea[];
}
type DemoData = Partial<Record<DemoMemberKey, { producers: DemoProducer[]; ownAreas: DemoArea[] }>>;

export async function seedDemoProducers(db: Orm, log?: { info(message: string): void }): Promise<{ producers: number; areas: number }> {
  const data = demoData as unknown as DemoData;
  const plantNames = Object.values(data).flatMap((m) => [...m.producers.flatMap((p) => p.areas), ...m.ownAreas].map((a) => a.plant).filter((p): p is string => !!p));
  const plantIds = new Map((await db.select({ id: plants.id, name: plants.name }).from(plants).where(inArray(plants.name, [...new Set(plantNames)]))).map((p) => [p.name, p.id]));
  const made = { producers: 0, areas: 0 };

  const insertArea = async (tx: Orm, memberId: number, producerId: number | null, area: DemoArea) => {
    const { plant, ...rest } = area;
    const input = areaSection.inputSchema.parse({ ...rest, producerId, plantId: plant ? (plantIds.get(plant) ?? null) : null });
    await tx.insert(productionAreas).values({ ...(areaSection.toValues(input) as typeof productionAreas.$inferInsert), memberId, sample: true });
    made.areas++;
  };

  for (const [key, seed] of Object.entries(data) as Array<[DemoMemberKey, NonNullable<DemoData[DemoMemberKey]>]>) {
    const m = DEMO_MEMBERS[key];
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.name, m.name), eq(members.app, m.app), eq(members.stage, 'member')))
      .limit(1);
    if (!member) continue;
    await inTransaction(db, async (tx) => {
      for (const { areas, ...producer } of seed.producers) {
        const input = producerSection.inputSchema.parse(producer);
        const [row] = await tx
          .insert(producers)
          .values({ ...(producerSection.toValues(input) as typeof producers.$inferInsert), memberId: member.id, sample: true })
          .onConflictDoNothing({ target: [producers.memberId, producers.tcOrVkn] })
          .returning({ id: producers.id });
        if (!row) continue;
        made.producers++;
        for (const area of areas) await insertArea(tx, member.id, row.id, area);
      }
      for (const area of seed.ownAreas) {
        const exists = await tx.$count(productionAreas, and(eq(productionAreas.memberId, member.id), isNull(productionAreas.producerId), eq(productionAreas.name, area.name)));
        if (!exists) await insertArea(tx, member.id, null, area);
      }
    });
  }
  if (made.producers || made.areas) log?.info(`Demo üreticileri yüklendi: ${made.producers} üretici, ${made.areas} üretim alanı`);
  return made;
}
