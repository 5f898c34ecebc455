// The producer's register seen from a lot (register item 3). A TRC spraying or harvest stage and
// a register application or harvest of the same event are one event, stored once: the lot shows
// the register's records on its area within its season as read-only entries (source 'rct'),
// counts them in its PHI compliance, and refuses a stage that would record one of them again
// (409 REGISTER_DUPLICATE). The register's own loader reads the lot stages the other way round.
import { HarvestUnitLabel, RegisterErrorCode, type HarvestUnit, type PhiCheck, type Stage } from '@portal/contracts';
import type { PhiStage } from '@portal/domain/traceability';
import { and, asc, eq, gte, inArray, isNull, lte, max } from 'drizzle-orm';
import { istanbulDay } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  licenceDetails,
  prescriptionLines,
  prescriptions,
  productionAreas,
  registerApplications,
  registerHarvests,
  unitsOfMeasure,
  type LotRow,
  type LotStageRow,
  type Orm,
} from '../../platform/db';
import { ofMember } from '../../platform/tenancy';

const trDate = (iso: string) => iso.split('-').reverse().join('.');
const trNumber = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 }).format(n);

/**
 * The lot's season on its area: from its first stage or its creation, whichever is earlier, to
 * its close (a closed lot's last change or last stage) or, while open, today (nothing is
 * recorded after today).
 */
export function lotWindow(lot: LotRow, stages: readonly Pick<LotStageRow, 'date'>[]): { from: string; to: string | null } {
  const created = istanbulDay(lot.createdAt);
  const dates = stages.map((s) => s.date).sort();
  const first = dates[0];
  const from = first !== undefined && first < created ? first : created;
  if (lot.status !== 'closed') return { from, to: null };
  const closed = istanbulDay(lot.updatedAt);
  const last = dates.at(-1);
  return { from, to: last !== undefined && last > closed ? last : closed };
}

/** The longest PHI of each licence's uses on the plant: what a TRC spraying keeps (stage-rules phiOn). */
async function longestPhiOn(db: Orm, licenceIds: number[], plantId: number): Promise<Map<number, number | null>> {
  if (licenceIds.length === 0) return new Map();
  const rows = await db
    .select({ licenceId: licenceDetails.licenceId, phiDays: max(licenceDetails.phiDays) })
    .from(licenceDetails)
    .where(and(inArray(licenceDetails.licenceId, [...new Set(licenceIds)]), eq(licenceDetails.plantId, plantId)))
    .groupBy(licenceDetails.licenceId);
  return new Map(rows.map((r) => [r.licenceId, r.phiDays]));
}

