// The season on an area counted from what was done: each prescription line counts by its
// recorded applications when it has any, by its planned date otherwise, and every count and
// finding says which it used. The limits are the prescription checks' (rules/applications,
// interval, resistance, phi): the label's maximum per season for the product and for each
// of its substances through any product; the label's minimum interval; no two applications
// in a row of the same mode-of-action group; application + PHI ≤ harvest (harvesting on the
// last day of the PHI is allowed). The register adds its flags: an application outside what
// the prescription allows (another product, more than the prescribed amount for the area
// sprayed, a date leaving the PHI short of the planned harvest) and a harvest inside the
// waiting period of a recorded application. Pure functions over plain data.
import { finding, SEVERITY_ORDER } from './findings';
import { moaGroupsOf } from './moa';
import type { ActiveSubstanceInfo, Finding, IsoDate } from './types';
import { amountUnitOf } from './units';
import { addDays, daysBetween, formatDate, isoDate } from './util/dates';
import { clean, exceeds, formatNumber, joinTr } from './util/numbers';

type Substance = Pick<ActiveSubstanceInfo, 'id' | 'name' | 'moaScheme' | 'moaCode'>;

/** A line of an issued prescription on the area this season, with its label's limits. */
export interface SeasonLine {
  /** The prescription line's id; recorded applications name it. */
  key: string;
  prescriptionId: number;
  prescriptionNo: string | null;
  licenceId: number;
  tradeName: string;
  activeSubstances: Substance[];
  plannedDate: IsoDate;
  /** Per season (label); null: none set. */
  maxApplications: number | null;
  /** Minimum days between two applications (label); null: none set. */
  applicationIntervalDays: number | null;
  /** Pre-harvest interval in days (label); null: not applicable. */
  phiDays: number | null;
  /** The most product the line allows per decare (its dose per decare), in `amountUnit`; null: the dose is not per area (seed, tree). */
  amountPerDecare: number | null;
  /** ml, L, g, kg. */
  amountUnit: string;
}

/** An application recorded in the register. */
export interface RecordedApplication {
  id: number | string;
  date: IsoDate;
  /** The prescription line it carries out; null: none (a product applied without a prescription). */
  lineKey: string | null;
  /** The product actually applied. */
  licenceId: number;
  tradeName: string;
  activeSubstances: Substance[];
  /** The amount of product used, in `amountUnit`. */
  amount: number;
  amountUnit: string;
  /** The area sprayed. */
  decares: number;
  /** The product's PHI when no line of the same product gives it (a product not prescribed). */
  phiDays?: number | null;
}

export interface HarvestRecord {
  id: number | string;
  date: IsoDate;
}

export interface SeasonRecord {
  lines: SeasonLine[];
  applications: RecordedApplication[];
  plannedHarvestDate: IsoDate | null;
  harvests: HarvestRecord[];
}

export type CountSource = 'recorded' | 'planned';

/** One application of one product on one day, as counted. */
export interface SeasonEvent {
  date: IsoDate;
  source: CountSource;
  licenceId: number;
  tradeName: string;
  activeSubstances: Substance[];
  /** The prescription line (a planned event, or the line a record carries out). */
  lineKey: string | null;
  /** The record, for a recorded event. */
  applicationId: number | string | null;
}

export interface ApplicationCount {
  kind: 'product' | 'substance';
  /** The licence or the active substance. */
  id: number;
  name: string;
  /** Days with an application of it (two records or lines on one day are one application). */
  count: number;
  maxApplications: number | null;
  /** Recorded applications alone, planned dates alone, or both. */
  source: CountSource | 'both';
  dates: { date: IsoDate; source: CountSource }[];
  /** 'Konfidor SC 350: 2 uygulama (kayıtlı: 01.05.2026; planlanan: 20.05.2026); sezonda en fazla 2.' */
  text: string;
}

export interface SeasonCheck {
  /** In date order. */
  events: SeasonEvent[];
  counts: ApplicationCount[];
  /** Errors, then warnings; within each: counts, intervals, resistance, then the records' flags. */
  findings: Finding[];
}

const byDate = <T extends { date: IsoDate }>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
const SOURCE_TEXT: Record<CountSource, string> = { recorded: 'kayıtlı', planned: 'planlanan' };
const unitText = (unit: string) => (unit.trim().toLowerCase() === 'l' ? 'L' : unit.trim());

