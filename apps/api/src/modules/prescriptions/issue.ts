// Issuing: the checks decide (errors block, warnings need their acknowledgement), then one
// transaction takes the member's next number for the year and writes the prescription with
// the snapshots of everything printed on it. The counter row's lock serialises concurrent
// issues of a member, and a rolled-back issue gives its number back: no gap, no duplicate.
import { type CheckResult, type PrescriptionLine, PrescriptionErrorCode } from '@portal/contracts';
import { calculateDose, findingKey, issueDecision, runChecks, type Finding } from '@portal/domain/prescription';
import { foldForSearch } from '@portal/shared/util';
import { recordAudit } from '../../platform/audit';
import type { AppConfig } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { memberNumbering, turkishYearOf } from '../../platform/numbering';
import { prescriptionLines, prescriptionNumberCounters, prescriptions, type Orm, type StoredAcknowledgement } from '../../platform/db';
import type { Draft } from './draft';
import { prescriptionLinksOf } from './links';

type LinkSecret = Pick<AppConfig, 'authTokenSecret'>;

export function checkDraft(draft: Draft): { findings: Finding[]; result: CheckResult } {
  const findings = runChecks(draft.context);
  const decision = issueDecision(findings, draft.body.acknowledgedFindings);
  return { findings, result: { findings, ...decision } };
}

/** Longest search_text kept (see prescriptions_member_list_idx). */
export const SEARCH_TEXT_MAX = 2000;

/** RCT-2026-000123: the application's brand, the year, the member's sequence (platform/numbering). */
export const prescriptionNumbers = memberNumbering(prescriptionNumberCounters, 'RCT');

export function lineSnapshotOf(draft: Draft, index: number): PrescriptionLine {
  const line = draft.lines[index]!;
  const { input, chosen, use, check } = line;
  const amount =
    draft.decares === null
      ? null
      : calculateDose({ dose: input.dose, doseUnit: check.doseUnit, areaDecares: draft.decares, waterVolumePerDecare: input.waterVolume, tankSize: input.tankSize, packSize: input.packSize });
  return {
    key: input.key,
    position: index + 1,
    licenceId: chosen.licenceId,
    licenceDetailId: use?.licenceDetailId ?? null,
    tradeName: chosen.tradeName,
    licenceNumber: chosen.licenceNumber,
    formulationCode: chosen.formulationCode,
    harmfulOrganism: check.harmfulOrganism,
    activeSubstances: check.licence.activeSubstances.map((s) => ({ id: s.id, name: s.name, concentration: s.concentration, concentrationUnit: s.concentrationUnit, moaScheme: s.moaScheme, moaCode: s.moaCode, prescriptionRequired: s.prescriptionRequired })),
    dose: input.dose,
    doseUnit: { id: check.doseUnit.id, symbol: check.doseUnit.symbol },
    doseMin: use?.doseMin ?? null,
    doseMax: use?.doseMax ?? null,
    registeredUnit: use ? { id: use.unitId, symbol: use.unitSymbol } : null,
    waterVolume: input.waterVolume,
    tankSize: input.tankSize,
    packSize: input.packSize,
    phiDays: use?.phiDays ?? null,
    beeWaitingDays: use?.beeWaitingDays ?? null,
    reEntryHours: use?.reEntryHours ?? null,
    maxApplications: use?.maxApplications ?? null,
    labelWarnings: chosen.labelWarnings,
    amount: amount
      ? { areaDecares: amount.areaDecares, productAmount: amount.productAmount, productUnit: amount.productUnit, waterTotal: amount.waterTotal, tanks: amount.tanks, productPerTank: amount.productPerTank, packs: amount.packs }
      : null,
  };
}

export interface IssueExtras {
  correctsId?: number;
  sourceId?: number;
  weatherData?: unknown;
}

/** Refuses with 422 and the findings unless the checks allow issuing. */
export function assertIssuable(result: CheckResult, what: 'Reçete' | 'Plan' = 'Reçete'): void {
  if (result.canIssue) return;
  const message = result.blocking.length
    ? `${what} kontrollerden geçmedi: önce hataları düzeltin.`
    : `${what} kaydedilmeden önce uyarıları okuyup onaylamanız gerekiyor.`;
  throw new AppError(422, PrescriptionErrorCode.ChecksFailed, message, undefined, result);
}

/**
 * Writes the issued prescription in `tx` (the caller's transaction) with its public link, so the
 * PDF is verifiable from the moment of issue, and returns its id and number. `config` null: no
 * link (seed data written without the server's sealing secret; the first share makes one).
 */
