// Applications this season ≤ the label's maximum, counting the earlier prescriptions on the
// area: of the product itself, and of each of its active substances through any product
// (the maximum was set with the residue trials for the substance; switching brands does
// not reset it). This prescription is one more application, however many lines name it. The
// earlier ones are what was done (recorded applications, planned dates of lines without any),
// and the message says which.
import { finding } from '../findings';
import { datesBySource, distinctPrescriptions, seasonApplications, seasonStartOf, sourcesOf } from '../season';
import type { Finding, PriorApplication } from '../types';
import { formatDate } from '../util/dates';
import { lineLabel, lineParams, registeredUse, type Rule } from './common';

const dates = (applications: readonly PriorApplication[]) => applications.map((p) => formatDate(p.date)).join(', ');

export const applicationsRule: Rule = (ctx) => {
  const season = seasonApplications(ctx);
  const seasonStart = formatDate(seasonStartOf(ctx.applicationDate, ctx.area?.plantingDate ?? null));
  const out: Finding[] = [];
  const reportedLicences = new Set<number>();
  for (const line of ctx.lines) {
    const use = registeredUse(ctx, line);
    const max = use?.maxApplications ?? null;
    if (max === null) continue;
    const sameProduct = distinctPrescriptions(season.filter((p) => p.licenceId === line.licence.id));
    const productCount = sameProduct.length + 1;
    if (productCount > max) {
      if (reportedLicences.has(line.licence.id)) continue;
      reportedLicences.add(line.licence.id);
      out.push(
        finding(
          'error',
          'MAX_APPLICATIONS_EXCEEDED',
          `${line.licence.tradeName} bu alanda bu sezon (${seasonStart} tarihinden bu yana) ${productCount}. kez uygulanacak (önceki: ${datesBySource(sameProduct)}); ruhsatta sezonda en fazla ${max} uygulama var (${lineLabel(line)}).`,
          { ...lineParams(line), count: productCount, maxApplications: max, seasonStart, previousDates: dates(sameProduct), source: sourcesOf(sameProduct) },
          line.key,
        ),
      );
      continue;
    }
    // The same substances through other products.
    const exceeded: { name: string; count: number; earlier: PriorApplication[] }[] = [];
    for (const s of line.licence.activeSubstances) {
      const earlier = distinctPrescriptions(season.filter((p) => p.activeSubstances.some((a) => a.id === s.id)));
      if (earlier.length + 1 > max) exceeded.push({ name: s.name, count: earlier.length + 1, earlier });
    }
    if (exceeded.length === 0) continue;
    const parts = exceeded.map((e) => `${e.name} ${e.count}. kez uygulanacak (önceki: ${datesBySource(e.earlier, true)})`);
    out.push(
      finding(
        'error',
        'SUBSTANCE_MAX_APPLICATIONS_EXCEEDED',
        `Bu alanda bu sezon (${seasonStart} tarihinden bu yana) ${parts.join('; ')}; bu kullanımda sezonda en fazla ${max} uygulama ruhsatlı (${lineLabel(line)}).`,
        { ...lineParams(line), substances: exceeded.map((e) => e.name).join(', '), count: Math.max(...exceeded.map((e) => e.count)), maxApplications: max, seasonStart, source: sourcesOf(exceeded.flatMap((e) => e.earlier)) },
        line.key,
      ),
    );
  }
  return out;
};
