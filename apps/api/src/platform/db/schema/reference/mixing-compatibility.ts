// Mixing compatibility (karisabilirlik): pairs of licensed products or of active
// substances → compatible / incompatible / caution, with a note.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeSubstances } from './active-substances';
import { identityColumns, idRef, listColumns, restrictFk, searchIndex } from './columns';
import { licences } from './licences';

export const MixingResult = ['compatible', 'incompatible', 'caution'] as const;
export type MixingResult = (typeof MixingResult)[number];

export const MixingPairKind = ['licence', 'active-substance'] as const;
export type MixingPairKind = (typeof MixingPairKind)[number];

/**
 * One row per unordered pair: the smaller id is always in the `_a` column (a CHECK
 * enforces a < b), so (x, y) and (y, x) are the same row. Write and look up pairs
 * through canonicalPair().
 */
export const mixingCompatibility = pgTable(
  'mixing_compatibility',
  {
    ...identityColumns(),
    pairKind: text('pair_kind', { enum: MixingPairKind }).notNull(),
    licenceAId: idRef('licence_a_id'),
    licenceBId: idRef('licence_b_id'),
    activeSubstanceAId: idRef('active_substance_a_id'),
    activeSubstanceBId: idRef('active_substance_b_id'),
    result: text('result', { enum: MixingResult }).notNull(),
    note: text('note'),
    ...listColumns(),
  },
  (t) => [
    check(
      'mixing_compatibility_pair_chk',
      sql`case ${t.pairKind}
        when 'licence' then ${t.licenceAId} < ${t.licenceBId} and ${t.activeSubstanceAId} is null and ${t.activeSubstanceBId} is null
        when 'active-substance' then ${t.activeSubstanceAId} < ${t.activeSubstanceBId} and ${t.licenceAId} is null and ${t.licenceBId} is null
        else false end`,
    ),
    check('mixing_compatibility_result_chk', sql`${t.result} in ('compatible', 'incompatible', 'caution')`),
    uniqueIndex('mixing_compatibility_licence_pair_uq').on(t.licenceAId, t.licenceBId).where(sql`${t.pairKind} = 'licence'`),
    uniqueIndex('mixing_compatibility_substance_pair_uq').on(t.activeSubstanceAId, t.activeSubstanceBId).where(sql`${t.pairKind} = 'active-substance'`),
    index('mixing_compatibility_licence_b_idx').on(t.licenceBId),
    index('mixing_compatibility_substance_b_idx').on(t.activeSubstanceBId),
    restrictFk('mixing_compatibility_licence_a_fk', t.licenceAId, licences.id),
    restrictFk('mixing_compatibility_licence_b_fk', t.licenceBId, licences.id),
    restrictFk('mixing_compatibility_substance_a_fk', t.activeSubstanceAId, activeSubstances.id),
    restrictFk('mixing_compatibility_substance_b_fk', t.activeSubstanceBId, activeSubstances.id),
    searchIndex('mixing_compatibility', t.searchText),
  ],
);

/** The stored order of a pair: `[smaller id, larger id]`; a thing with itself is no pair. */
export function canonicalPair(x: number, y: number): [number, number] {
  if (x === y) throw new RangeError('A mixing pair needs two different records');
  return x < y ? [x, y] : [y, x];
}

export type MixingCompatibilityRow = typeof mixingCompatibility.$inferSelect;
