// Creating and editing a lot. The area must be one of the member's (the composite key holds it
// too), the plant a reference plant, and a GTIN's check digit right; problems come back as one
// 400 with every field, and nothing is written. The code's sequence is taken from the counter
// row inside the transaction, so a rolled-back create gives its number back: no gap.
import type { LotEdit, LotInput } from '@portal/contracts';
import { isValidGtin } from '@portal/domain/traceability';
import { foldForSearch } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { lotNumberCounters, lots, lotStages, plants, producers, productionAreas, type LotRow, type Orm } from '../../platform/db';
import { FieldErrors } from '../../platform/errors';
import { memberNumbering, turkishYearOf } from '../../platform/numbering';
import { inTransaction, ofMember } from '../../platform/tenancy';

/** TRC-2026-000123: the application's brand, the year, the member's sequence (platform/numbering). */
const lotNumbers = memberNumbering(lotNumberCounters, 'TRC');

interface Refs {
  area: { name: string; producerName: string | null; producerSurname: string | null };
  plantName: string;
}

async function checkRefs(db: Orm, memberId: number, areaId: number, body: LotEdit, errors: FieldErrors): Promise<Refs | null> {
  const [[area], [plant]] = await Promise.all([
    db
      .select({ name: productionAreas.name, producerName: producers.name, producerSurname: producers.surname })
      .from(productionAreas)
      .leftJoin(producers, eq(producers.id, productionAreas.producerId))
      .where(ofMember(productionAreas, memberId, eq(productionAreas.id, areaId))),
    db.select({ name: plants.name }).from(plants).where(eq(plants.id, body.plantId)),
  ]);
  if (!area) errors.add('productionAreaId', 'Üretim alanı bulunamadı');
  if (!plant) errors.add('plantId', 'Bitki bulunamadı');
  if (body.gtin && !isValidGtin(body.gtin)) errors.add('gtin', 'GTIN kontrol hanesi hatalı');
  return area && plant ? { area, plantName: plant.name } : null;
}

function searchTextOf(code: string, refs: Refs, body: LotEdit): string {
  return foldForSearch([code, refs.area.name, refs.area.producerName, refs.area.producerSurname, refs.plantName, body.variety, body.season, body.gtin].filter(Boolean).join(' '));
}

/** A lot row for the audit log: without the consumer link's token. */
function auditable(row: LotRow | undefined) {
  if (!row) return null;
  const { publicTokenHash: _hash, publicTokenSealed: _sealed, ...rest } = row;
  return rest;
}

export async function createLot(db: Orm, memberId: number, userId: number, body: LotInput, now = new Date()): Promise<number> {
  const errors = new FieldErrors();
  const refs = await checkRefs(db, memberId, body.productionAreaId, body, errors);
  errors.throwIfAny();
  return inTransaction(db, async (tx) => {
    const year = turkishYearOf(now);
    const { seq, text: code } = await lotNumbers.next(tx, memberId, year);
    const [row] = await tx
      .insert(lots)
      .values({
        memberId,
        productionAreaId: body.productionAreaId,
        plantId: body.plantId,
        year,
        seq,
        code,
        variety: body.variety,
        season: body.season,
        gtin: body.gtin,
        consumerFirstNameConsent: body.consumerFirstNameConsent,
        searchText: searchTextOf(code, refs!, body),
        createdBy: userId,
      })
      .returning();
    await recordAudit(tx, { actorUserId: userId, action: 'lot.create', entity: 'lot', entityId: row!.id, after: auditable(row) });
    return row!.id;
  });
}

export async function updateLot(db: Orm, lot: LotRow, userId: number, body: LotEdit): Promise<void> {
  const errors = new FieldErrors();
  const refs = await checkRefs(db, lot.memberId, lot.productionAreaId, body, errors);
  if (body.plantId !== lot.plantId) {
    // The PHI of the recorded sprayings is the one on the lot's plant: it stays once work has begun.
    const [stage] = await db.select({ id: lotStages.id }).from(lotStages).where(eq(lotStages.lotId, lot.id)).limit(1);
    if (stage) errors.add('plantId', 'Aşama kaydedilmiş bir partinin bitkisi değiştirilemez');
  }
  errors.throwIfAny();
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(lots)
      .set({
        plantId: body.plantId,
        variety: body.variety,
        season: body.season,
        gtin: body.gtin,
        consumerFirstNameConsent: body.consumerFirstNameConsent,
        searchText: searchTextOf(lot.code, refs!, body),
        updatedBy: userId,
      })
      .where(eq(lots.id, lot.id))
      .returning();
    await recordAudit(tx, { actorUserId: userId, action: 'lot.update', entity: 'lot', entityId: lot.id, before: auditable(lot), after: auditable(after) });
  });
}

export async function setLotStatus(db: Orm, lot: LotRow, userId: number, status: LotRow['status']): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The same status again changes nothing and records nothing (as the other status switches).
    if (lot.status === status) return;
    await tx.update(lots).set({ status, updatedBy: userId }).where(eq(lots.id, lot.id));
    await recordAudit(tx, { actorUserId: userId, action: 'lot.status', entity: 'lot', entityId: lot.id, before: { status: lot.status }, after: { status } });
  });
}
