// An area's season as the register reads it: the issued prescriptions of the year and their
// lines, the applications done (register records and TRC lots' spraying stages) and the
// harvests (register records and TRC harvest stages). The season check (domain checkSeason)
// is fed from it: recorded applications where a line has them, its planned date otherwise.
// A line key is only unique within its prescription, so the check's keys are
// `<prescriptionId>:<key>`.
import type { FindingDto, PrescriptionLine, RegisterSource } from '@portal/contracts';
import { checkSeason, type HarvestRecord, type RecordedApplication, type SeasonLine, type SeasonRecord } from '@portal/domain/prescription';
import { and, asc, between, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import {
  activeSubstances,
  licenceActiveSubstances,
  licenceDetails,
  licences,
  lots,
  lotStages,
  plants,
  prescriptionLines,
  prescriptions,
  producers,
  productionAreas,
  registerApplicationPhotos,
  registerApplications,
  registerHarvests,
  type Orm,
  type RegisterApplicationRow,
  type RegisterHarvestRow,
} from '../../platform/db';
import { notFound, ofMember } from '../../platform/tenancy';

type Substance = SeasonLine['activeSubstances'][number];

export const areaNotFound = () => notFound('Üretim alanı bulunamadı.');

/** How far before the season applications are read: a PHI reaching into the season's first harvests. */
const LOOKBACK_DAYS = 180;

export const lineKeyOf = (prescriptionId: number, key: string) => `${prescriptionId}:${key}`;
export const seasonBounds = (season: number) => ({ from: `${season}-01-01`, to: `${season}-12-31` });
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface AreaInfo {
  id: number;
  name: string;
  decares: number;
  plantName: string | null;
  province: string | null;
  district: string | null;
  producer: { id: number; name: string } | null;
  centroid: { lat: number; lon: number } | null;
}

export interface LineInfo {
  prescriptionId: number;
  key: string;
  position: number;
  licenceId: number;
  licenceDetailId: number | null;
  snapshot: PrescriptionLine;
  applicationIntervalDays: number | null;
}

export interface PrescriptionInfo {
  id: number;
  prescriptionNo: string;
  kind: number;
  state: 'issued' | 'cancelled';
  deleted: boolean;
  issuedAt: Date;
  startDate: string;
  plannedHarvestDate: string | null;
  plantName: string;
  prescriberName: string;
  productionAreaId: number | null;
  lines: LineInfo[];
}

/** An application as the register lists it, from either store. */
export interface LoadedApplication {
  source: RegisterSource;
  id: number;
  date: string;
  /** rct: the record; trc: the stage with its lot. */
  rct: RegisterApplicationRow | null;
  trc: { stageId: number; lot: { id: number; code: string }; prescriptionId: number | null; prescriptionNo: string | null; lineKey: string | null; licenceId: number; productName: string | null; phiDays: number | null; notes: string | null; recordedBy: number; recordedByName: string; createdAt: Date } | null;
  photoIds: number[];
}

export interface LoadedHarvest {
  source: RegisterSource;
  id: number;
  date: string;
  rct: RegisterHarvestRow | null;
  trc: { stageId: number; lot: { id: number; code: string }; amount: number; unit: string; notes: string | null; recordedBy: number; recordedByName: string; createdAt: Date } | null;
}

export interface AreaSeason {
  season: number;
  area: AreaInfo;
  /** The season's prescriptions on the area (issued and cancelled, not deleted), by start date. */
  prescriptions: PrescriptionInfo[];
  /** Every prescription an application names, the season's included, by id. */
  prescriptionsById: Map<number, PrescriptionInfo>;
  /** From LOOKBACK_DAYS before the season to its end, withdrawn ones included. */
  applications: LoadedApplication[];
  harvests: LoadedHarvest[];
  /** Active substances of the licences applied without a line to take them from. */
  substances: Map<number, Substance[]>;
  licenceNames: Map<number, string>;
}

/** The member's area, or 404. */
export async function areaOfMember(db: Orm, memberId: number, areaId: number): Promise<AreaInfo> {
  const [row] = await db
    .select({
      id: productionAreas.id,
      name: productionAreas.name,
      decares: productionAreas.decares,
      plantName: plants.name,
      province: productionAreas.provinceName,
      district: productionAreas.district,
      producerId: productionAreas.producerId,
      producerName: producers.name,
      producerSurname: producers.surname,
      producerKind: producers.kind,
      lat: productionAreas.centroidLat,
      lon: productionAreas.centroidLon,
    })
    .from(productionAreas)
    .leftJoin(plants, eq(plants.id, productionAreas.plantId))
    .leftJoin(producers, eq(producers.id, productionAreas.producerId))
    .where(ofMember(productionAreas, memberId, eq(productionAreas.id, areaId)));
  if (!row) throw areaNotFound();
  return {
    id: row.id,
    name: row.name,
    decares: row.decares,
    plantName: row.plantName,
    province: row.province,
    district: row.district,
    producer: row.producerId === null || row.producerName === null ? null : { id: row.producerId, name: producerNameOf({ kind: row.producerKind, name: row.producerName, surname: row.producerSurname }) },
    centroid: row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon },
  };
}

