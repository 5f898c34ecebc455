// Recording a harvest of an area: refused when the area has a harvest that day already (here, or
// a TRC lot's harvest stage), kept and flagged when it falls inside the waiting period of an
// application done before it. Corrected with a version and a reason, withdrawn but kept.
import { RegisterErrorCode, type HarvestCorrection, type HarvestInput, type RegisterHarvest, type WithdrawInput } from '@portal/contracts';
import { formatDate } from '@portal/domain/prescription';
import { eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { lots, lotStages, productionAreas, registerHarvests, registerVersions, type Orm, type RegisterHarvestRow } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inTransaction, notFound, ofMember, ownedOr404 } from '../../platform/tenancy';
import { withdrawnConflict, type WriteContext } from './applications';
import { rctHarvestOf } from './rows';
import { areaOfMember, doneApplications, flagsOfHarvest, loadAreaSeason } from './season';
import { harvestState, userName } from './versions';

export const harvestNotFound = () => notFound('Hasat kaydı bulunamadı.');

/** 409 when the area has a harvest that day already: here (not withdrawn), or as a TRC lot's harvest stage. */
async function refuseDuplicate(db: Orm, memberId: number, areaId: number, date: string, exceptId?: number): Promise<void> {
  const [own] = await db
    .select({ id: registerHarvests.id })
    .from(registerHarvests)
    .where(
      ofMember(
        registerHarvests,
        memberId,
        eq(registerHarvests.productionAreaId, areaId),
        eq(registerHarvests.harvestedOn, date),
        isNull(registerHarvests.withdrawnAt),
        exceptId === undefined ? undefined : ne(registerHarvests.id, exceptId),
      ),
    )
    .limit(1);
  if (own) {
    throw new AppError(409, RegisterErrorCode.Duplicate, `Bu alanda ${formatDate(date)} tarihli bir hasat zaten kayıtlı (kayıt no ${own.id}): ikinci kez kaydetmek yerine o kaydı düzeltin.`, undefined, { source: 'rct', id: own.id, lot: null });
  }
  const [stage] = await db
    .select({ id: lotStages.id, lotId: lots.id, code: lots.code })
    .from(lotStages)
    .innerJoin(lots, eq(lots.id, lotStages.lotId))
    .where(ofMember(lots, memberId, eq(lots.productionAreaId, areaId), eq(lotStages.kind, 'harvest'), eq(lotStages.date, date)))
    .limit(1);
  if (stage) {
    throw new AppError(
      409,
      RegisterErrorCode.Duplicate,
      `Bu hasat ${stage.code} partisinin hasat aşaması olarak zaten kayıtlı (${formatDate(date)}): aynı olay iki kez kaydedilmez, kayıt defteri o aşamayı gösterir.`,
      undefined,
      { source: 'trc', id: stage.id, lot: { id: stage.lotId, code: stage.code } },
    );
  }
}

async function lockArea(tx: Orm, memberId: number, areaId: number) {
  await tx.select({ id: productionAreas.id }).from(productionAreas).where(ofMember(productionAreas, memberId, eq(productionAreas.id, areaId))).for('update');
}

/** The harvest as the API sends it, flagged against the applications before it. */
export async function harvestAnswer(db: Orm, memberId: number, row: RegisterHarvestRow): Promise<RegisterHarvest> {
  const season = await loadAreaSeason(db, memberId, row.productionAreaId, Number(row.harvestedOn.slice(0, 4)));
  const flags = row.withdrawnAt ? [] : flagsOfHarvest(doneApplications(season), { id: `rct:${row.id}`, date: row.harvestedOn });
  return rctHarvestOf(row, { areaName: season.area.name, flags });
}

export async function harvestOfMember(db: Orm, memberId: number, id: number, forUpdate = false): Promise<RegisterHarvestRow> {
  return ownedOr404(db, registerHarvests, memberId, id, { notFound: () => harvestNotFound(), forUpdate });
}

const fieldsOf = (input: HarvestInput | HarvestCorrection) => ({ harvestedOn: input.harvestedOn, amount: input.amount, unit: input.unit, lotOrBuyer: input.lotOrBuyer, notes: input.notes });