export async function writeIssued(tx: Orm, config: LinkSecret | null, draft: Draft, findings: Finding[], extras: IssueExtras = {}): Promise<{ id: number; prescriptionNo: string }> {
  const now = new Date();
  const year = turkishYearOf(now);
  const { seq, text: prescriptionNo } = await prescriptionNumbers.next(tx, draft.memberId, year);
  const snapshots = draft.lines.map((_, i) => lineSnapshotOf(draft, i));
  const acknowledged = new Set(draft.body.acknowledgedFindings);
  const acknowledgements: StoredAcknowledgement[] = findings
    .filter((f) => f.severity === 'warning' && acknowledged.has(findingKey(f)))
    .map((f) => ({ key: findingKey(f), message: f.message, userId: draft.prescriber.userId, by: draft.prescriber.fullName, at: now.toISOString() }));
  const producerFullName = draft.producer ? [draft.producer.name, draft.producer.surname].filter(Boolean).join(' ') : null;

  const [row] = await tx
    .insert(prescriptions)
    .values({
      memberId: draft.memberId,
      kind: draft.target.kind,
      year,
      seq,
      prescriptionNo,
      title: draft.body.title,
      producerId: draft.producer?.id ?? null,
      productionAreaId: draft.area?.id ?? null,
      plantId: draft.plant.id,
      plantingType: draft.plantingType,
      areaType: draft.areaType,
      decares: draft.decares,
      startDate: draft.body.startDate,
      plannedHarvestDate: draft.context.plannedHarvestDate,
      maintenanceInfo: draft.body.maintenanceInfo,
      notes: draft.body.notes,
      includeWeatherData: draft.body.includeWeatherData,
      weatherData: extras.weatherData ?? null,
      market: draft.body.market,
      producerSnapshot: draft.producer
        ? { name: draft.producer.name, surName: draft.producer.surname, tcOrVkn: draft.producer.tcOrVkn, email: draft.producer.email, phone: draft.producer.phone, cksNumber: draft.producer.cksNumber, address: draft.producer.address }
        : null,
      areaSnapshot: draft.area
        ? {
            name: draft.area.name,
            provinceName: draft.area.provinceName,
            districtName: draft.area.district,
            neighbourhoodName: draft.area.neighbourhood,
            decares: draft.area.decares,
            cksBlock: draft.area.cksBlock,
            cksParcel: draft.area.cksParcel,
          }
        : null,
      plantName: draft.plant.name,
      organisms: draft.organisms,
      nutritionProducts: draft.nutrition,
      notesWarnings: draft.notes,
      findings,
      acknowledgements,
      prescriberUserId: draft.prescriber.userId,
      prescriberName: draft.prescriber.fullName,
      prescriberTitle: draft.prescriber.title,
      authorizationNumber: draft.prescriber.authorizationNumber,
      memberName: draft.memberName,
      correctsId: extras.correctsId ?? null,
      sourceId: extras.sourceId ?? null,
      // A key of the member's list index (btree rows ≤ 2,704 bytes): capped far below that.
      searchText: foldForSearch([prescriptionNo, producerFullName, draft.producer?.tcOrVkn, draft.area?.name, draft.plant.name, draft.body.title, ...snapshots.map((s) => s.tradeName)].filter(Boolean).join(' ')).slice(0, SEARCH_TEXT_MAX),
      issuedAt: now,
      createdAt: now,
    })
    .returning({ id: prescriptions.id });
  await tx.insert(prescriptionLines).values(
    draft.lines.map((line, i) => ({
      prescriptionId: row!.id,
      position: i + 1,
      key: line.input.key,
      licenceId: line.chosen.licenceId,
      harmfulOrganismId: line.chosen.harmfulOrganismId,
      licenceDetailId: line.use?.licenceDetailId ?? null,
      dose: line.input.dose,
      doseUnitId: line.input.doseUnitId,
      waterVolume: line.input.waterVolume,
      tankSize: line.input.tankSize,
      packSize: line.input.packSize,
      snapshot: snapshots[i]!,
    })),
  );
  // Who wrote what, in the issuing transaction. The record itself is final.
  await recordAudit(tx, {
    actorUserId: draft.prescriber.userId,
    action: extras.correctsId ? 'prescription.correct' : 'prescription.issue',
    entity: 'prescription',
    entityId: row!.id,
    after: { prescriptionNo, kind: draft.target.kind, productionAreaId: draft.area?.id ?? null, producerId: draft.producer?.id ?? null, startDate: draft.body.startDate, products: snapshots.map((s) => s.tradeName), correctsId: extras.correctsId ?? null, sourceId: extras.sourceId ?? null },
  });
  if (config) await prescriptionLinksOf.ensure(config, tx, row!.id, draft.prescriber.userId);
  return { id: row!.id, prescriptionNo };
}