export const producerNameOf = (p: { kind: string | null; name: string; surname: string | null }) => (p.kind === 'person' && p.surname ? `${p.name} ${p.surname}` : p.name);

/** Prescriptions by id with their lines (the member's only). */
export async function prescriptionsWithLines(db: Orm, memberId: number, where: SQL | undefined): Promise<PrescriptionInfo[]> {
  const rows = await db
    .select({
      id: prescriptions.id,
      prescriptionNo: prescriptions.prescriptionNo,
      kind: prescriptions.kind,
      state: prescriptions.state,
      deletedAt: prescriptions.deletedAt,
      issuedAt: prescriptions.issuedAt,
      startDate: prescriptions.startDate,
      plannedHarvestDate: prescriptions.plannedHarvestDate,
      plantName: prescriptions.plantName,
      prescriberName: prescriptions.prescriberName,
      productionAreaId: prescriptions.productionAreaId,
    })
    .from(prescriptions)
    .where(ofMember(prescriptions, memberId, where))
    .orderBy(asc(prescriptions.startDate), asc(prescriptions.issuedAt), asc(prescriptions.id));
  if (rows.length === 0) return [];
  const lineRows = await db
    .select({
      prescriptionId: prescriptionLines.prescriptionId,
      key: prescriptionLines.key,
      position: prescriptionLines.position,
      licenceId: prescriptionLines.licenceId,
      licenceDetailId: prescriptionLines.licenceDetailId,
      snapshot: prescriptionLines.snapshot,
      applicationIntervalDays: licenceDetails.applicationIntervalDays,
    })
    .from(prescriptionLines)
    .leftJoin(licenceDetails, eq(licenceDetails.id, prescriptionLines.licenceDetailId))
    .where(inArray(prescriptionLines.prescriptionId, rows.map((r) => r.id)))
    .orderBy(asc(prescriptionLines.prescriptionId), asc(prescriptionLines.position));
  return rows.map((r) => ({
    id: r.id,
    prescriptionNo: r.prescriptionNo,
    kind: r.kind,
    state: r.state,
    deleted: r.deletedAt !== null,
    issuedAt: r.issuedAt,
    startDate: r.startDate,
    plannedHarvestDate: r.plannedHarvestDate,
    plantName: r.plantName,
    prescriberName: r.prescriberName,
    productionAreaId: r.productionAreaId,
    lines: lineRows.filter((l) => l.prescriptionId === r.id).map((l) => ({ ...l, snapshot: l.snapshot as PrescriptionLine, applicationIntervalDays: l.applicationIntervalDays ?? null })),
  }));
}

async function substancesOf(db: Orm, licenceIds: number[]): Promise<{ substances: Map<number, Substance[]>; names: Map<number, string> }> {
  const substances = new Map<number, Substance[]>();
  const names = new Map<number, string>();
  if (licenceIds.length === 0) return { substances, names };
  const rows = await db
    .select({ licenceId: licenceActiveSubstances.licenceId, id: activeSubstances.id, name: activeSubstances.name, moaScheme: activeSubstances.moaScheme, moaCode: activeSubstances.moaCode })
    .from(licenceActiveSubstances)
    .innerJoin(activeSubstances, eq(activeSubstances.id, licenceActiveSubstances.activeSubstanceId))
    .where(inArray(licenceActiveSubstances.licenceId, licenceIds))
    .orderBy(asc(licenceActiveSubstances.id));
  for (const r of rows) substances.set(r.licenceId, [...(substances.get(r.licenceId) ?? []), { id: r.id, name: r.name, moaScheme: r.moaScheme, moaCode: r.moaCode }]);
  const named = await db.select({ id: licences.id, tradeName: licences.tradeName }).from(licences).where(inArray(licences.id, licenceIds));
  for (const n of named) names.set(n.id, n.tradeName);
  return { substances, names };
}

