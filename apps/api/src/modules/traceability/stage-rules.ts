// The rules a stage is judged by, shared by saving and by the check the
// controller's screen runs before saving. Input that names something wrong (a prescription of
// another member, a line that does not exist, a licence with no use on the lot's plant, a day in
// the future) is a 400 with the field; a stage out of order, a closed lot or a harvest inside a
// PHI without a reason are the `errors` the screen shows and saving refuses with 409.
import { StageKindLabel, TraceabilityErrorCode, type GeoPolygon, type LocationCheck, type PhiCheck, type StageInput } from '@portal/contracts';
import { locationCheckOf, phiCompliance, stageOrderProblem } from '@portal/domain/traceability';
import { and, eq, isNull, max, or } from 'drizzle-orm';
import { istanbulDay } from '../../platform/auth';
import { licenceDetails, licences, prescriptionLines, prescriptions, productionAreas, unitsOfMeasure, type LotRow, type LotStageRow, type Orm } from '../../platform/db';
import { FieldErrors } from '../../platform/errors';
import { ofMember } from '../../platform/tenancy';
import { publicChecks, registerDuplicate, registerPhiStages, registerStagesOf, type RegisterDuplicate } from './register-link';

/** What a spraying is stored with, found from its prescription line or its licence. */
export interface SprayingFacts {
  prescriptionId: number | null;
  prescriptionNo: string | null;
  prescriptionLineKey: string | null;
  licenceId: number;
  productName: string;
  dose: number;
  doseUnitId: number;
  doseUnit: string;
  phiDays: number | null;
}

export interface StageJudgement {
  locationCheck: LocationCheck | null;
  spraying: SprayingFacts | null;
  errors: Array<{ code: string; message: string }>;
  phi: PhiCheck[];
  /** A harvest inside a PHI: recorded only with a reason, and then flagged. */
  insidePhi: boolean;
  /** The register record holding the same event, when there is one (the 409's data). */
  duplicate: RegisterDuplicate | null;
}

const trDate = (iso: string) => iso.split('-').reverse().join('.');

/** The longest PHI of the licence's uses on the plant (the safe side); null when none is set. */
async function phiOn(db: Orm, licenceId: number, plantId: number): Promise<{ found: boolean; phiDays: number | null }> {
  const [row] = await db
    .select({ uses: max(licenceDetails.id), phiDays: max(licenceDetails.phiDays) })
    .from(licenceDetails)
    .where(and(eq(licenceDetails.licenceId, licenceId), eq(licenceDetails.plantId, plantId)));
  return { found: row?.uses !== null && row?.uses !== undefined, phiDays: row?.phiDays ?? null };
}

async function sprayingFacts(db: Orm, lot: LotRow, body: StageInput, errors: FieldErrors): Promise<SprayingFacts | null> {
  if (body.prescriptionId !== null && body.prescriptionLineKey !== null) {
    const [prescription] = await db
      .select({ id: prescriptions.id, no: prescriptions.prescriptionNo })
      .from(prescriptions)
      .where(
        ofMember(
          prescriptions,
          lot.memberId,
          eq(prescriptions.id, body.prescriptionId),
          eq(prescriptions.state, 'issued'),
          isNull(prescriptions.deletedAt),
          or(eq(prescriptions.productionAreaId, lot.productionAreaId), eq(prescriptions.plantId, lot.plantId)),
        ),
      );
    if (!prescription) {
      errors.add('prescriptionId', 'Bu partinin alanı ya da bitkisi için yazılmış geçerli bir reçete bulunamadı');
      return null;
    }
    const [line] = await db
      .select({ licenceId: prescriptionLines.licenceId, dose: prescriptionLines.dose, doseUnitId: prescriptionLines.doseUnitId, tradeName: licences.tradeName, unit: unitsOfMeasure.symbol })
      .from(prescriptionLines)
      .innerJoin(licences, eq(licences.id, prescriptionLines.licenceId))
      .innerJoin(unitsOfMeasure, eq(unitsOfMeasure.id, prescriptionLines.doseUnitId))
      .where(and(eq(prescriptionLines.prescriptionId, prescription.id), eq(prescriptionLines.key, body.prescriptionLineKey)));
    if (!line) {
      errors.add('prescriptionLineKey', 'Reçetede bu ürün satırı yok');
      return null;
    }
    const { phiDays } = await phiOn(db, line.licenceId, lot.plantId);
    return {
      prescriptionId: prescription.id,
      prescriptionNo: prescription.no,
      prescriptionLineKey: body.prescriptionLineKey,
      licenceId: line.licenceId,
      productName: line.tradeName,
      dose: line.dose,
      doseUnitId: line.doseUnitId,
      doseUnit: line.unit,
      phiDays,
    };
  }
  if (body.licenceId === null || body.dose === null || body.doseUnitId === null) return null;
  const [[licence], [unit], uses] = await Promise.all([
    db.select({ tradeName: licences.tradeName }).from(licences).where(eq(licences.id, body.licenceId)),
    db.select({ symbol: unitsOfMeasure.symbol }).from(unitsOfMeasure).where(eq(unitsOfMeasure.id, body.doseUnitId)),
    phiOn(db, body.licenceId, lot.plantId),
  ]);
  if (!licence) errors.add('licenceId', 'Ürün (ruhsat) bulunamadı');
  else if (!uses.found) errors.add('licenceId', 'Bu ürünün partinin bitkisinde kayıtlı bir kullanımı yok');
  if (!unit) errors.add('doseUnitId', 'Doz birimi bulunamadı');
  if (!licence || !unit || !uses.found) return null;
  return {
    prescriptionId: null,
    prescriptionNo: null,
    prescriptionLineKey: null,
    licenceId: body.licenceId,
    productName: licence.tradeName,
    dose: body.dose,
    doseUnitId: body.doseUnitId,
    doseUnit: unit.symbol,
    phiDays: uses.phiDays,
  };
}

