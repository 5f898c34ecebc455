// Numbers in messages and results: float noise removed, written the Turkish way.

/** x rounded to 12 significant digits: 0.07 × 1000 is 70, not 70.00000000000001. */
export function clean(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  return Number(x.toPrecision(12));
}

/**
 * Relative tolerance for comparing a converted dose with a registered limit: a dose
 * exactly at the maximum must pass whatever rounding the unit conversion left in it.
 */
const EPSILON = 1e-9;

/** a > b beyond rounding noise. */
export function exceeds(a: number, b: number): boolean {
  return a - b > EPSILON * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

/** a < b beyond rounding noise. */
export function fallsShort(a: number, b: number): boolean {
  return exceeds(b, a);
}

/** ceil that ignores noise: 0.3 / 0.1 is 3 tanks, not 4. */
export function ceilClean(x: number): number {
  return Math.ceil(clean(x));
}

const TR = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });

/** 1.500,25 · 0,01 · 150 */
export function formatNumber(x: number): string {
  return TR.format(clean(x));
}

/** "a", "a ve b", "a, b ve c" */
export function joinTr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`;
}
