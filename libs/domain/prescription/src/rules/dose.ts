// The dose is within the label's min–max, compared in the label's unit (per 100 L and per
// decare meet through the spray water the prescriber plans).
//
// Outside the range is an error either way: the registered range is the legal range.
// Above it the residue trials, the MRL and the operator and bee safety assessments no
// longer hold; below it a sub-lethal dose fails to control the organism and selects for
// resistance. The message gives the dose, the registered range and by how much it misses.
import { finding } from '../findings';
import type { CheckLine, DoseUnit, Finding, RegisteredUse } from '../types';
import { basisOf, convertDose } from '../units';
import { clean, exceeds, fallsShort, formatNumber } from '../util/numbers';
import { lineLabel, lineParams, registeredUse, type Rule } from './common';

/** Per 100 L against per decare (or back): the water volume is part of the conversion. */
function throughWater(a: DoseUnit, b: DoseUnit): boolean {
  const [x, y] = [basisOf(a)?.dimension, basisOf(b)?.dimension];
  return x !== y && (x === 'dose-water' || y === 'dose-water');
}

/** "150 ml/da", "0,15 L/da (150 ml/da)", "200 ml/100 L su (80 L/da su ile 160 ml/da)". */
function doseText(line: CheckLine, use: RegisteredUse, converted: number): string {
  const written = `${formatNumber(line.dose)} ${line.doseUnit.symbol}`;
  if (line.doseUnit.id === use.doseUnit.id) return written;
  const inLabelUnit = `${formatNumber(converted)} ${use.doseUnit.symbol}`;
  if (throughWater(line.doseUnit, use.doseUnit)) return `${written} (${formatNumber(line.waterVolume ?? 0)} L/da su ile ${inLabelUnit})`;
  return `${written} (${inLabelUnit})`;
}

function checkLine(line: CheckLine, use: RegisteredUse): Finding | null {
  const params: Record<string, string | number> = {
    ...lineParams(line),
    dose: line.dose,
    doseUnit: line.doseUnit.symbol,
    registeredUnit: use.doseUnit.symbol,
    doseMin: use.doseMin,
    doseMax: use.doseMax,
  };
  const label = lineLabel(line);
  const converted = convertDose(line.dose, line.doseUnit, use.doseUnit, line.waterVolume);
  if (converted === null) {
    if (throughWater(line.doseUnit, use.doseUnit) && basisOf(line.doseUnit) && basisOf(use.doseUnit) && !(line.waterVolume !== null && line.waterVolume > 0)) {
      return finding(
        'error',
        'DOSE_UNIT_NOT_CONVERTIBLE',
        `Doz ${formatNumber(line.dose)} ${line.doseUnit.symbol}, ruhsatlı doz ${use.doseUnit.symbol} biriminde; karşılaştırmak için su miktarını (L/da) girin (${label}).`,
        { ...params, reason: 'water-volume-missing' },
        line.key,
      );
    }
    return finding(
      'error',
      'DOSE_UNIT_NOT_CONVERTIBLE',
      `Doz birimi ${line.doseUnit.symbol} ruhsatlı doz birimi ${use.doseUnit.symbol} ile karşılaştırılamaz; dozu ruhsattaki birimle yazın (${label}).`,
      { ...params, reason: 'incompatible-units' },
      line.key,
    );
  }
  if (converted !== line.dose || line.doseUnit.id !== use.doseUnit.id) params['convertedDose'] = converted;
  if (throughWater(line.doseUnit, use.doseUnit) && line.waterVolume !== null) params['waterVolume'] = line.waterVolume;
  const dose = doseText(line, use, converted);
  const range = `ruhsatlı doz aralığı ${formatNumber(use.doseMin)}–${formatNumber(use.doseMax)} ${use.doseUnit.symbol}`;
  if (exceeds(converted, use.doseMax)) {
    const excess = clean(converted - use.doseMax);
    return finding(
      'error',
      'DOSE_ABOVE_MAX',
      `Doz ${dose}, ${range}; en yüksek dozdan ${formatNumber(excess)} ${use.doseUnit.symbol} fazla (${label}).`,
      { ...params, excess },
      line.key,
    );
  }
  if (fallsShort(converted, use.doseMin)) {
    const shortfall = clean(use.doseMin - converted);
    return finding(
      'error',
      'DOSE_BELOW_MIN',
      `Doz ${dose}, ${range}; en düşük dozdan ${formatNumber(shortfall)} ${use.doseUnit.symbol} eksik, düşük doz etkili mücadele sağlamaz ve direnç gelişimini hızlandırır (${label}).`,
      { ...params, shortfall },
      line.key,
    );
  }
  return null;
}

export const doseRule: Rule = (ctx) => {
  const out: Finding[] = [];
  for (const line of ctx.lines) {
    const use = registeredUse(ctx, line);
    const f = use ? checkLine(line, use) : null;
    if (f) out.push(f);
  }
  return out;
};