/** Judges `body` as the next stage of `lot` after `existing`; throws 400 for fields that name something wrong. */
export async function judgeStage(db: Orm, lot: LotRow, existing: LotStageRow[], body: StageInput, now = new Date()): Promise<StageJudgement> {
  const errors = new FieldErrors();
  if (body.date > istanbulDay(now)) errors.add('date', 'Tarih bugünden (Türkiye saatiyle) ileri olamaz');
  const spraying = body.kind === 'spraying' ? await sprayingFacts(db, lot, body, errors) : null;
  errors.throwIfAny();

  const [area] = await db.select({ polygon: productionAreas.polygon }).from(productionAreas).where(eq(productionAreas.id, lot.productionAreaId));
  const locationCheck = locationCheckOf(body.location, (area?.polygon as GeoPolygon | null) ?? null);

  const problems: StageJudgement['errors'] = [];
  if (lot.status === 'closed') problems.push({ code: TraceabilityErrorCode.LotClosed, message: 'Parti kapalı: aşama eklenemez. Önce partiyi yeniden açın.' });
  const order = stageOrderProblem(existing.map((s) => ({ kind: s.kind as StageInput['kind'], date: s.date })), { kind: body.kind, date: body.date });
  if (order) problems.push({ code: TraceabilityErrorCode.StageOrder, message: order });
  // One event is stored once: a spraying or harvest the register holds is not recorded again here.
  const duplicate = await registerDuplicate(db, lot, { kind: body.kind, date: body.date, licenceId: spraying?.licenceId ?? null });
  if (duplicate) problems.push({ code: duplicate.code, message: duplicate.message });

  let phi: PhiCheck[] = [];
  let insidePhi = false;
  if (body.kind === 'harvest') {
    // The register's applications on the area count as the lot's sprayings (register-link).
    const register = registerPhiStages(await registerStagesOf(db, lot, existing));
    const stages = [
      ...existing.map((s) => ({ id: s.id as number | null, kind: s.kind as StageInput['kind'], date: s.date, productName: s.productName, phiDays: s.phiDays })),
      ...register,
      { id: null, kind: body.kind, date: body.date, productName: null, phiDays: null },
    ];
    // The checks this harvest is the judge of: its id is the only null one.
    phi = publicChecks(phiCompliance(stages, (s) => s.phiDays).checks.filter((c) => c.harvestStageId === null && c.harvestDate === body.date));
    const broken = phi.filter((c) => !c.ok);
    insidePhi = broken.length > 0;
    if (insidePhi && body.phiOverrideReason === null) {
      const latest = broken.reduce((a, b) => ((b.earliestHarvest ?? '') > (a.earliestHarvest ?? '') ? b : a));
      problems.push({
        code: TraceabilityErrorCode.PhiNotKept,
        message: `${StageKindLabel.harvest} tarihi ${broken.map((c) => `${c.product} (${trDate(c.sprayedOn)} ilaçlaması, ${c.phiDays} gün)`).join(', ')} bekleme süresi içinde. En erken hasat tarihi ${trDate(latest.earliestHarvest!)}. Yine de kaydetmek için gerekçe yazın.`,
      });
    }
  }
  return { locationCheck, spraying, errors: problems, phi, insidePhi, duplicate };
}