/** The register's applications and harvests on the lot's area in its season (not withdrawn), as read-only stages in date order. */
export async function registerStagesOf(db: Orm, lot: LotRow, stages: readonly Pick<LotStageRow, 'date'>[]): Promise<Stage[]> {
  const { from, to } = lotWindow(lot, stages);
  const [applications, harvests] = await Promise.all([
    db
      .select({
        a: registerApplications,
        prescriptionNo: prescriptions.prescriptionNo,
        dose: prescriptionLines.dose,
        doseUnitId: prescriptionLines.doseUnitId,
        doseUnit: unitsOfMeasure.symbol,
      })
      .from(registerApplications)
      .innerJoin(prescriptions, eq(prescriptions.id, registerApplications.prescriptionId))
      .leftJoin(prescriptionLines, and(eq(prescriptionLines.prescriptionId, registerApplications.prescriptionId), eq(prescriptionLines.key, registerApplications.prescriptionLineKey)))
      .leftJoin(unitsOfMeasure, eq(unitsOfMeasure.id, prescriptionLines.doseUnitId))
      .where(
        ofMember(
          registerApplications,
          lot.memberId,
          eq(registerApplications.productionAreaId, lot.productionAreaId),
          isNull(registerApplications.withdrawnAt),
          gte(registerApplications.appliedOn, from),
          to === null ? undefined : lte(registerApplications.appliedOn, to),
        ),
      )
      .orderBy(asc(registerApplications.appliedOn), asc(registerApplications.id)),
    db
      .select()
      .from(registerHarvests)
      .where(
        ofMember(
          registerHarvests,
          lot.memberId,
          eq(registerHarvests.productionAreaId, lot.productionAreaId),
          isNull(registerHarvests.withdrawnAt),
          gte(registerHarvests.harvestedOn, from),
          to === null ? undefined : lte(registerHarvests.harvestedOn, to),
        ),
      )
      .orderBy(asc(registerHarvests.harvestedOn), asc(registerHarvests.id)),
  ]);
  const phis = await longestPhiOn(
    db,
    applications.map((r) => r.a.licenceId),
    lot.plantId,
  );
  const base = (id: number, kind: Stage['kind'], date: string, r: { recordedBy: number; recordedByName: string; notes: string | null; createdAt: Date }): Stage => ({
    id,
    lotId: lot.id,
    clientId: `kayit-defteri-${kind === 'spraying' ? 'uygulama' : 'hasat'}-${id}`,
    kind,
    date,
    recordedBy: { id: r.recordedBy, name: r.recordedByName },
    notes: r.notes,
    location: null,
    locationCheck: null,
    prescriptionId: null,
    prescriptionNo: null,
    prescriptionLineKey: null,
    licenceId: null,
    productName: null,
    dose: null,
    doseUnitId: null,
    doseUnit: null,
    phiDays: null,
    amount: null,
    unit: null,
    packages: null,
    packageUnit: null,
    phiOverrideReason: null,
    phiFlagged: false,
    // The register's photos are the register's (register/application/{id}/photo).
    photoIds: [],
    createdAt: r.createdAt.toISOString(),
    source: 'rct',
    registerRecordId: id,
  });
  const out: Stage[] = [
    ...applications.map(({ a, prescriptionNo, dose, doseUnitId, doseUnit }) => ({
      ...base(a.id, 'spraying', a.appliedOn, a),
      prescriptionId: a.prescriptionId,
      prescriptionNo,
      prescriptionLineKey: a.prescriptionLineKey,
      licenceId: a.licenceId,
      productName: a.productName,
      dose: dose ?? null,
      doseUnitId: doseUnitId ?? null,
      doseUnit: doseUnit ?? null,
      phiDays: phis.get(a.licenceId) ?? null,
    })),
    ...harvests.map((h) => ({ ...base(h.id, 'harvest', h.harvestedOn, h), amount: h.amount, unit: h.unit as HarvestUnit })),
  ];
  return out.sort((x, y) => x.date.localeCompare(y.date) || (x.kind === y.kind ? 0 : x.kind === 'spraying' ? -1 : 1) || x.id - y.id);
}

/** The lot's own stages and the register's, by date; on one day the lot's first. */
export function mergeStages(own: readonly Stage[], register: readonly Stage[]): Stage[] {
  const tagged = [...own.map((s, i) => ({ s, i, rank: 0 })), ...register.map((s, i) => ({ s, i, rank: 1 }))];
  return tagged.sort((a, b) => a.s.date.localeCompare(b.s.date) || a.rank - b.rank || a.i - b.i).map(({ s }) => s);
}

/**
 * The register's records as PHI stages. Their ids are negative (−record id) so that they never
 * pass for a stage of the lot nor for the unsaved one (null); `publicChecks` clears them.
 */
export function registerPhiStages(register: readonly Stage[]): (PhiStage & { phiDays: number | null })[] {
  return register
    .filter((s) => s.kind === 'spraying' || s.kind === 'harvest')
    .map((s) => ({ id: -s.id, kind: s.kind, date: s.date, productName: s.productName, phiDays: s.phiDays }));
}

/** A check's stage ids as the API answers them: a register record has no stage (null). */
export function publicChecks(checks: readonly PhiCheck[]): PhiCheck[] {
  const stageId = (id: number | null | undefined) => (typeof id === 'number' && id < 0 ? null : id);
  return checks.map((c) => ({ ...c, sprayingStageId: stageId(c.sprayingStageId) ?? null, ...(c.harvestStageId !== undefined ? { harvestStageId: stageId(c.harvestStageId) ?? null } : {}) }));
}

