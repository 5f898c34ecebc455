// Resistance management (FRAC, IRAC, HRAC): the same mode-of-action group as the last
// application on the area this season selects for resistant individuals in the same
// population, and so does mixing two products of one group in a tank (the mix partner is
// meant to protect, not repeat). Warnings: a repeat is sometimes the only registered
// option, and the prescriber says so by acknowledging. One finding per line names both. The
// last application is what was done: recorded applications where a line was carried out,
// planned dates otherwise; the message says which.
import { finding } from '../findings';
import { moaGroupsOf, type MoaGroup } from '../moa';
import { seasonApplications, SOURCE_TAG, sourceOf, sourcesOf } from '../season';
import type { Finding } from '../types';
import { formatDate, isoDate } from '../util/dates';
import { joinTr } from '../util/numbers';
import type { Rule } from './common';

export const resistanceRule: Rule = (ctx) => {
  const application = isoDate(ctx.applicationDate);
  // The last application: everything applied on its day, on or before this one.
  const before = seasonApplications(ctx).filter((p) => isoDate(p.date) <= application);
  const lastDate = before.reduce<string | null>((d, p) => (d === null || isoDate(p.date) > d ? isoDate(p.date) : d), null);
  const last = before.filter((p) => isoDate(p.date) === lastDate);
  const lastGroups = last.map((p) => ({ tradeName: p.tradeName, source: sourceOf(p), groups: moaGroupsOf(p.activeSubstances) }));

  const out: Finding[] = [];
  ctx.lines.forEach((a, i) => {
    const earlierProducts = new Set(ctx.lines.slice(0, i).map((l) => l.licence.id));
    if (earlierProducts.has(a.licence.id)) return;
    const groups = moaGroupsOf(a.licence.activeSubstances);
    if (groups.length === 0) return;
    const shares = (other: MoaGroup[]) => groups.filter((g) => other.some((o) => o.key === g.key));

    const priorHits = lastGroups
      .map((p) => ({ ...p, shared: shares(p.groups) }))
      .filter((p, j, all) => p.shared.length > 0 && all.findIndex((q) => q.tradeName === p.tradeName) === j);
    // Later lines of another product sharing a group, each product once; a pair sits on its first line.
    const seen = new Set<number>([a.licence.id, ...earlierProducts]);
    const mixHits = ctx.lines.slice(i + 1).flatMap((b) => {
      if (seen.has(b.licence.id)) return [];
      seen.add(b.licence.id);
      const shared = shares(moaGroupsOf(b.licence.activeSubstances));
      return shared.length > 0 ? [{ line: b, shared }] : [];
    });
    if (priorHits.length === 0 && mixHits.length === 0) return;

    const labels = (gs: MoaGroup[]) => [...new Set(gs.map((g) => g.label))].join(', ');
    const matched = groups.filter((g) => priorHits.some((p) => p.shared.includes(g)) || mixHits.some((m) => m.shared.includes(g)));
    const priorText = priorHits.length > 0 ? `bu alandaki son uygulamayla (${priorHits.map((p) => `${p.tradeName}, ${formatDate(lastDate!)}, ${SOURCE_TAG[p.source]}`).join('; ')})` : '';
    const mixText = mixHits.length > 0 ? `bu reçetedeki ${joinTr(mixHits.map((m) => m.line.licence.tradeName))} ile` : '';
    const subject =
      priorText && mixText
        ? `${a.licence.tradeName} (${labels(matched)}) hem ${priorText} hem de ${mixText} aynı etki grubunda`
        : priorText
          ? `${a.licence.tradeName} (${labels(matched)}) ${priorText} aynı etki grubunda`
          : `${a.licence.tradeName} ${mixText} aynı etki grubunda (${labels(matched)})`;
    out.push(
      finding(
        'warning',
        'RESISTANCE_SAME_MOA',
        `${subject}; direnç gelişimini önlemek için farklı etki grubundan bir ürün seçin.`,
        {
          tradeName: a.licence.tradeName,
          groups: labels(matched),
          ...(priorHits.length > 0 ? { lastApplicationDate: formatDate(lastDate!), lastProducts: priorHits.map((p) => p.tradeName).join(', '), source: sourcesOf(priorHits.map((p) => ({ source: p.source }))) } : {}),
          ...(mixHits.length > 0 ? { partners: mixHits.map((m) => m.line.licence.tradeName).join(', '), partnerLines: mixHits.map((m) => m.line.key).join(', ') } : {}),
        },
        a.key,
      ),
    );
  });
  return out;
};
