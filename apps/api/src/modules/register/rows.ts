// Register records as the API sends them (contracts register.ts), from either store: a register
// record (source rct) or a TRC lot's stage (source trc, with its lot).
import {
  weatherSnapshotSchema,
  type ApplicatorKind,
  type FindingDto,
  type HarvestUnit,
  type RegisterApplication,
  type RegisterHarvest,
  type RegisterPrescription,
} from '@portal/contracts';
import type { RegisterApplicationRow, RegisterHarvestRow } from '../../platform/db';
import { lineOf, type AreaSeason, type LoadedApplication, type LoadedHarvest, type PrescriptionInfo } from './season';

const withdrawnOf = (r: { withdrawnAt: Date | null; withdrawnReason: string | null; withdrawnByName: string | null }) =>
  r.withdrawnAt ? { at: r.withdrawnAt.toISOString(), reason: r.withdrawnReason ?? '', by: r.withdrawnByName ?? '' } : null;

/** The stored weather snapshot, or null when it does not read as one (never a 500 on old data). */
export function storedWeather(value: unknown) {
  const parsed = weatherSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function rctApplicationOf(r: RegisterApplicationRow, context: { areaName: string; prescriptionNo: string | null; photoIds: number[]; flags: FindingDto[] }): RegisterApplication {
  return {
    id: r.id,
    source: 'rct',
    productionAreaId: r.productionAreaId,
    areaName: context.areaName,
    prescriptionId: r.prescriptionId,
    prescriptionNo: context.prescriptionNo,
    prescriptionLineKey: r.prescriptionLineKey,
    licenceId: r.licenceId,
    productName: r.productName,
    appliedOn: r.appliedOn,
    startTime: r.startTime,
    applicatorKind: r.applicatorKind as ApplicatorKind,
    applicatorName: r.applicatorName,
    applicatorCertificateNo: r.applicatorCertificateNo,
    amount: r.amount,
    amountUnit: r.amountUnit,
    waterVolumeLitres: r.waterVolumeLitres,
    decares: r.decares,
    weather: storedWeather(r.weather),
    weatherUnavailableReason: r.weatherUnavailableReason,
    notes: r.notes,
    photoIds: context.photoIds,
    version: r.version,
    withdrawn: withdrawnOf(r),
    lot: null,
    flags: context.flags,
    recordedBy: { id: r.recordedBy, name: r.recordedByName },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function applicationOf(season: AreaSeason, a: LoadedApplication, flags: FindingDto[]): RegisterApplication {
  if (a.rct) {
    return rctApplicationOf(a.rct, { areaName: season.area.name, prescriptionNo: season.prescriptionsById.get(a.rct.prescriptionId)?.prescriptionNo ?? null, photoIds: a.photoIds, flags });
  }
  const t = a.trc!;
  const found = lineOf(season, t.prescriptionId, t.lineKey);
  return {
    id: a.id,
    source: 'trc',
    productionAreaId: season.area.id,
    areaName: season.area.name,
    prescriptionId: t.prescriptionId,
    prescriptionNo: t.prescriptionNo ?? (t.prescriptionId === null ? null : (season.prescriptionsById.get(t.prescriptionId)?.prescriptionNo ?? null)),
    prescriptionLineKey: t.lineKey,
    licenceId: t.licenceId,
    productName: t.productName ?? found?.line.snapshot.tradeName ?? season.licenceNames.get(t.licenceId) ?? '',
    appliedOn: a.date,
    startTime: null,
    applicatorKind: null,
    applicatorName: t.recordedByName,
    applicatorCertificateNo: null,
    amount: null,
    amountUnit: null,
    waterVolumeLitres: null,
    decares: null,
    weather: null,
    weatherUnavailableReason: null,
    notes: t.notes,
    photoIds: [],
    version: 1,
    withdrawn: null,
    lot: t.lot,
    flags,
    recordedBy: { id: t.recordedBy, name: t.recordedByName },
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.createdAt.toISOString(),
  };
}

export function rctHarvestOf(r: RegisterHarvestRow, context: { areaName: string; flags: FindingDto[] }): RegisterHarvest {
  return {
    id: r.id,
    source: 'rct',
    productionAreaId: r.productionAreaId,
    areaName: context.areaName,
    harvestedOn: r.harvestedOn,
    amount: r.amount,
    unit: r.unit as HarvestUnit,
    lotOrBuyer: r.lotOrBuyer,
    notes: r.notes,
    version: r.version,
    withdrawn: withdrawnOf(r),
    lot: null,
    flags: context.flags,
    recordedBy: { id: r.recordedBy, name: r.recordedByName },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function harvestOf(season: AreaSeason, h: LoadedHarvest, flags: FindingDto[]): RegisterHarvest {
  if (h.rct) return rctHarvestOf(h.rct, { areaName: season.area.name, flags });
  const t = h.trc!;
  return {
    id: h.id,
    source: 'trc',
    productionAreaId: season.area.id,
    areaName: season.area.name,
    harvestedOn: h.date,
    amount: t.amount,
    unit: t.unit as HarvestUnit,
    lotOrBuyer: null,
    notes: t.notes,
    version: 1,
    withdrawn: null,
    lot: t.lot,
    flags,
    recordedBy: { id: t.recordedBy, name: t.recordedByName },
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.createdAt.toISOString(),
  };
}

/** A prescription of the season with each line's amount and how often it was applied. */
export function prescriptionOf(p: PrescriptionInfo, appliedOfLine: (prescriptionId: number, key: string) => number): RegisterPrescription {
  return {
    id: p.id,
    prescriptionNo: p.prescriptionNo,
    issuedAt: p.issuedAt.toISOString(),
    startDate: p.startDate,
    plannedHarvestDate: p.plannedHarvestDate,
    plantName: p.plantName,
    prescriberName: p.prescriberName,
    state: p.state,
    lines: p.lines.map((l) => ({
      key: l.key,
      licenceId: l.licenceId,
      tradeName: l.snapshot.tradeName,
      dose: l.snapshot.dose,
      doseUnit: l.snapshot.doseUnit.symbol,
      phiDays: l.snapshot.phiDays,
      amountTotal: l.snapshot.amount?.productAmount ?? null,
      amountUnit: l.snapshot.amount?.productUnit ?? null,
      applied: appliedOfLine(p.id, l.key),
    })),
  };
}