/** POST register/harvest. */
export async function recordHarvest(ctx: WriteContext, input: HarvestInput): Promise<RegisterHarvest> {
  const memberId = ctx.auth.member.id;
  const area = await areaOfMember(ctx.db, memberId, input.productionAreaId);
  const by = userName(ctx.auth.user);
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockArea(tx, memberId, area.id);
    await refuseDuplicate(tx, memberId, area.id, input.harvestedOn);
    const [inserted] = await tx
      .insert(registerHarvests)
      .values({ memberId, productionAreaId: area.id, ...fieldsOf(input), recordedBy: ctx.auth.user.id, recordedByName: by })
      .returning();
    const state = harvestState(inserted!);
    await tx.insert(registerVersions).values({ memberId, recordType: 'harvest', recordId: inserted!.id, version: 1, step: 'recorded', state, byUserId: ctx.auth.user.id, byName: by });
    await recordAudit(tx, { actorUserId: ctx.auth.user.id, action: 'register-harvest.create', entity: 'register-harvest', entityId: inserted!.id, after: { id: inserted!.id, ...state } });
    return inserted!;
  });
  return harvestAnswer(ctx.db, memberId, row);
}

/** PUT register/harvest/{id}. */
export async function correctHarvest(ctx: WriteContext, id: number, input: HarvestCorrection): Promise<RegisterHarvest> {
  const memberId = ctx.auth.member.id;
  const current = await harvestOfMember(ctx.db, memberId, id);
  const by = userName(ctx.auth.user);
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockArea(tx, memberId, current.productionAreaId);
    const locked = await harvestOfMember(tx, memberId, id, true);
    if (locked.withdrawnAt) throw withdrawnConflict('Hasat kaydı');
    if (locked.version !== input.version) {
      throw new AppError(409, RegisterErrorCode.StaleVersion, `Kayıt siz düzenlerken değişmiş (gönderilen sürüm ${input.version}, kayıttaki sürüm ${locked.version}): kaydı yeniden açıp düzeltmenizi tekrar yapın.`);
    }
    await refuseDuplicate(tx, memberId, locked.productionAreaId, input.harvestedOn, id);
    const [updated] = await tx
      .update(registerHarvests)
      .set({ ...fieldsOf(input), version: locked.version + 1, updatedBy: ctx.auth.user.id })
      .where(ofMember(registerHarvests, memberId, eq(registerHarvests.id, id)))
      .returning();
    const before = harvestState(locked);
    const after = harvestState(updated!);
    await tx.insert(registerVersions).values({ memberId, recordType: 'harvest', recordId: id, version: updated!.version, step: 'corrected', state: after, reason: input.reason, byUserId: ctx.auth.user.id, byName: by });
    await recordAudit(tx, { actorUserId: ctx.auth.user.id, action: 'register-harvest.update', entity: 'register-harvest', entityId: id, before, after: { ...after, reason: input.reason } });
    return updated!;
  });
  return harvestAnswer(ctx.db, memberId, row);
}

/** PATCH register/harvest/{id}/withdraw. */
export async function withdrawHarvest(ctx: WriteContext, id: number, input: WithdrawInput): Promise<RegisterHarvest> {
  const memberId = ctx.auth.member.id;
  const by = userName(ctx.auth.user);
  const row = await inTransaction(ctx.db, async (tx) => {
    const locked = await harvestOfMember(tx, memberId, id, true);
    if (locked.withdrawnAt) throw withdrawnConflict('Hasat kaydı');
    const [updated] = await tx
      .update(registerHarvests)
      .set({ withdrawnAt: new Date(), withdrawnReason: input.reason, withdrawnByName: by, updatedBy: ctx.auth.user.id })
      .where(ofMember(registerHarvests, memberId, eq(registerHarvests.id, id), isNull(registerHarvests.withdrawnAt)))
      .returning();
    await tx.insert(registerVersions).values({ memberId, recordType: 'harvest', recordId: id, version: updated!.version, step: 'withdrawn', state: harvestState(updated!), reason: input.reason, byUserId: ctx.auth.user.id, byName: by });
    await recordAudit(tx, {
      actorUserId: ctx.auth.user.id,
      action: 'register-harvest.withdraw',
      entity: 'register-harvest',
      entityId: id,
      before: { withdrawn: null },
      after: { withdrawn: { at: updated!.withdrawnAt!.toISOString(), reason: input.reason, by } },
    });
    return updated!;
  });
  return harvestAnswer(ctx.db, memberId, row);
}
