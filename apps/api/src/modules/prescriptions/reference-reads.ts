// What the prescription reads of the reference data: registered uses with their licence,
// unit and organism, the products' active substances, units, mixing pairs and MRLs. The
// editor's candidates and the checks' context read the same rows, so they cannot disagree.
import type { ActiveSubstanceInfo, DoseUnit, LicenceInfo, MixingRule, MrlLimit, RegisteredUse } from '@portal/domain/prescription';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  activeSubstances,
  formulations,
  harmfulOrganisms,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licences,
  mixingCompatibility,
  mrlProducts,
  mrlRates,
  unitsOfMeasure,
  type Orm,
} from '../../platform/db';
import { useTermColumns } from '../../platform/reference-uses';

const concentrationUnits = alias(unitsOfMeasure, 'concentration_units');

const useColumns = {
  licenceDetailId: licenceDetails.id,
  licenceId: licenceDetails.licenceId,
  plantId: licenceDetails.plantId,
  harmfulOrganismId: licenceDetails.harmfulOrganismId,
  harmfulOrganismName: harmfulOrganisms.name,
  ...useTermColumns,
  unitKind: unitsOfMeasure.kind,
  unitAmount: unitsOfMeasure.amountUnit,
  unitPerQuantity: unitsOfMeasure.perQuantity,
  unitPerUnit: unitsOfMeasure.perUnit,
  tradeName: licences.tradeName,
  licenceNumber: licences.licenceNumber,
  licenceStatus: licences.licenceStatus,
  licenceDate: licences.licenceDate,
  expiryDate: licences.expiryDate,
  cancelledOn: licences.cancelledOn,
  beeToxicity: licences.beeToxicity,
  labelWarnings: licences.warnings,
  formulationCode: formulations.code,
  companyName: licenceCompanies.name,
};

function usesQuery(db: Orm) {
  return db
    .select(useColumns)
    .from(licenceDetails)
    .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
    .innerJoin(unitsOfMeasure, eq(unitsOfMeasure.id, licenceDetails.doseUnitId))
    .innerJoin(harmfulOrganisms, eq(harmfulOrganisms.id, licenceDetails.harmfulOrganismId))
    .leftJoin(formulations, eq(formulations.id, licences.formulationId))
    .leftJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId));
}

export type UseRow = Awaited<ReturnType<ReturnType<typeof usesQuery>['execute']>>[number];

export function doseUnitOf(row: { unitId: number; unitSymbol: string; unitKind: string; unitAmount: string; unitPerQuantity: number | null; unitPerUnit: string | null }): DoseUnit {
  return {
    id: row.unitId,
    symbol: row.unitSymbol,
    kind: row.unitKind as DoseUnit['kind'],
    amountUnit: row.unitAmount,
    perQuantity: row.unitPerQuantity,
    perUnit: row.unitPerUnit,
  };
}

export function registeredUseOf(row: UseRow): RegisteredUse {
  return {
    licenceDetailId: row.licenceDetailId,
    licenceId: row.licenceId,
    plantId: row.plantId,
    harmfulOrganismId: row.harmfulOrganismId,
    doseMin: row.doseMin,
    doseMax: row.doseMax,
    doseUnit: doseUnitOf(row),
    waterVolumeMin: row.waterVolumeMin,
    waterVolumeMax: row.waterVolumeMax,
    phiDays: row.phiDays,
    beeWaitingDays: row.beeWaitingDays,
    reEntryHours: row.reEntryHours,
    maxApplications: row.maxApplications,
    applicationIntervalDays: row.applicationIntervalDays,
  };
}

export function licenceInfoOf(row: UseRow, substances: ActiveSubstanceInfo[]): LicenceInfo {
  return {
    id: row.licenceId,
    tradeName: row.tradeName,
    licenceNumber: row.licenceNumber,
    status: row.licenceStatus,
    licenceDate: row.licenceDate,
    expiryDate: row.expiryDate,
    cancelledOn: row.cancelledOn,
    beeToxicity: row.beeToxicity,
    formulationCode: row.formulationCode,
    activeSubstances: substances,
  };
}

/** Registered uses by id (the lines' choices); passive rows included, the checks judge them. */
export async function usesByIds(db: Orm, ids: number[]): Promise<Map<number, UseRow>> {
  if (ids.length === 0) return new Map();
  const rows = await usesQuery(db).where(inArray(licenceDetails.id, ids));
  return new Map(rows.map((r) => [r.licenceDetailId, r]));
}

/** The uses of these licences on a plant (a line re-read for another plant: an attached fast prescription). */
export async function usesOfLicencesOnPlant(db: Orm, licenceIds: number[], plantId: number): Promise<UseRow[]> {
  if (licenceIds.length === 0) return [];
  return usesQuery(db).where(and(inArray(licenceDetails.licenceId, licenceIds), eq(licenceDetails.plantId, plantId), eq(licenceDetails.status, true)));
}

/** The editor's candidates: active uses for plant × organisms, newest licence first within a trade name order. */
export async function usesFor(db: Orm, plantId: number, organismIds: number[]): Promise<UseRow[]> {
  if (organismIds.length === 0) return [];
  return usesQuery(db)
    .where(and(eq(licenceDetails.plantId, plantId), inArray(licenceDetails.harmfulOrganismId, organismIds), eq(licenceDetails.status, true), eq(licences.status, true)))
    .orderBy(sql`${licences.tradeName} collate "tr_tr"`, licenceDetails.id)
    .limit(500);
}

