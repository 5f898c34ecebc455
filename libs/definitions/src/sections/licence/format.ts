// Display helpers of the licence screens.
import type { LicenceSubstance } from '@portal/contracts';

/** Turkish numerals in the lists, as the other definition screens show them (2,5 g/L); up to 4 decimals. */
const numberFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 4 });
export const formatNumber = (value: number) => numberFormat.format(value);

/** 'YYYY-MM-DD' → 'GG.AA.YYYY'; nothing → '—'. */
export function formatDate(value: string | null): string {
  if (!value) return '—';
  const [y, m, d] = value.split('-');
  return `${d}.${m}.${y}`;
}

/** 'Abamectin 18 g/L + Bakır hidroksit 300 g/L' */
export const substancesText = (list: readonly LicenceSubstance[]) =>
  list.length ? list.map((s) => `${s.name} ${formatNumber(s.concentration)} ${s.unitSymbol}`).join(' + ') : '—';
