// What was planned and what was done on an area this season, for the checks before a
// prescription is issued: the lines of the area's earlier issued prescriptions (planned, on
// their start date) and the applications recorded against them — the producer's register (not
// withdrawn) and the sprayings of TRC lots on the area. The domain (season.ts appliedOrPlanned)
// counts a line by its records when it has any, by its planned date otherwise.
import type { PriorApplication } from '@portal/domain/prescription';
import { and, eq, gte, inArray, isNull, max, ne } from 'drizzle-orm';
import { licenceDetails, lots, lotStages, prescriptionLines, prescriptions, registerApplications, type Orm } from '../../platform/db';
import { ofMember } from '../../platform/tenancy';
import { substancesOf } from './reference-reads';

type Substances = PriorApplication['activeSubstances'];
interface LineSnapshot {
  tradeName: string;
  phiDays?: number | null;
  activeSubstances: Substances;
}

const brief = (list: Substances): Substances => list.map((s) => ({ id: s.id, name: s.name, moaScheme: s.moaScheme, moaCode: s.moaCode }));

/**
 * Products planned and applied on the member's area since `seasonStart`. `replaces`: the
 * prescription a correction replaces, which is not an earlier application of its own correction
 * (nor are the records made against it: the correction is the same event).
 */
export async function priorApplicationsOn(db: Orm, memberId: number, areaId: number, plantId: number | null, seasonStart: string, replaces?: number): Promise<PriorApplication[]> {
  const [planned, register, stages] = await Promise.all([
    db
      .select({
        prescriptionId: prescriptions.id,
        prescriptionNo: prescriptions.prescriptionNo,
        date: prescriptions.startDate,
        plantId: prescriptions.plantId,
        licenceId: prescriptionLines.licenceId,
        lineKey: prescriptionLines.key,
        snapshot: prescriptionLines.snapshot,
      })
      .from(prescriptionLines)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionLines.prescriptionId))
      .where(
        ofMember(
          prescriptions,
          memberId,
          eq(prescriptions.productionAreaId, areaId),
          eq(prescriptions.state, 'issued'),
          isNull(prescriptions.deletedAt),
          gte(prescriptions.startDate, seasonStart),
          replaces === undefined ? undefined : ne(prescriptions.id, replaces),
        ),
      )
      .orderBy(prescriptions.startDate, prescriptions.id, prescriptionLines.position),
    db
      .select({
        id: registerApplications.id,
        prescriptionId: registerApplications.prescriptionId,
        prescriptionNo: prescriptions.prescriptionNo,
        plantId: prescriptions.plantId,
        lineKey: registerApplications.prescriptionLineKey,
        licenceId: registerApplications.licenceId,
        tradeName: registerApplications.productName,
        date: registerApplications.appliedOn,
        lineSnapshot: prescriptionLines.snapshot,
        lineLicenceId: prescriptionLines.licenceId,
      })
      .from(registerApplications)
      .innerJoin(prescriptions, eq(prescriptions.id, registerApplications.prescriptionId))
      .leftJoin(prescriptionLines, and(eq(prescriptionLines.prescriptionId, registerApplications.prescriptionId), eq(prescriptionLines.key, registerApplications.prescriptionLineKey)))
      .where(
        ofMember(
          registerApplications,
          memberId,
          eq(registerApplications.productionAreaId, areaId),
          isNull(registerApplications.withdrawnAt),
          gte(registerApplications.appliedOn, seasonStart),
          replaces === undefined ? undefined : ne(registerApplications.prescriptionId, replaces),
        ),
      )
      .orderBy(registerApplications.appliedOn, registerApplications.id),
    db
      .select({
        id: lotStages.id,
        prescriptionId: lotStages.prescriptionId,
        prescriptionNo: lotStages.prescriptionNo,
        lineKey: lotStages.prescriptionLineKey,
        plantId: lots.plantId,
        licenceId: lotStages.licenceId,
        tradeName: lotStages.productName,
        date: lotStages.date,
        phiDays: lotStages.phiDays,
      })
      .from(lotStages)
      .innerJoin(lots, eq(lots.id, lotStages.lotId))
      .where(ofMember(lots, memberId, eq(lots.productionAreaId, areaId), eq(lotStages.kind, 'spraying'), gte(lotStages.date, seasonStart)))
      .orderBy(lotStages.date, lotStages.id),
  ]);
  // A stage from the replaced prescription is the correction's own event too.
  const trc = stages.filter((s) => s.licenceId !== null && (replaces === undefined || s.prescriptionId !== replaces));

  const recordedLicences = [...new Set([...register.map((r) => r.licenceId), ...trc.map((s) => s.licenceId!)])];
  const [substances, phis] = await Promise.all([substancesOf(db, recordedLicences), longestPhiOn(db, recordedLicences, plantId)]);
  const substancesOfLicence = (licenceId: number) => brief(substances.get(licenceId) ?? []);

  return [
    ...planned.map((r): PriorApplication => {
      const snapshot = r.snapshot as LineSnapshot;
      return {
        prescriptionId: r.prescriptionId,
        prescriptionNo: r.prescriptionNo,
        date: r.date,
        plantId: r.plantId,
        licenceId: r.licenceId,
        tradeName: snapshot.tradeName,
        activeSubstances: brief(snapshot.activeSubstances),
        source: 'planned',
        lineKey: r.lineKey,
        phiDays: snapshot.phiDays ?? null,
      };
    }),
    ...register.map((r): PriorApplication => {
      // The line's PHI when the product applied is the line's; the longest on the plant otherwise.
      const line = r.lineLicenceId === r.licenceId ? (r.lineSnapshot as LineSnapshot | null) : null;
      return {
        prescriptionId: r.prescriptionId,
        prescriptionNo: r.prescriptionNo,
        date: r.date,
        plantId: r.plantId,
        licenceId: r.licenceId,
        tradeName: r.tradeName,
        activeSubstances: substancesOfLicence(r.licenceId),
        source: 'recorded',
        lineKey: r.lineKey,
        phiDays: line ? (line.phiDays ?? null) : (phis.get(r.licenceId) ?? null),
      };
    }),
    ...trc.map(
      (s): PriorApplication => ({
        prescriptionId: s.prescriptionId,
        prescriptionNo: s.prescriptionNo,
        date: s.date,
        plantId: s.plantId,
        licenceId: s.licenceId!,
        tradeName: s.tradeName ?? '',
        activeSubstances: substancesOfLicence(s.licenceId!),
        source: 'recorded',
        lineKey: s.lineKey,
        phiDays: s.phiDays,
      }),
    ),
  ];
}

/** The longest PHI of each licence's uses on the plant (the safe side, as a TRC spraying keeps it). */
async function longestPhiOn(db: Orm, licenceIds: number[], plantId: number | null): Promise<Map<number, number | null>> {
  if (licenceIds.length === 0 || plantId === null) return new Map();
  const rows = await db
    .select({ licenceId: licenceDetails.licenceId, phiDays: max(licenceDetails.phiDays) })
    .from(licenceDetails)
    .where(and(inArray(licenceDetails.licenceId, licenceIds), eq(licenceDetails.plantId, plantId)))
    .groupBy(licenceDetails.licenceId);
  return new Map(rows.map((r) => [r.licenceId, r.phiDays]));
}
