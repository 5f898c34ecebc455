// All the checks before a prescription is issued (DESIGN.md §8), in one stable
// order: prescription-wide findings first, then each line's in line order (a pair's finding
// on its first line); within each, errors, warnings, then information, each in rule order.
import { SEVERITY_ORDER } from './findings';
import { applicationDateRule } from './rules/application-date';
import { applicationsRule } from './rules/applications';
import { beesRule } from './rules/bees';
import { breceteRule } from './rules/brecete';
import type { Rule } from './rules/common';
import { doseRule } from './rules/dose';
import { duplicatesRule } from './rules/duplicates';
import { intervalRule } from './rules/interval';
import { licenceRule } from './rules/licence';
import { mixingRule } from './rules/mixing';
import { mrlRule } from './rules/mrl';
import { phiRule } from './rules/phi';
import { reEntryRule } from './rules/re-entry';
import { resistanceRule } from './rules/resistance';
import { useRule } from './rules/use';
import { waterVolumeRule } from './rules/water-volume';
import type { CheckContext, Finding } from './types';

const RULES: readonly Rule[] = [
  applicationDateRule,
  licenceRule,
  useRule,
  doseRule,
  waterVolumeRule,
  applicationsRule,
  intervalRule,
  phiRule,
  beesRule,
  reEntryRule,
  duplicatesRule,
  mixingRule,
  mrlRule,
  resistanceRule,
  breceteRule,
];

export function runChecks(ctx: CheckContext): Finding[] {
  const position = new Map(ctx.lines.map((l, i) => [l.key, i]));
  const place = (f: Finding) => (f.lineKey === undefined ? -1 : (position.get(f.lineKey) ?? ctx.lines.length));
  return RULES.flatMap((rule) => rule(ctx))
    .map((f, i) => ({ f, i }))
    .sort((a, b) => place(a.f) - place(b.f) || SEVERITY_ORDER[a.f.severity] - SEVERITY_ORDER[b.f.severity] || a.i - b.i)
    .map(({ f }) => f);
}
