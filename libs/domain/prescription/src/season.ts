// The crop season on an area: the window in which earlier applications count against a
// label's maximum, the interval between applications and the resistance rotation.
import type { CheckContext, IsoDate, PriorApplication } from './types';
import { addDays, addYears, isoDate } from './util/dates';

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
  return ctx.priorApplications.filter((p) => {
    const date = isoDate(p.date);
    return date >= start && date <= end && (p.plantId === null || p.plantId === ctx.plant.id);
  });
}

/** Distinct earlier prescriptions among the applications (one prescription is one application event). */
export function distinctPrescriptions(applications: readonly PriorApplication[]): PriorApplication[] {
  const seen = new Map<number, PriorApplication>();
  for (const a of applications) if (!seen.has(a.prescriptionId)) seen.set(a.prescriptionId, a);
  return [...seen.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
