/** Spec §5: a date typed as GG.AA.YYYY (or YYYY-MM-DD) → 'YYYY-MM-DD', or null when it is no real date. */
export function parseTrDate(text: string): string | null {
  const trimmed = text.trim();
  const tr = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const [y, m, d] = tr ? [tr[3], tr[2], tr[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const value = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