/** The active substances of licences, with concentration and mode of action. */
export async function substancesOf(db: Orm, licenceIds: number[]): Promise<Map<number, (ActiveSubstanceInfo & { mrlActiveSubstanceId: number | null })[]>> {
  const map = new Map<number, (ActiveSubstanceInfo & { mrlActiveSubstanceId: number | null })[]>();
  if (licenceIds.length === 0) return map;
  const rows = await db
    .select({
      licenceId: licenceActiveSubstances.licenceId,
      id: activeSubstances.id,
      name: activeSubstances.name,
      moaScheme: activeSubstances.moaScheme,
      moaCode: activeSubstances.moaCode,
      prescriptionRequired: activeSubstances.prescriptionRequired,
      mrlActiveSubstanceId: activeSubstances.mrlActiveSubstanceId,
      mrlExempt: activeSubstances.mrlExempt,
      concentration: licenceActiveSubstances.concentration,
      concentrationUnit: concentrationUnits.symbol,
    })
    .from(licenceActiveSubstances)
    .innerJoin(activeSubstances, eq(activeSubstances.id, licenceActiveSubstances.activeSubstanceId))
    .leftJoin(concentrationUnits, eq(concentrationUnits.id, licenceActiveSubstances.unitId))
    .where(inArray(licenceActiveSubstances.licenceId, licenceIds))
    .orderBy(licenceActiveSubstances.licenceId, activeSubstances.name);
  for (const { licenceId, ...s } of rows) {
    const list = map.get(licenceId) ?? [];
    list.push({ ...s, concentrationUnit: s.concentrationUnit ?? null });
    map.set(licenceId, list);
  }
  return map;
}

export async function unitsByIds(db: Orm, ids: number[]): Promise<Map<number, DoseUnit>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      unitId: unitsOfMeasure.id,
      unitSymbol: unitsOfMeasure.symbol,
      unitKind: unitsOfMeasure.kind,
      unitAmount: unitsOfMeasure.amountUnit,
      unitPerQuantity: unitsOfMeasure.perQuantity,
      unitPerUnit: unitsOfMeasure.perUnit,
    })
    .from(unitsOfMeasure)
    .where(and(inArray(unitsOfMeasure.id, ids), inArray(unitsOfMeasure.kind, ['dose-area', 'dose-water', 'dose-seed', 'dose-plant'])));
  return new Map(rows.map((r) => [r.unitId, doseUnitOf(r)]));
}

/** Mixing rows among these licences and among these active substances. */
export async function mixingAmong(db: Orm, licenceIds: number[], substanceIds: number[]): Promise<MixingRule[]> {
  if (licenceIds.length + substanceIds.length < 2) return [];
  const none = [-1];
  const lic = licenceIds.length ? licenceIds : none;
  const sub = substanceIds.length ? substanceIds : none;
  const rows = await db
    .select()
    .from(mixingCompatibility)
    .where(
      and(
        eq(mixingCompatibility.status, true),
        or(
          and(eq(mixingCompatibility.pairKind, 'licence'), inArray(mixingCompatibility.licenceAId, lic), inArray(mixingCompatibility.licenceBId, lic)),
          and(eq(mixingCompatibility.pairKind, 'active-substance'), inArray(mixingCompatibility.activeSubstanceAId, sub), inArray(mixingCompatibility.activeSubstanceBId, sub)),
        ),
      ),
    );
  return rows.map((r) => ({
    kind: r.pairKind,
    aId: (r.pairKind === 'licence' ? r.licenceAId : r.activeSubstanceAId)!,
    bId: (r.pairKind === 'licence' ? r.licenceBId : r.activeSubstanceBId)!,
    result: r.result,
    note: r.note,
  }));
}

/**
 * The MRL of each active substance for the plant's EU product code and the market: the newest
 * limit in force on the date (an expired newest one is reported as expired).
 */
export async function mrlLimitsFor(
  db: Orm,
  euCode: string | null,
  market: string,
  date: string,
  substances: { id: number; mrlActiveSubstanceId: number | null }[],
): Promise<MrlLimit[]> {
  const mrlIds = [...new Set(substances.map((s) => s.mrlActiveSubstanceId).filter((v): v is number => v !== null))];
  const byMrlId = new Map<number, MrlLimit['limit']>();
  if (euCode && mrlIds.length) {
    const rows = await db
      .select({ substanceId: mrlRates.activeSubstanceId, rate: mrlRates.rate, date: mrlRates.date, expired: mrlRates.expireStatus, market: mrlRates.market })
      .from(mrlRates)
      .innerJoin(mrlProducts, eq(mrlProducts.id, mrlRates.productId))
      .where(and(eq(mrlProducts.code, euCode), isNull(mrlProducts.subCode), eq(mrlRates.market, market), eq(mrlRates.status, true), inArray(mrlRates.activeSubstanceId, mrlIds), lte(mrlRates.date, date)))
      .orderBy(mrlRates.activeSubstanceId, desc(mrlRates.date));
    for (const r of rows) if (!byMrlId.has(r.substanceId)) byMrlId.set(r.substanceId, { rate: r.rate, date: r.date, expired: r.expired, market: r.market });
  }
  const seen = new Set<number>();
  const limits: MrlLimit[] = [];
  for (const s of substances) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    limits.push({ activeSubstanceId: s.id, limit: s.mrlActiveSubstanceId === null ? null : (byMrlId.get(s.mrlActiveSubstanceId) ?? null) });
  }
  return limits;
}
