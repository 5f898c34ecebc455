import { hectaresOf } from '@portal/domain/geo';

const number = (value: number, digits: number) => value.toLocaleString('tr-TR', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** '12,5 dekar (1,25 ha)' */
export function decaresText(decares: number): string {
  return `${number(decares, 2)} dekar (${number(hectaresOf(decares), 3)} ha)`;
}

/** 'YYYY-MM-DD' → 'GG.AA.YYYY'; '—' when empty. */
export function dateText(date: string | null): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}