/** The area's season: its prescriptions, applications and harvests (the area must be the member's: 404). */
export async function loadAreaSeason(db: Orm, memberId: number, areaId: number, season: number, area?: AreaInfo): Promise<AreaSeason> {
  const theArea = area ?? (await areaOfMember(db, memberId, areaId));
  const { from, to } = seasonBounds(season);
  const readFrom = addDays(from, -LOOKBACK_DAYS);

  const seasonPrescriptions = await prescriptionsWithLines(
    db,
    memberId,
    and(eq(prescriptions.productionAreaId, areaId), inArray(prescriptions.kind, [0, 1]), isNull(prescriptions.deletedAt), between(prescriptions.startDate, from, to)),
  );

  const rctApplications = await db
    .select()
    .from(registerApplications)
    .where(ofMember(registerApplications, memberId, eq(registerApplications.productionAreaId, areaId), between(registerApplications.appliedOn, readFrom, to)))
    .orderBy(asc(registerApplications.appliedOn), asc(registerApplications.startTime), asc(registerApplications.id));
  const photos = rctApplications.length
    ? await db
        .select({ id: registerApplicationPhotos.id, applicationId: registerApplicationPhotos.applicationId })
        .from(registerApplicationPhotos)
        .where(inArray(registerApplicationPhotos.applicationId, rctApplications.map((a) => a.id)))
        .orderBy(asc(registerApplicationPhotos.id))
    : [];

  const stages = await db
    .select({
      id: lotStages.id,
      kind: lotStages.kind,
      date: lotStages.date,
      lotId: lots.id,
      lotCode: lots.code,
      prescriptionId: lotStages.prescriptionId,
      prescriptionNo: lotStages.prescriptionNo,
      lineKey: lotStages.prescriptionLineKey,
      licenceId: lotStages.licenceId,
      productName: lotStages.productName,
      phiDays: lotStages.phiDays,
      amount: lotStages.amount,
      unit: lotStages.unit,
      notes: lotStages.notes,
      recordedBy: lotStages.recordedBy,
      recordedByName: lotStages.recordedByName,
      createdAt: lotStages.createdAt,
    })
    .from(lotStages)
    .innerJoin(lots, eq(lots.id, lotStages.lotId))
    .where(ofMember(lots, memberId, eq(lots.productionAreaId, areaId), inArray(lotStages.kind, ['spraying', 'harvest']), gte(lotStages.date, readFrom), lte(lotStages.date, to)))
    .orderBy(asc(lotStages.date), asc(lotStages.id));

  const rctHarvests = await db
    .select()
    .from(registerHarvests)
    .where(ofMember(registerHarvests, memberId, eq(registerHarvests.productionAreaId, areaId), between(registerHarvests.harvestedOn, from, to)))
    .orderBy(asc(registerHarvests.harvestedOn), asc(registerHarvests.id));

  const prescriptionsById = new Map(seasonPrescriptions.map((p) => [p.id, p]));
  const named = [...rctApplications.map((a) => a.prescriptionId), ...stages.map((s) => s.prescriptionId).filter((id): id is number => id !== null)].filter((id) => !prescriptionsById.has(id));
  if (named.length) {
    for (const p of await prescriptionsWithLines(db, memberId, inArray(prescriptions.id, [...new Set(named)]))) prescriptionsById.set(p.id, p);
  }

  const applications: LoadedApplication[] = [
    ...rctApplications.map((a): LoadedApplication => ({ source: 'rct', id: a.id, date: a.appliedOn, rct: a, trc: null, photoIds: photos.filter((p) => p.applicationId === a.id).map((p) => p.id) })),
    ...stages
      .filter((s) => s.kind === 'spraying' && s.licenceId !== null)
      .map(
        (s): LoadedApplication => ({
          source: 'trc',
          id: s.id,
          date: s.date,
          rct: null,
          trc: {
            stageId: s.id,
            lot: { id: s.lotId, code: s.lotCode },
            prescriptionId: s.prescriptionId,
            prescriptionNo: s.prescriptionNo,
            lineKey: s.lineKey,
            licenceId: s.licenceId!,
            productName: s.productName,
            phiDays: s.phiDays,
            notes: s.notes,
            recordedBy: s.recordedBy,
            recordedByName: s.recordedByName,
            createdAt: s.createdAt,
          },
          photoIds: [],
        }),
      ),
  ].sort(byDateThenSource);

  const harvests: LoadedHarvest[] = [
    ...rctHarvests.map((h): LoadedHarvest => ({ source: 'rct', id: h.id, date: h.harvestedOn, rct: h, trc: null })),
    ...stages
      .filter((s) => s.kind === 'harvest' && s.date >= from && s.amount !== null && s.unit !== null)
      .map(
        (s): LoadedHarvest => ({
          source: 'trc',
          id: s.id,
          date: s.date,
          rct: null,
          trc: { stageId: s.id, lot: { id: s.lotId, code: s.lotCode }, amount: s.amount!, unit: s.unit!, notes: s.notes, recordedBy: s.recordedBy, recordedByName: s.recordedByName, createdAt: s.createdAt },
        }),
      ),
  ].sort(byDateThenSource);

  const licenceIds = [...new Set([...rctApplications.map((a) => a.licenceId), ...stages.map((s) => s.licenceId).filter((id): id is number => id !== null)])];
  const { substances, names } = await substancesOf(db, licenceIds);
  return { season, area: theArea, prescriptions: seasonPrescriptions, prescriptionsById, applications, harvests, substances, licenceNames: names };
}