/** Recorded applications where a line has them, its planned date otherwise; every record counts. */
export function seasonEvents(record: SeasonRecord): SeasonEvent[] {
  const recordedLines = new Set(record.applications.map((a) => a.lineKey));
  const recorded: SeasonEvent[] = record.applications.map((a) => ({
    date: isoDate(a.date),
    source: 'recorded',
    licenceId: a.licenceId,
    tradeName: a.tradeName,
    activeSubstances: a.activeSubstances,
    lineKey: a.lineKey,
    applicationId: a.id,
  }));
  const planned: SeasonEvent[] = record.lines
    .filter((l) => !recordedLines.has(l.key))
    .map((l) => ({ date: isoDate(l.plannedDate), source: 'planned', licenceId: l.licenceId, tradeName: l.tradeName, activeSubstances: l.activeSubstances, lineKey: l.key, applicationId: null }));
  return [...recorded, ...planned].sort((a, b) => byDate(a, b) || (a.source === b.source ? 0 : a.source === 'recorded' ? -1 : 1));
}

/** One per day, a recorded one before a planned one. */
function perDay(events: readonly SeasonEvent[]): SeasonEvent[] {
  const days = new Map<IsoDate, SeasonEvent>();
  for (const e of events) if (!days.has(e.date)) days.set(e.date, e);
  return [...days.values()];
}

function sourceOf(events: readonly SeasonEvent[]): CountSource | 'both' {
  const sources = new Set(events.map((e) => e.source));
  return sources.size > 1 ? 'both' : (events[0]?.source ?? 'planned');
}

/** '(kayıtlı: 01.05.2026; planlanan: 20.05.2026)', with the product names when `named`. */
function datesText(events: readonly SeasonEvent[], named = false): string {
  const part = (source: CountSource) => {
    const of = events.filter((e) => e.source === source);
    return of.length === 0 ? [] : [`${SOURCE_TEXT[source]}: ${of.map((e) => (named ? `${e.tradeName} ${formatDate(e.date)}` : formatDate(e.date))).join(', ')}`];
  };
  return `(${[...part('recorded'), ...part('planned')].join('; ')})`;
}

const doneText = (source: CountSource | 'both') => (source === 'recorded' ? 'uygulandı' : source === 'planned' ? 'uygulanacak' : 'uygulandı ya da uygulanacak');