export interface RegisterDuplicate {
  code: string;
  message: string;
  /** Sent with the 409 as the register's own refusal sends a TRC stage: which record holds the event. */
  data: { source: 'rct'; id: number; lot: null };
}

/**
 * A spraying (same area, day and product) or a harvest (same area and day) the register already
 * holds, not withdrawn: the problem that refuses the stage, or null.
 */
export async function registerDuplicate(db: Orm, lot: LotRow, stage: { kind: Stage['kind']; date: string; licenceId: number | null }): Promise<RegisterDuplicate | null> {
  if (stage.kind === 'spraying' && stage.licenceId !== null) {
    const [found] = await db
      .select({ id: registerApplications.id, productName: registerApplications.productName, startTime: registerApplications.startTime, by: registerApplications.recordedByName, prescriptionNo: prescriptions.prescriptionNo })
      .from(registerApplications)
      .innerJoin(prescriptions, eq(prescriptions.id, registerApplications.prescriptionId))
      .where(
        ofMember(
          registerApplications,
          lot.memberId,
          eq(registerApplications.productionAreaId, lot.productionAreaId),
          eq(registerApplications.appliedOn, stage.date),
          eq(registerApplications.licenceId, stage.licenceId),
          isNull(registerApplications.withdrawnAt),
        ),
      )
      .limit(1);
    if (!found) return null;
    return {
      code: RegisterErrorCode.Duplicate,
      message: `Bu ilaçlama üreticinin kayıt defterinde zaten kayıtlı: ${found.productName}, ${trDate(stage.date)} ${found.startTime} (reçete ${found.prescriptionNo}, kaydeden ${found.by}). Aynı uygulama iki kez kaydedilmez; kayıt partide “Kayıt defterinden” olarak görünür.`,
      data: { source: 'rct', id: found.id, lot: null },
    };
  }
  if (stage.kind === 'harvest') {
    const [found] = await db
      .select({ id: registerHarvests.id, amount: registerHarvests.amount, unit: registerHarvests.unit, lotOrBuyer: registerHarvests.lotOrBuyer, by: registerHarvests.recordedByName })
      .from(registerHarvests)
      .where(
        ofMember(registerHarvests, lot.memberId, eq(registerHarvests.productionAreaId, lot.productionAreaId), eq(registerHarvests.harvestedOn, stage.date), isNull(registerHarvests.withdrawnAt)),
      )
      .limit(1);
    if (!found) return null;
    const unit = HarvestUnitLabel[found.unit as HarvestUnit] ?? found.unit;
    return {
      code: RegisterErrorCode.Duplicate,
      message: `Bu hasat üreticinin kayıt defterinde zaten kayıtlı: ${trDate(stage.date)}, ${trNumber(found.amount)} ${unit}${found.lotOrBuyer ? ` (${found.lotOrBuyer})` : ''}, kaydeden ${found.by}. Aynı hasat iki kez kaydedilmez; kayıt partide “Kayıt defterinden” olarak görünür.`,
      data: { source: 'rct', id: found.id, lot: null },
    };
  }
  return null;
}

/**
 * Inside the stage's transaction: locks the lot's area row, as the register's writes do, and
 * asks again, so a register record and a stage of one event sent at the same time are not both
 * stored (whichever locks second sees the other).
 */
export async function refuseRegisterDuplicate(tx: Orm, lot: LotRow, stage: { kind: Stage['kind']; date: string; licenceId: number | null }): Promise<void> {
  if (stage.kind !== 'spraying' && stage.kind !== 'harvest') return;
  await tx
    .select({ id: productionAreas.id })
    .from(productionAreas)
    .where(ofMember(productionAreas, lot.memberId, eq(productionAreas.id, lot.productionAreaId)))
    .for('update');
  const duplicate = await registerDuplicate(tx, lot, stage);
  if (duplicate) throw new AppError(409, duplicate.code, duplicate.message, undefined, duplicate.data);
}