function byDateThenSource<T extends { date: string; source: RegisterSource; id: number }>(a: T, b: T): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.source !== b.source ? (a.source === 'rct' ? -1 : 1) : a.id - b.id;
}

// ---------------------------------------------------------------- the check's record

const lineAmountUnit = (s: PrescriptionLine): string => s.amount?.productUnit ?? s.doseUnit.symbol.split('/')[0]!.trim();

function seasonLineOf(p: PrescriptionInfo, l: LineInfo): SeasonLine {
  const s = l.snapshot;
  return {
    key: lineKeyOf(p.id, l.key),
    prescriptionId: p.id,
    prescriptionNo: p.prescriptionNo,
    licenceId: l.licenceId,
    tradeName: s.tradeName,
    activeSubstances: s.activeSubstances.map((a) => ({ id: a.id, name: a.name, moaScheme: a.moaScheme, moaCode: a.moaCode })),
    plannedDate: p.startDate,
    maxApplications: s.maxApplications,
    applicationIntervalDays: l.applicationIntervalDays,
    phiDays: s.phiDays,
    amountPerDecare: s.amount && s.amount.areaDecares > 0 ? s.amount.productAmount / s.amount.areaDecares : null,
    amountUnit: lineAmountUnit(s),
  };
}

/** The line of a prescription by its key. */
export function lineOf(season: Pick<AreaSeason, 'prescriptionsById'>, prescriptionId: number | null, key: string | null): { prescription: PrescriptionInfo; line: LineInfo } | null {
  if (prescriptionId === null || key === null) return null;
  const prescription = season.prescriptionsById.get(prescriptionId);
  const line = prescription?.lines.find((l) => l.key === key);
  return prescription && line ? { prescription, line } : null;
}

