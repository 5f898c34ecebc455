// What the consumer page may show, built from the lot reached by its link: the
// product and variety, the province and district, the area's centre rounded to about 1 km,
// the producer's first name only with their consent, the stages (kind and date), the sprayings
// with their product, PHI and whether it was kept, the harvest and packing dates. Nothing else
// leaves here: no surname, contact, TC/VKN, address, parcel, exact point, notes, controllers'
// names or photos (the photos are the register's, taken of people and fields as much as produce).
import { StageOrder, type PublicLot, type StageKind } from '@portal/contracts';
import { phiCompliance } from '@portal/domain/traceability';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { lots, lotStages, plants, producers, productionAreas, type Orm } from '../../platform/db';

/** 0.01° of latitude is 1.1 km; of longitude in Türkiye about 0.9 km. */
const roundToKm = (degrees: number) => Math.round(degrees * 100) / 100;

/** The lot of a live token's hash, or undefined (unknown, renewed away or revoked): lotLinks.resolve. */
export async function publicLotByHash(db: Orm, tokenHash: string): Promise<(PublicLot & { lotId: number }) | undefined> {
  const [row] = await db
    .select({
      lot: { id: lots.id, code: lots.code, gtin: lots.gtin, variety: lots.variety, season: lots.season, consent: lots.consumerFirstNameConsent },
      plant: plants.name,
      province: productionAreas.provinceName,
      district: productionAreas.district,
      centroidLat: productionAreas.centroidLat,
      centroidLon: productionAreas.centroidLon,
      producerKind: producers.kind,
      producerName: producers.name,
    })
    .from(lots)
    .innerJoin(productionAreas, eq(productionAreas.id, lots.productionAreaId))
    .leftJoin(producers, eq(producers.id, productionAreas.producerId))
    .innerJoin(plants, eq(plants.id, lots.plantId))
    .where(and(eq(lots.publicTokenHash, tokenHash), isNull(lots.publicRevokedAt)));
  if (!row) return undefined;

  const stages = await db
    .select({ id: lotStages.id, kind: lotStages.kind, date: lotStages.date, productName: lotStages.productName, phiDays: lotStages.phiDays })
    .from(lotStages)
    .where(eq(lotStages.lotId, row.lot.id))
    .orderBy(asc(lotStages.date), asc(lotStages.id));
  const typed = stages.map((s) => ({ ...s, kind: s.kind as StageKind }));
  // Same day: in the season's order (a spraying before the harvest of that day).
  typed.sort((a, b) => a.date.localeCompare(b.date) || StageOrder[a.kind] - StageOrder[b.kind] || a.id - b.id);
  const phi = phiCompliance(typed, (s) => s.phiDays);
  const datesOf = (kind: StageKind) => typed.filter((s) => s.kind === kind).map((s) => s.date);

  const located = row.centroidLat !== null && row.centroidLon !== null;
  return {
    lotId: row.lot.id,
    lotCode: row.lot.code,
    gtin: row.lot.gtin,
    plant: row.plant,
    variety: row.lot.variety,
    season: row.lot.season,
    province: row.province,
    district: row.district,
    approximateLocation: located ? { lat: roundToKm(row.centroidLat!), lon: roundToKm(row.centroidLon!) } : null,
    // A company's title is not a first name; a person's only with their consent.
    producerFirstName: row.lot.consent && row.producerKind === 'person' ? row.producerName : null,
    timeline: typed.map((s) => ({ kind: s.kind, date: s.date })),
    sprayings: phi.checks.map((c) => ({ date: c.sprayedOn, product: c.product, phiDays: c.phiDays, earliestHarvest: c.earliestHarvest, phiKept: c.ok })),
    harvestDates: datesOf('harvest'),
    packingDates: datesOf('packing'),
  };
}
