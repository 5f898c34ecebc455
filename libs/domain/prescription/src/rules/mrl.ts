// Maximum residue limits: for each active substance, the limit in the plant's product (its
// EU product code, Reg. (EC) No 396/2005 Annex I) for the chosen market. With no specific
// limit the default of 0,01 mg/kg applies (Art. 18(1)(b)): about the limit of quantification,
// so a normal application may leave more; a warning. A limit no longer in force is a
// warning too: the current one must be checked before the produce is sold. Only a
// substance the data marks as needing no MRL (Annex IV: kaolin, paraffin oil…) is not
// looked up; a substance never linked to an MRL record is not thereby exempt (a gap in the
// data must not hide the default). Each substance is told once, on the first line that carries it.
import { finding } from '../findings';
import type { ActiveSubstanceInfo, CheckLine, Finding, MrlLimit } from '../types';
import { formatDate } from '../util/dates';
import { formatNumber, joinTr } from '../util/numbers';
import type { Rule } from './common';

const DEFAULT_MRL = 0.01;

type Limit = NonNullable<MrlLimit['limit']>;

export const mrlRule: Rule = (ctx) => {
  const market = ctx.market.trim().toUpperCase();
  const plant = ctx.plant.euCode ? `${ctx.plant.name} (${ctx.plant.euCode})` : ctx.plant.name;
  const base = { plant: ctx.plant.name, ...(ctx.plant.euCode ? { euCode: ctx.plant.euCode } : {}), market };

  // Each substance once, on its first line.
  const seen = new Set<number>();
  const perLine: { line: CheckLine; substances: ActiveSubstanceInfo[] }[] = [];
  for (const line of ctx.lines) {
    const substances = line.licence.activeSubstances.filter((s) => !s.mrlExempt && !seen.has(s.id));
    substances.forEach((s) => seen.add(s.id));
    if (substances.length > 0) perLine.push({ line, substances });
  }
  if (perLine.length === 0) return [];

  if (!ctx.plant.euCode) {
    const names = perLine.flatMap((p) => p.substances.map((s) => s.name));
    return [
      finding(
        'warning',
        'MRL_PRODUCT_CODE_MISSING',
        `${ctx.plant.name} için AB ürün kodu tanımlı değil; ${joinTr(names)} kalıntı limitleri (MRL) kontrol edilemedi.`,
        { ...base, substances: names.join(', ') },
      ),
    ];
  }

  const out: Finding[] = [];
  for (const { line, substances } of perLine) {
    const notSet: string[] = [];
    const expired: { name: string; limit: Limit }[] = [];
    const inForce: { name: string; limit: Limit }[] = [];
    for (const s of substances) {
      const limit = ctx.mrl.find((m) => m.activeSubstanceId === s.id)?.limit ?? null;
      // Another market's limit says nothing about this one's (an export lot is judged by the importer's).
      if (!limit || limit.market.trim().toUpperCase() !== market) notSet.push(s.name);
      else if (limit.expired) expired.push({ name: s.name, limit });
      else inForce.push({ name: s.name, limit });
    }
    const product = line.licence.tradeName;
    if (notSet.length > 0) {
      const subject = notSet.length === 1 ? `${notSet[0]} kalıntı limiti (MRL)` : `${joinTr(notSet)} kalıntı limitleri (MRL)`;
      out.push(
        finding(
          'warning',
          'MRL_NOT_SET',
          `${plant} için ${subject} ${market} pazarında tanımlı değil; ${formatNumber(DEFAULT_MRL)} mg/kg varsayılan sınır geçerli (${product}).`,
          { ...base, tradeName: product, substances: notSet.join(', '), defaultRate: DEFAULT_MRL },
          line.key,
        ),
      );
    }
    if (expired.length > 0) {
      const items = expired.map((e) => `${e.name} ${formatNumber(e.limit.rate)} mg/kg, ${formatDate(e.limit.date)}`);
      out.push(
        finding(
          'warning',
          'MRL_EXPIRED',
          `${plant} için ${market} kalıntı ${expired.length === 1 ? 'limiti' : 'limitleri'} (${items.join('; ')}) yürürlükten kalkmış; güncel limit doğrulanana kadar ${formatNumber(DEFAULT_MRL)} mg/kg varsayılan sınırı esas alın (${product}).`,
          { ...base, tradeName: product, substances: expired.map((e) => e.name).join(', '), rates: expired.map((e) => formatNumber(e.limit.rate)).join(', '), ...(expired.length === 1 ? { rate: expired[0]!.limit.rate, date: formatDate(expired[0]!.limit.date) } : {}) },
          line.key,
        ),
      );
    }
    if (inForce.length > 0) {
      out.push(
        finding(
          'info',
          'MRL_LIMIT',
          `${plant} için ${market} kalıntı limiti (MRL): ${inForce.map((e) => `${e.name} ${formatNumber(e.limit.rate)} mg/kg`).join(', ')} (${product}).`,
          { ...base, tradeName: product, substances: inForce.map((e) => e.name).join(', '), rates: inForce.map((e) => formatNumber(e.limit.rate)).join(', '), ...(inForce.length === 1 ? { rate: inForce[0]!.limit.rate, date: formatDate(inForce[0]!.limit.date) } : {}) },
          line.key,
        ),
      );
    }
  }
  return out;
};
