// The crop season on an area: the window in which earlier applications count against a
// label's maximum, the interval between applications, the resistance rotation and the waiting
// period before the harvest. What counts is what was done: a prescription line with recorded
// applications (the register, a TRC lot's spraying) counts by them, one without by its planned
// date, and the findings say which (`sourceTag`).
import type { AppliedSource, CheckContext, IsoDate, PriorApplication } from './types';
import { addDays, addYears, formatDate, isoDate } from './util/dates';

/**
 * The current crop's season starts at the area's planting date when that is on or before
 * the application date and within 12 months before it (this crop was planted then);
 * otherwise (no planting date, a future one, or a perennial planted years ago) the season
 * is the 365 days before the application date.
 */
export function seasonStartOf(applicationDate: IsoDate, plantingDate: IsoDate | null): IsoDate {
  const application = isoDate(applicationDate);
  if (plantingDate) {
    const planting = isoDate(plantingDate);
    if (planting <= application && planting >= addYears(application, -1)) return planting;
  }
  return addDays(application, -365);
}

/**
 * The earlier applications on the area that belong to this crop's season: from the season's
 * start up to the application date, or up to the planned harvest when one is known (an
 * issued prescription dated later in the same crop counts too). An application recorded
 * for another plant belongs to another crop (the one before a replanting) and does not count.
 */
export function seasonApplications(ctx: CheckContext): PriorApplication[] {
  const application = isoDate(ctx.applicationDate);
  const start = seasonStartOf(application, ctx.area?.plantingDate ?? null);
  const harvest = ctx.plannedHarvestDate ? isoDate(ctx.plannedHarvestDate) : null;
  const end = harvest !== null && harvest > application ? harvest : application;
  return appliedOrPlanned(ctx.priorApplications).filter((p) => {
    const date = isoDate(p.date);
    return date >= start && date <= end && (p.plantId === null || p.plantId === ctx.plant.id);
  });
}

export const sourceOf = (p: Pick<PriorApplication, 'source'>): AppliedSource => p.source ?? 'planned';

const lineOf = (p: PriorApplication) => (p.prescriptionId !== null && p.lineKey ? `${p.prescriptionId}:${p.lineKey}` : null);

/**
 * Every recorded application, and each planned line that has none: a line carried out is
 * counted on the days it was applied, not on the day it was planned for.
 */
export function appliedOrPlanned(applications: readonly PriorApplication[]): PriorApplication[] {
  const recordedLines = new Set(applications.filter((p) => sourceOf(p) === 'recorded').map(lineOf).filter((k): k is string => k !== null));
  return applications.filter((p) => {
    if (sourceOf(p) === 'recorded') return true;
    const line = lineOf(p);
    return line === null || !recordedLines.has(line);
  });
}

/**
 * Distinct application events: a planned prescription is one event however many lines name
 * the product; recorded applications are one event per day (two records on one day are one
 * application, as the register counts them).
 */
export function distinctPrescriptions(applications: readonly PriorApplication[]): PriorApplication[] {
  const seen = new Map<string, PriorApplication>();
  for (const a of applications) {
    const key = sourceOf(a) === 'recorded' || a.prescriptionId === null ? `d:${isoDate(a.date)}` : `p:${a.prescriptionId}`;
    if (!seen.has(key)) seen.set(key, a);
  }
  return [...seen.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** What a finding says it used. */
export const SOURCE_TAG: Record<AppliedSource, string> = { recorded: 'kayıtlı uygulama', planned: 'planlanan' };

/** 'recorded', 'planned' or 'both' for a finding's params. */
export function sourcesOf(applications: readonly Pick<PriorApplication, 'source'>[]): AppliedSource | 'both' {
  const sources = new Set(applications.map(sourceOf));
  return sources.size > 1 ? 'both' : (applications[0] ? sourceOf(applications[0]) : 'planned');
}

/** 'kayıtlı uygulama 01.04.2026; planlanan 20.04.2026' (with the product names when `named`). */
export function datesBySource(applications: readonly PriorApplication[], named = false): string {
  return (['recorded', 'planned'] as const)
    .map((source) => {
      const of = applications.filter((p) => sourceOf(p) === source);
      return of.length === 0 ? null : `${SOURCE_TAG[source]} ${of.map((p) => (named ? `${p.tradeName} ${formatDate(p.date)}` : formatDate(p.date))).join(', ')}`;
    })
    .filter((s): s is string => s !== null)
    .join('; ');
}
