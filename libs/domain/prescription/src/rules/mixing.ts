// Tank mixes: every pair of lines is looked up in the mixing table, as products (a row for
// the two licences) and through their active substances (a row for any two of them). An
// incompatible pair is an error: the mix flocculates, burns the crop or loses its effect.
// A 'caution' pair is a warning (antagonism, a jar test first). When the table holds rows
// that disagree, the worst one is taken: a check must not hide a recorded incompatibility.
// A pair's finding sits on its first line; a line mixed badly with several others gets one
// finding naming them all.
import { finding } from '../findings';
import type { CheckContext, CheckLine, Finding, MixingRule } from '../types';
import { joinTr } from '../util/numbers';
import { inner, type Rule } from './common';

const samePair = (r: MixingRule, x: number, y: number) => (r.aId === x && r.bId === y) || (r.aId === y && r.bId === x);

interface Verdict {
  result: 'incompatible' | 'caution';
  /** Why, from the table: the substances and the note. */
  reasons: string[];
}

function verdictOf(ctx: CheckContext, a: CheckLine, b: CheckLine): Verdict | null {
  const found: { result: MixingRule['result']; reason: string }[] = [];
  for (const r of ctx.mixing) {
    if (r.kind === 'licence' && samePair(r, a.licence.id, b.licence.id)) found.push({ result: r.result, reason: inner(r.note) });
  }
  for (const sa of a.licence.activeSubstances) {
    for (const sb of b.licence.activeSubstances) {
      if (sa.id === sb.id) continue;
      for (const r of ctx.mixing) {
        if (r.kind === 'active-substance' && samePair(r, sa.id, sb.id)) found.push({ result: r.result, reason: [`${sa.name} × ${sb.name}`, inner(r.note)].filter(Boolean).join(': ') });
      }
    }
  }
  const worst = found.some((f) => f.result === 'incompatible') ? 'incompatible' : found.some((f) => f.result === 'caution') ? 'caution' : null;
  if (!worst) return null;
  return { result: worst, reasons: [...new Set(found.filter((f) => f.result === worst).map((f) => f.reason).filter(Boolean))] };
}

export const mixingRule: Rule = (ctx) => {
  const out: Finding[] = [];
  ctx.lines.forEach((a, i) => {
    // A product written twice is paired once, from its first line (DUPLICATE_PRODUCT says
    // what is wrong with writing it twice; a product is no mix with itself).
    const earlier = new Set(ctx.lines.slice(0, i).map((l) => l.licence.id));
    if (earlier.has(a.licence.id)) return;
    const seen = new Set<number>([a.licence.id]);
    const partners: Record<Verdict['result'], { line: CheckLine; reasons: string[] }[]> = { incompatible: [], caution: [] };
    for (const b of ctx.lines.slice(i + 1)) {
      if (seen.has(b.licence.id) || earlier.has(b.licence.id)) continue;
      seen.add(b.licence.id);
      const v = verdictOf(ctx, a, b);
      if (v) partners[v.result].push({ line: b, reasons: v.reasons });
    }
    for (const result of ['incompatible', 'caution'] as const) {
      const list = partners[result];
      if (list.length === 0) continue;
      const names = joinTr(list.map((p) => p.line.licence.tradeName));
      const why =
        list.length === 1
          ? list[0]!.reasons.join('; ')
          : list
              .filter((p) => p.reasons.length > 0)
              .map((p) => `${p.line.licence.tradeName} — ${p.reasons.join('; ')}`)
              .join('; ');
      const because = why ? ` (${why})` : '';
      const params = {
        tradeName: a.licence.tradeName,
        partners: list.map((p) => p.line.licence.tradeName).join(', '),
        partnerLines: list.map((p) => p.line.key).join(', '),
        ...(why ? { notes: why } : {}),
      };
      out.push(
        result === 'incompatible'
          ? finding('error', 'MIX_INCOMPATIBLE', `${a.licence.tradeName} ile ${names} aynı tankta karıştırılamaz${because}.`, params, a.key)
          : finding('warning', 'MIX_CAUTION', `${a.licence.tradeName} ile ${names} aynı tankta ancak dikkatle karıştırılabilir; önce küçük bir kapta karışım denemesi yapın${because}.`, params, a.key),
      );
    }
  });
  return out;
};