/** What the check counts of an application (withdrawn ones are not counted). */
export function recordedOf(season: AreaSeason, a: LoadedApplication): RecordedApplication {
  if (a.rct) {
    const r = a.rct;
    const found = lineOf(season, r.prescriptionId, r.prescriptionLineKey);
    return {
      id: `rct:${a.id}`,
      date: r.appliedOn,
      lineKey: lineKeyOf(r.prescriptionId, r.prescriptionLineKey),
      licenceId: r.licenceId,
      tradeName: r.productName,
      activeSubstances: found ? seasonLineOf(found.prescription, found.line).activeSubstances : (season.substances.get(r.licenceId) ?? []),
      amount: r.amount,
      amountUnit: r.amountUnit,
      decares: r.decares,
      phiDays: found ? found.line.snapshot.phiDays : null,
    };
  }
  const t = a.trc!;
  // A stage without its prescription line: the season's line of the same product, if any.
  const found = lineOf(season, t.prescriptionId, t.lineKey) ?? sameProductLine(season, t.licenceId, a.date);
  const line = found ? seasonLineOf(found.prescription, found.line) : null;
  return {
    id: `trc:${a.id}`,
    date: a.date,
    lineKey: line?.key ?? null,
    licenceId: t.licenceId,
    tradeName: t.productName ?? season.licenceNames.get(t.licenceId) ?? '',
    activeSubstances: line?.activeSubstances ?? season.substances.get(t.licenceId) ?? [],
    // A stage records the dose, not the amount used: nothing to compare with the line's amount.
    amount: 0,
    amountUnit: line?.amountUnit ?? 'ml',
    decares: 1,
    phiDays: t.phiDays,
  };
}

function sameProductLine(season: AreaSeason, licenceId: number, date: string) {
  const candidates = season.prescriptions.filter((p) => p.state === 'issued' && p.startDate <= date).reverse();
  for (const p of candidates) {
    const line = p.lines.find((l) => l.licenceId === licenceId);
    if (line) return { prescription: p, line };
  }
  return null;
}

const inSeason = (season: AreaSeason, date: string) => date.slice(0, 4) === String(season.season);

/** The applications the season counts: in the season, not withdrawn. */
export const countedApplications = (season: AreaSeason) => season.applications.filter((a) => inSeason(season, a.date) && !a.rct?.withdrawnAt);

/** The planned harvest the season is checked against: the newest issued prescription's that gives one. */
export function plannedHarvestOf(season: AreaSeason): string | null {
  const issued = [...season.prescriptions].filter((p) => p.state === 'issued' && !p.deleted && p.plannedHarvestDate).sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  return issued.at(-1)?.plannedHarvestDate ?? null;
}

/**
 * The check's record: every line of the season's issued prescriptions (planned when not yet
 * recorded); a cancelled prescription's or another season's line only where an application
 * carries it out (what was done counts, what was planned on it no longer does).
 */
export function seasonRecordOf(season: AreaSeason, applications: RecordedApplication[]): SeasonRecord {
  const lines: SeasonLine[] = season.prescriptions.filter((p) => p.state === 'issued' && !p.deleted).flatMap((p) => p.lines.map((l) => seasonLineOf(p, l)));
  const have = new Set(lines.map((l) => l.key));
  for (const a of applications) {
    if (a.lineKey === null || have.has(a.lineKey)) continue;
    const [prescriptionId, ...rest] = a.lineKey.split(':');
    const found = lineOf(season, Number(prescriptionId), rest.join(':'));
    if (!found) continue;
    lines.push(seasonLineOf(found.prescription, found.line));
    have.add(a.lineKey);
  }
  return { lines, applications, plannedHarvestDate: plannedHarvestOf(season), harvests: [] };
}

const findingId = (f: FindingDto) => `${f.code}|${f.message}`;

/** What one application adds to the season's findings: its own flags and the season's limits it crosses. */
export function flagsOfApplication(record: SeasonRecord, id: string | number): FindingDto[] {
  const without = new Set(checkSeason({ ...record, applications: record.applications.filter((a) => a.id !== id), harvests: [] }).findings.map(findingId));
  return checkSeason({ ...record, harvests: [] }).findings.filter((f) => !without.has(findingId(f)));
}

/** A harvest inside the waiting period of an application done before it. */
export function flagsOfHarvest(applications: RecordedApplication[], harvest: HarvestRecord): FindingDto[] {
  return checkSeason({ lines: [], applications, plannedHarvestDate: null, harvests: [harvest] }).findings.filter((f) => f.code === 'HARVEST_IN_WAITING_PERIOD');
}

/** Every application not withdrawn (the look-back included), for the harvests' waiting periods. */
export const doneApplications = (season: AreaSeason) => season.applications.filter((a) => !a.rct?.withdrawnAt).map((a) => recordedOf(season, a));
