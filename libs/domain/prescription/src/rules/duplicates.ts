// The same product, or the same active substance, twice in one tank. The doses would add
// up to more than the label allows for one application: a warning the prescriber must
// acknowledge (writing one product for two organisms can be meant, but then at one dose).
import { finding } from '../findings';
import type { Finding } from '../types';
import { joinTr } from '../util/numbers';
import type { Rule } from './common';

export const duplicatesRule: Rule = (ctx) => {
  const out: Finding[] = [];
  ctx.lines.forEach((a, i) => {
    const earlier = ctx.lines.slice(0, i);
    const later = ctx.lines.slice(i + 1);
    // Each product speaks once, on its first line; a pair of products on the first line of the pair.
    if (earlier.some((l) => l.licence.id === a.licence.id)) return;
    const same = [a, ...later.filter((l) => l.licence.id === a.licence.id)];
    if (same.length > 1) {
      out.push(
        finding(
          'warning',
          'DUPLICATE_PRODUCT',
          `${a.licence.tradeName} reçetede ${same.length} kez yazılı (${same.map((l) => l.harmfulOrganism.name).join(', ')}); ürün tanka bir kez konur, dozlar toplanırsa ruhsatlı doz aşılır.`,
          { tradeName: a.licence.tradeName, count: same.length, lines: same.map((l) => l.key).join(', ') },
          a.key,
        ),
      );
    }
    // The same active substance through another product.
    const partners = later
      .filter((b) => b.licence.id !== a.licence.id && !earlier.some((l) => l.licence.id === b.licence.id))
      .map((b) => ({ b, shared: a.licence.activeSubstances.filter((s) => b.licence.activeSubstances.some((t) => t.id === s.id)).map((s) => s.name) }))
      .filter((p) => p.shared.length > 0)
      // A third line of a product already paired is the same story: name each product once.
      .filter((p, j, all) => all.findIndex((q) => q.b.licence.id === p.b.licence.id) === j);
    if (partners.length === 0) return;
    const substances = [...new Set(partners.flatMap((p) => p.shared))];
    out.push(
      finding(
        'warning',
        'DUPLICATE_ACTIVE_SUBSTANCE',
        `${a.licence.tradeName} ile ${joinTr(partners.map((p) => p.b.licence.tradeName))} aynı aktif maddeyi (${joinTr(substances)}) içeriyor; aynı tankta etken madde miktarı toplanır ve ruhsatlı dozu aşabilir.`,
        { tradeName: a.licence.tradeName, partners: partners.map((p) => p.b.licence.tradeName).join(', '), partnerLines: partners.map((p) => p.b.key).join(', '), substances: substances.join(', ') },
        a.key,
      ),
    );
  });
  return out;
};
