// Pre-harvest interval (PHI, "son ilaçlama ile hasat arası süre"): application date + PHI
// days ≤ planned harvest date. Harvesting exactly on the last day of the PHI is allowed;
// one day earlier the residue may still be above the MRL the PHI was set to meet. The planned
// harvest is also judged against the earlier applications on the area this season: recorded
// ones where a line was carried out (an error: the product is on the crop), planned dates of
// lines without a record otherwise (a warning: it may still move); the message says which.
import { finding } from '../findings';
import { seasonApplications, SOURCE_TAG, sourceOf, sourcesOf } from '../season';
import type { CheckContext, Finding } from '../types';
import { addDays, daysBetween, formatDate, isoDate } from '../util/dates';
import { lineLabel, lineParams, registeredUse, type Rule } from './common';

/** The planned harvest inside the waiting period of an earlier application this season: one finding naming them all. */
function priorPhi(ctx: CheckContext, harvest: string): Finding[] {
  const short = seasonApplications(ctx)
    .filter((p) => typeof p.phiDays === 'number' && isoDate(p.date) <= harvest && addDays(isoDate(p.date), p.phiDays) > harvest)
    .map((p) => ({ p, earliest: addDays(isoDate(p.date), p.phiDays!) }))
    .sort((a, b) => (a.p.date < b.p.date ? -1 : a.p.date > b.p.date ? 1 : 0));
  if (short.length === 0) return [];
  const latest = short.reduce((a, b) => (b.earliest > a.earliest ? b : a)).earliest;
  const recorded = short.some(({ p }) => sourceOf(p) === 'recorded');
  const list = short.map(({ p, earliest }) => `${p.tradeName} ${formatDate(p.date)} (${SOURCE_TAG[sourceOf(p)]}, ${p.phiDays} gün, hasat en erken ${formatDate(earliest)})`).join('; ');
  return [
    finding(
      recorded ? 'error' : 'warning',
      'PRIOR_PHI_EXCEEDS_HARVEST',
      `Planlanan hasat (${formatDate(harvest)}) bu alandaki önceki uygulamaların hasat aralığı içinde: ${list}; hasat en erken ${formatDate(latest)} tarihinde yapılabilir, ${daysBetween(harvest, latest)} gün erken.`,
      {
        plannedHarvestDate: formatDate(harvest),
        earliestHarvest: formatDate(latest),
        daysShort: daysBetween(harvest, latest),
        products: [...new Set(short.map(({ p }) => p.tradeName))].join(', '),
        source: sourcesOf(short.map(({ p }) => p)),
      },
    ),
  ];
}

export const phiRule: Rule = (ctx) => {
  const application = isoDate(ctx.applicationDate);
  const harvest = ctx.plannedHarvestDate ? isoDate(ctx.plannedHarvestDate) : null;
  const out: Finding[] = [];
  let longest: { days: number; tradeName: string } | null = null;
  for (const line of ctx.lines) {
    const phi = registeredUse(ctx, line)?.phiDays ?? null;
    if (phi === null) continue;
    if (phi > 0 && (!longest || phi > longest.days)) longest = { days: phi, tradeName: line.licence.tradeName };
    if (harvest === null) continue;
    const earliest = addDays(application, phi);
    if (earliest <= harvest) continue;
    const left = daysBetween(application, harvest);
    const gap = left > 0 ? `uygulamadan ${left} gün sonra` : left < 0 ? `uygulamadan ${-left} gün önce` : 'uygulamayla aynı gün';
    const daysShort = daysBetween(harvest, earliest);
    out.push(
      finding(
        'error',
        'PHI_EXCEEDS_HARVEST',
        `Hasat aralığı ${phi} gün: ${formatDate(application)} uygulamasından sonra hasat en erken ${formatDate(earliest)} tarihinde yapılabilir, planlanan hasat ise ${formatDate(harvest)}, ${gap}; hasat ${daysShort} gün erken (${lineLabel(line)}).`,
        { ...lineParams(line), phiDays: phi, applicationDate: formatDate(application), earliestHarvest: formatDate(earliest), plannedHarvestDate: formatDate(harvest), daysToHarvest: left, daysShort },
        line.key,
      ),
    );
  }
  if (harvest !== null) out.push(...priorPhi(ctx, harvest));
  // Without a harvest date nobody can tell whether the PHI will be kept: the prescriber
  // states the earliest harvest instead (once for the prescription, by its longest PHI).
  if (harvest === null && longest) {
    const earliest = addDays(application, longest.days);
    out.push(
      finding(
        'warning',
        'HARVEST_DATE_MISSING',
        `Planlanan hasat tarihi girilmedi; en uzun hasat aralığı ${longest.days} gün (${longest.tradeName}), hasat en erken ${formatDate(earliest)} tarihinde yapılabilir.`,
        { phiDays: longest.days, tradeName: longest.tradeName, earliestHarvest: formatDate(earliest) },
      ),
    );
  }
  return out;
};