const smallest = (values: readonly (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.min(...present);
};

function counts(record: SeasonRecord, events: readonly SeasonEvent[]): { counts: ApplicationCount[]; findings: Finding[] } {
  const out: ApplicationCount[] = [];
  const findings: Finding[] = [];
  const make = (kind: ApplicationCount['kind'], id: number, name: string, of: SeasonEvent[], max: number | null): ApplicationCount => {
    const days = perDay(of);
    const source = sourceOf(days);
    const limit = max === null ? '' : `; sezonda en fazla ${max}`;
    return { kind, id, name, count: days.length, maxApplications: max, source, dates: days.map(({ date, source: s }) => ({ date, source: s })), text: `${name}: ${days.length} uygulama ${datesText(days)}${limit}.` };
  };

  const products = new Map<number, string>(events.map((e) => [e.licenceId, e.tradeName]));
  for (const [licenceId, tradeName] of products) {
    const max = smallest(record.lines.filter((l) => l.licenceId === licenceId).map((l) => l.maxApplications));
    const count = make('product', licenceId, tradeName, events.filter((e) => e.licenceId === licenceId), max);
    out.push(count);
    if (max !== null && count.count > max) {
      const days = perDay(events.filter((e) => e.licenceId === licenceId));
      findings.push(
        finding(
          'error',
          'MAX_APPLICATIONS_EXCEEDED',
          `${tradeName} bu sezon ${count.count} kez ${doneText(count.source)} ${datesText(days)}; ruhsatta sezonda en fazla ${max} uygulama var.`,
          { tradeName, count: count.count, maxApplications: max, source: count.source, dates: days.map((e) => formatDate(e.date)).join(', ') },
        ),
      );
    }
  }

  const substances = new Map<number, string>(events.flatMap((e) => e.activeSubstances.map((s) => [s.id, s.name] as const)));
  for (const [substanceId, name] of substances) {
    const of = events.filter((e) => e.activeSubstances.some((s) => s.id === substanceId));
    const max = smallest(record.lines.filter((l) => l.activeSubstances.some((s) => s.id === substanceId)).map((l) => l.maxApplications));
    const count = make('substance', substanceId, name, of, max);
    out.push(count);
    // Through one product alone, the product's count has said it.
    if (max === null || count.count <= max || new Set(of.map((e) => e.licenceId)).size < 2) continue;
    const days = perDay(of);
    findings.push(
      finding(
        'error',
        'SUBSTANCE_MAX_APPLICATIONS_EXCEEDED',
        `${name} bu sezon ${count.count} kez ${doneText(count.source)} ${datesText(days, true)}; bu etken maddeyi taşıyan ürünlerin ruhsatında sezonda en fazla ${max} uygulama var.`,
        { substance: name, count: count.count, maxApplications: max, source: count.source, products: [...new Set(days.map((e) => e.tradeName))].join(', ') },
      ),
    );
  }
  return { counts: out, findings };
}

function intervals(record: SeasonRecord, events: readonly SeasonEvent[]): Finding[] {
  const out: Finding[] = [];
  for (const licenceId of new Set(events.map((e) => e.licenceId))) {
    const intervalsOfLines = record.lines.filter((l) => l.licenceId === licenceId).map((l) => l.applicationIntervalDays);
    const interval = intervalsOfLines.some((d) => d !== null) ? Math.max(...intervalsOfLines.filter((d): d is number => d !== null)) : null;
    if (!interval) continue;
    const days = perDay(events.filter((e) => e.licenceId === licenceId));
    days.slice(1).forEach((b, i) => {
      const a = days[i]!;
      const gap = daysBetween(a.date, b.date);
      if (gap >= interval) return;
      out.push(
        finding(
          'warning',
          'APPLICATION_INTERVAL_TOO_SHORT',
          `${b.tradeName}: ${formatDate(a.date)} (${SOURCE_TEXT[a.source]}) ve ${formatDate(b.date)} (${SOURCE_TEXT[b.source]}) uygulamaları arasında ${gap} gün var; ruhsata göre en az ${interval} gün olmalı, ${interval - gap} gün eksik.`,
          { tradeName: b.tradeName, firstDate: formatDate(a.date), secondDate: formatDate(b.date), days: gap, intervalDays: interval, daysShort: interval - gap, source: sourceOf([a, b]) },
        ),
      );
    });
  }
  return out;
}

/** Each application day against the one before it: a product sharing a group with the day before's. */
function resistance(events: readonly SeasonEvent[]): Finding[] {
  const out: Finding[] = [];
  const dates = [...new Set(events.map((e) => e.date))];
  dates.slice(1).forEach((date, i) => {
    const before = events.filter((e) => e.date === dates[i]);
    const seen = new Set<number>();
    for (const e of events.filter((x) => x.date === date)) {
      if (seen.has(e.licenceId)) continue;
      seen.add(e.licenceId);
      const groups = moaGroupsOf(e.activeSubstances);
      const hits = before.filter((p) => moaGroupsOf(p.activeSubstances).some((g) => groups.some((o) => o.key === g.key)));
      if (hits.length === 0) continue;
      const shared = groups.filter((g) => hits.some((p) => moaGroupsOf(p.activeSubstances).some((o) => o.key === g.key)));
      const labels = [...new Set(shared.map((g) => g.label))].join(', ');
      const previous = [...new Map(hits.map((p) => [p.licenceId, p])).values()];
      out.push(
        finding(
          'warning',
          'RESISTANCE_SAME_MOA',
          `${e.tradeName} (${labels}, ${formatDate(date)}, ${SOURCE_TEXT[e.source]}) bir önceki uygulamayla (${previous.map((p) => `${p.tradeName}, ${formatDate(p.date)}, ${SOURCE_TEXT[p.source]}`).join('; ')}) aynı etki grubunda; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.`,
          { tradeName: e.tradeName, groups: labels, date: formatDate(date), lastApplicationDate: formatDate(dates[i]!), lastProducts: joinTr(previous.map((p) => p.tradeName)), source: sourceOf([e, ...previous]) },
        ),
      );
    }
  });
  return out;
}

/** The line a record carries out, when it is of the line's product. */
function lineOf(record: SeasonRecord, a: RecordedApplication): SeasonLine | null {
  const line = a.lineKey === null ? undefined : record.lines.find((l) => l.key === a.lineKey);
  return line && line.licenceId === a.licenceId ? line : null;
}

function phiOf(record: SeasonRecord, a: RecordedApplication): number | null {
  if (a.phiDays !== undefined) return a.phiDays;
  const line = lineOf(record, a);
  if (line) return line.phiDays;
  // Not carried out under its line: the longest PHI a line of the same product gives.
  const phis = record.lines.filter((l) => l.licenceId === a.licenceId && l.phiDays !== null).map((l) => l.phiDays!);
  return phis.length > 0 ? Math.max(...phis) : null;
}

/** More product than the line allows for the area sprayed, compared in the unit recorded. */
function amountFlag(a: RecordedApplication, line: SeasonLine): Finding | null {
  if (line.amountPerDecare === null) return null;
  const date = isoDate(a.date);
  const base = { tradeName: a.tradeName, applicationDate: formatDate(date), source: 'recorded' };
  const used = amountUnitOf(a.amountUnit);
  const prescribed = amountUnitOf(line.amountUnit);
  const sameText = a.amountUnit.trim().toLowerCase() === line.amountUnit.trim().toLowerCase();
  const allowed = clean(line.amountPerDecare * a.decares);
  let allowedInUsed: number;
  if (used && prescribed && used.dimension === prescribed.dimension) allowedInUsed = clean((allowed * prescribed.factor) / used.factor);
  else if (sameText) allowedInUsed = allowed;
  else {
    return finding(
      'warning',
      'APPLICATION_AMOUNT_NOT_COMPARABLE',
      `${formatDate(date)} tarihinde uygulanan miktar ${formatNumber(a.amount)} ${unitText(a.amountUnit)}, reçetedeki miktar ise ${unitText(line.amountUnit)} cinsinden; karşılaştırılamıyor (${a.tradeName}).`,
      { ...base, amount: a.amount, amountUnit: unitText(a.amountUnit), prescribedUnit: unitText(line.amountUnit) },
    );
  }
  if (!exceeds(a.amount, allowedInUsed)) return null;
  const unit = unitText(a.amountUnit);
  const excess = clean(a.amount - allowedInUsed);
  return finding(
    'error',
    'APPLICATION_AMOUNT_ABOVE_PRESCRIBED',
    `Uygulanan miktar ${formatNumber(a.amount)} ${unit}, reçetedeki en çok ${formatNumber(allowedInUsed)} ${unit} (${formatNumber(a.decares)} dekar için); ${formatNumber(excess)} ${unit} fazla (${a.tradeName}, ${formatDate(date)}).`,
    { ...base, amount: a.amount, amountUnit: unit, prescribedMax: allowedInUsed, decares: a.decares, excess },
  );
}

/** A recorded application outside its prescription: another product, more than the amount, the PHI short of the planned harvest. */
function applicationFlags(record: SeasonRecord): Finding[] {
  const out: Finding[] = [];
  const harvest = record.plannedHarvestDate ? isoDate(record.plannedHarvestDate) : null;
  for (const a of [...record.applications].sort(byDate)) {
    const date = isoDate(a.date);
    const line = lineOf(record, a);
    const base = { tradeName: a.tradeName, applicationDate: formatDate(date), source: 'recorded' };
    if (!line) {
      const prescribed = a.lineKey === null ? undefined : record.lines.find((l) => l.key === a.lineKey);
      const names = prescribed ? prescribed.tradeName : joinTr([...new Set(record.lines.map((l) => l.tradeName))]);
      out.push(
        finding(
          'error',
          'APPLICATION_NOT_PRESCRIBED',
          prescribed
            ? `${formatDate(date)} tarihinde uygulanan ürün ${a.tradeName}, reçetede yazılı ürün ise ${names}.`
            : `${formatDate(date)} tarihinde uygulanan ${a.tradeName} bu sezonun reçetelerinde yok${names ? ` (reçetelerdeki ürünler: ${names})` : ''}.`,
          { ...base, ...(prescribed ? { prescribedProduct: names } : {}) },
        ),
      );
    }
    const amount = line ? amountFlag(a, line) : null;
    if (amount) out.push(amount);
    const phi = phiOf(record, a);
    if (harvest !== null && phi !== null && date <= harvest) {
      const earliest = addDays(date, phi);
      if (earliest > harvest) {
        out.push(
          finding(
            'error',
            'APPLICATION_PHI_SHORT_OF_HARVEST',
            `Hasat aralığı ${phi} gün: ${formatDate(date)} tarihinde kaydedilen uygulamadan sonra hasat en erken ${formatDate(earliest)} tarihinde yapılabilir, planlanan hasat ise ${formatDate(harvest)}; hasat ${daysBetween(harvest, earliest)} gün erken (${a.tradeName}).`,
            { ...base, phiDays: phi, earliestHarvest: formatDate(earliest), plannedHarvestDate: formatDate(harvest), daysShort: daysBetween(harvest, earliest) },
          ),
        );
      }
    }
  }
  return out;
}

/** A line without a record, its planned date + PHI against the planned harvest. */
function plannedPhi(record: SeasonRecord, events: readonly SeasonEvent[]): Finding[] {
  const harvest = record.plannedHarvestDate ? isoDate(record.plannedHarvestDate) : null;
  if (harvest === null) return [];
  const out: Finding[] = [];
  for (const e of events) {
    const line = e.source === 'planned' ? record.lines.find((l) => l.key === e.lineKey) : undefined;
    if (!line || line.phiDays === null) continue;
    const earliest = addDays(e.date, line.phiDays);
    if (earliest <= harvest) continue;
    out.push(
      finding(
        'error',
        'PHI_EXCEEDS_HARVEST',
        `Hasat aralığı ${line.phiDays} gün: ${formatDate(e.date)} tarihinde planlanan uygulamadan sonra hasat en erken ${formatDate(earliest)} tarihinde yapılabilir, planlanan hasat ise ${formatDate(harvest)}; hasat ${daysBetween(harvest, earliest)} gün erken (${line.tradeName}).`,
        { tradeName: line.tradeName, phiDays: line.phiDays, applicationDate: formatDate(e.date), earliestHarvest: formatDate(earliest), plannedHarvestDate: formatDate(harvest), daysShort: daysBetween(harvest, earliest), source: 'planned' },
      ),
    );
  }
  return out;
}

/** A recorded harvest inside the waiting period of a recorded application on or before it. */
function harvestFlags(record: SeasonRecord): Finding[] {
  const out: Finding[] = [];
  for (const h of [...record.harvests].sort(byDate)) {
    const harvest = isoDate(h.date);
    for (const a of [...record.applications].sort(byDate)) {
      const date = isoDate(a.date);
      const phi = phiOf(record, a);
      if (phi === null || date > harvest) continue;
      const earliest = addDays(date, phi);
      if (earliest <= harvest) continue;
      out.push(
        finding(
          'error',
          'HARVEST_IN_WAITING_PERIOD',
          `${formatDate(harvest)} tarihindeki hasat, ${formatDate(date)} tarihinde uygulanan ${a.tradeName} için ${phi} günlük hasat aralığının içinde; hasat en erken ${formatDate(earliest)} tarihinde yapılabilirdi, ${daysBetween(harvest, earliest)} gün erken.`,
          { harvestDate: formatDate(harvest), tradeName: a.tradeName, applicationDate: formatDate(date), phiDays: phi, earliestHarvest: formatDate(earliest), daysShort: daysBetween(harvest, earliest), source: 'recorded' },
        ),
      );
    }
  }
  return out;
}

export function checkSeason(record: SeasonRecord): SeasonCheck {
  const events = seasonEvents(record);
  const counted = counts(record, events);
  const findings = [...counted.findings, ...intervals(record, events), ...resistance(events), ...applicationFlags(record), ...plannedPhi(record, events), ...harvestFlags(record)];
  return { events, counts: counted.counts, findings: findings.map((f, i) => ({ f, i })).sort((a, b) => SEVERITY_ORDER[a.f.severity] - SEVERITY_ORDER[b.f.severity] || a.i - b.i).map(({ f }) => f) };
}
