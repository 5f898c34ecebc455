// Pre-harvest interval (PHI, "son ilaçlama ile hasat arası süre"): application date + PHI
// days ≤ planned harvest date. Harvesting exactly on the last day of the PHI is allowed;
// one day earlier the residue may still be above the MRL the PHI was set to meet.
import { finding } from '../findings';
import type { Finding } from '../types';
import { addDays, daysBetween, formatDate, isoDate } from '../util/dates';
import { lineLabel, lineParams, registeredUse, type Rule } from './common';

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
