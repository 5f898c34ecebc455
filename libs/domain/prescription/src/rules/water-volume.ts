// The spray water is within the label's range (L/da). Too little water leaves the crop
// poorly covered; too much runs off the leaves, and with a per-100-L dose every extra litre
// carries more product onto each decare than the label foresaw. A warning: the dose check
// already holds the amount of product, the water is how it is applied.
import { finding } from '../findings';
import type { Finding } from '../types';
import { clean, exceeds, fallsShort, formatNumber } from '../util/numbers';
import { lineLabel, lineParams, registeredUse, type Rule } from './common';

export const waterVolumeRule: Rule = (ctx) => {
  const out: Finding[] = [];
  for (const line of ctx.lines) {
    const use = registeredUse(ctx, line);
    const water = line.waterVolume;
    if (!use || water === null) continue;
    const { waterVolumeMin: min, waterVolumeMax: max } = use;
    const below = min !== null && fallsShort(water, min);
    const above = max !== null && exceeds(water, max);
    if (!below && !above) continue;
    const range = min !== null && max !== null ? `${formatNumber(min)}–${formatNumber(max)} L/da` : min !== null ? `en az ${formatNumber(min)} L/da` : `en çok ${formatNumber(max ?? 0)} L/da`;
    const off = below ? `${formatNumber(clean(min! - water))} L/da eksik` : `${formatNumber(clean(water - max!))} L/da fazla`;
    const why = below
      ? 'bitki yeterince ıslanmaz ve etki düşer'
      : use.doseUnit.kind === 'dose-water'
        ? '100 litreye göre verilen dozla dekara düşen ürün miktarı ruhsatta öngörülenden fazla olur'
        : 'ilaçlı su yapraktan akar ve kaybolur';
    out.push(
      finding(
        'warning',
        'WATER_VOLUME_OUT_OF_RANGE',
        `Su miktarı ${formatNumber(water)} L/da, ruhsatta ${range}, ${off}; ${why} (${lineLabel(line)}).`,
        { ...lineParams(line), waterVolume: water, ...(min !== null ? { waterVolumeMin: min } : {}), ...(max !== null ? { waterVolumeMax: max } : {}) },
        line.key,
      ),
    );
  }
  return out;
};
