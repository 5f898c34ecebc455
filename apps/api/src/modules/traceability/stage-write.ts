// Saving and deleting a stage. The phone's clientId makes saving idempotent: the same clientId
// on the same lot answers the stored stage (200), never a second row, even when two sends race
// (the unique index decides). Every write is audited.
import { ErrorCode, RegisterErrorCode, TraceabilityErrorCode, type Stage, type StageInput } from '@portal/contracts';
import { stageOrderProblem } from '@portal/domain/traceability';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { lotStagePhotos, lotStages, type LotRow, type LotStageRow, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { refuseRegisterDuplicate } from './register-link';
import { stageOf, stageRowsOf } from './stage-read';
import { judgeStage } from './stage-rules';
import { inTransaction } from '../../platform/tenancy';

async function storedStage(db: Orm, lotId: number, clientId: string): Promise<LotStageRow | undefined> {
  const [row] = await db.select().from(lotStages).where(and(eq(lotStages.lotId, lotId), eq(lotStages.clientId, clientId)));
  return row;
}

export async function saveStage(db: Orm, lot: LotRow, auth: AuthContext, body: StageInput): Promise<{ created: boolean; stage: Stage }> {
  const earlier = await storedStage(db, lot.id, body.clientId);
  if (earlier) return { created: false, stage: stageOf(earlier) };

  const existing = await stageRowsOf(db, lot.id);
  const judged = await judgeStage(db, lot, existing, body);
  const [problem] = judged.errors;
  if (problem) throw new AppError(409, problem.code, problem.message, undefined, { phi: judged.phi, ...(problem.code === RegisterErrorCode.Duplicate ? judged.duplicate?.data : {}) });

  const s = judged.spraying;
  const row = await inTransaction(db, async (tx) => {
    await refuseRegisterDuplicate(tx, lot, { kind: body.kind, date: body.date, licenceId: s?.licenceId ?? null });
    const [inserted] = await tx
      .insert(lotStages)
      .values({
        lotId: lot.id,
        clientId: body.clientId,
        kind: body.kind,
        date: body.date,
        recordedBy: auth.user.id,
        recordedByName: [auth.user.name, auth.user.surname].filter(Boolean).join(' '),
        notes: body.notes,
        lat: body.location?.lat ?? null,
        lon: body.location?.lon ?? null,
        accuracyM: body.location?.accuracyM ?? null,
        locationCheck: judged.locationCheck,
        prescriptionId: s?.prescriptionId ?? null,
        prescriptionNo: s?.prescriptionNo ?? null,
        prescriptionLineKey: s?.prescriptionLineKey ?? null,
        licenceId: s?.licenceId ?? null,
        productName: s?.productName ?? null,
        dose: s?.dose ?? null,
        doseUnitId: s?.doseUnitId ?? null,
        doseUnit: s?.doseUnit ?? null,
        phiDays: s?.phiDays ?? null,
        amount: body.amount,
        unit: body.unit,
        packages: body.packages,
        packageUnit: body.packageUnit,
        // Kept only where it explains something: a harvest inside a PHI.
        phiOverrideReason: judged.insidePhi ? body.phiOverrideReason : null,
      })
      .onConflictDoNothing({ target: [lotStages.lotId, lotStages.clientId] })
      .returning();
    if (inserted) await recordAudit(tx, { actorUserId: auth.user.id, action: 'lot-stage.create', entity: 'lot-stage', entityId: inserted.id, after: inserted });
    return inserted;
  });
  if (row) return { created: true, stage: stageOf(row) };
  // Another send of the same clientId won the race.
  const winner = await storedStage(db, lot.id, body.clientId);
  return { created: false, stage: stageOf(winner!) };
}

/** The recorder or the member's Admin deletes a stage, unless a later stage depends on it. */
/** Deletes a stage with its photo rows; answers the photos' storage keys, whose files the caller removes once the delete is committed. */
export async function deleteStage(db: Orm, lot: LotRow, auth: AuthContext, stageId: number, isAdmin: boolean): Promise<string[]> {
  const stages = await stageRowsOf(db, lot.id);
  const stage = stages.find((s) => s.id === stageId);
  if (!stage) throw new AppError(404, ErrorCode.NotFound, 'Aşama bulunamadı.');
  if (stage.recordedBy !== auth.user.id && !isAdmin) throw new AppError(403, ErrorCode.Forbidden, 'Aşamayı yalnızca kaydeden kullanıcı ya da üyenin yöneticisi silebilir.');
  if (lot.status === 'closed') throw new AppError(409, TraceabilityErrorCode.LotClosed, 'Parti kapalı: aşama silinemez. Önce partiyi yeniden açın.');
  const rest = stages.filter((s) => s.id !== stageId).map((s) => ({ kind: s.kind as Stage['kind'], date: s.date }));
  const broken = rest.find((s, i) => stageOrderProblem([...rest.slice(0, i), ...rest.slice(i + 1)], s) !== null);
  if (broken) throw new AppError(409, TraceabilityErrorCode.StageOrder, 'Bu aşamaya bağlı sonraki aşamalar var (hasat ya da paketleme); önce onları silin.');
  return inTransaction(db, async (tx) => {
    const photos = await tx.select({ key: lotStagePhotos.storageKey }).from(lotStagePhotos).where(eq(lotStagePhotos.stageId, stageId));
    await tx.delete(lotStages).where(eq(lotStages.id, stageId));
    await recordAudit(tx, { actorUserId: auth.user.id, action: 'lot-stage.delete', entity: 'lot-stage', entityId: stageId, before: stage });
    return photos.map((p) => p.key);
  });
}
