// The list count of very large lists (docs/api.md "Definitions"): exact below the limits, the
// planner's estimate for an unfiltered huge table, "at least" for a broad filtered list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../db';
import { matchesSearch, searchTextOf } from '../db/schema/reference/search-text';
import { buildTestApp, type TestApp } from '../../test-support';
import { plantSection } from '../../modules/definitions/sections/plant';
import { countItems, listItems, preparedFor, preparedShapeCount } from './queries';
import type { SectionSpec } from './section';

const spec = plantSection as unknown as SectionSpec;

describe('countItems', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.insert(plants).values(Array.from({ length: 30 }, (_, i) => ({ name: `Sayım Bitkisi ${i}`, searchText: searchTextOf(`Sayım Bitkisi ${i}`) })));
    await app.db.execute(sql`analyze plants`);
  });
  afterAll(() => app.close());

  it('counts exactly while the list is under both limits', async () => {
    expect(await countItems(app.db, spec, { order: 'asc', search: 'sayım' })).toEqual({ count: 30 });
    expect(await countItems(app.db, spec, { order: 'asc' })).toEqual({ count: 30 });
  });

  it('says "at least" the cap for a filtered list above it', async () => {
    expect(await countItems(app.db, spec, { order: 'asc', search: 'sayım' }, { estimateAbove: 1_000, cap: 20 })).toEqual({ count: 20, countKind: 'atLeast' });
  });

  it('answers the planner estimate for an unfiltered list of a table above the estimate limit', async () => {
    const counted = await countItems(app.db, spec, { order: 'asc' }, { estimateAbove: 10, cap: 1_000 });
    expect(counted.countKind).toBe('estimate');
    expect(counted.count).toBe(30);
  });

  it('counts a search of alternatives as their union, capped like any other', async () => {
    // "sayım bitkisi 1…" matches 1 and 10–19 (11 rows), "… 2…" 2 and 20–29 (11 rows); together 22, none twice.
    const branched = { ...spec, search: undefined, searchBranches: (term: string) => [matchesSearch(plants.searchText, `${term} 1`), matchesSearch(plants.searchText, `${term} 2`)] } as SectionSpec;
    const overlapping = { ...spec, search: undefined, searchBranches: (term: string) => [matchesSearch(plants.searchText, term), matchesSearch(plants.searchText, `${term} 1`)] } as SectionSpec;
    expect(await countItems(app.db, branched, { order: 'asc', search: 'sayım bitkisi' })).toEqual({ count: 22 });
    expect(await countItems(app.db, overlapping, { order: 'asc', search: 'sayım bitkisi' })).toEqual({ count: 30 });
    // One alternative alone over the cap, and each under it but together over.
    expect(await countItems(app.db, overlapping, { order: 'asc', search: 'sayım bitkisi' }, { estimateAbove: 1_000, cap: 20 })).toEqual({ count: 20, countKind: 'atLeast' });
    expect(await countItems(app.db, branched, { order: 'asc', search: 'sayım bitkisi' }, { estimateAbove: 1_000, cap: 15 })).toEqual({ count: 15, countKind: 'atLeast' });
    expect(await countItems(app.db, branched, { order: 'asc', search: 'sayım bitkisi' }, { estimateAbove: 1_000, cap: 22 })).toEqual({ count: 22 });
  });

  it('a term with no trigram (under three characters once folded) runs unprepared, so its scans stay out of the prepared statements’ plan record', async () => {
    expect([preparedFor({ search: 'sa' }), preparedFor({ search: 'İı' }), preparedFor({ search: 'say' }), preparedFor({})]).toEqual([false, false, true, true]);
    // A section object of its own: the statements are kept per section.
    const own = { ...spec } as SectionSpec;
    const page = { limit: 10, offset: 0 };
    expect((await countItems(app.db, own, { order: 'asc', search: 'sa' })).count).toBeGreaterThanOrEqual(30);
    expect(await listItems(app.db, own, { order: 'asc', search: 'sa' }, page)).toHaveLength(10);
    expect(preparedShapeCount(app.db, own)).toBe(0);
    // A longer term prepares its count and its page, and the short one still adds none.
    expect(await countItems(app.db, own, { order: 'asc', search: 'sayım' })).toEqual({ count: 30 });
    expect(await listItems(app.db, own, { order: 'asc', search: 'sayım' }, page)).toHaveLength(10);
    expect(preparedShapeCount(app.db, own)).toBe(2);
    await listItems(app.db, own, { order: 'asc', search: 'bi' }, page);
    expect(preparedShapeCount(app.db, own)).toBe(2);
  });

  it('stops at the first alternative that reaches the cap, without reading the ones after it', async () => {
    // The third alternative divides by zero on its first row: run, it would fail the count.
    const failing = sql`(select 1 / (count(*) - count(*)) from plants) = 1`;
    const ordered = {
      ...spec,
      search: undefined,
      searchBranches: (term: string) => [matchesSearch(plants.searchText, `${term} 1`), matchesSearch(plants.searchText, term), failing],
    } as SectionSpec;
    expect(await countItems(app.db, ordered, { order: 'asc', search: 'sayım bitkisi' }, { estimateAbove: 1_000, cap: 20 })).toEqual({ count: 20, countKind: 'atLeast' });
    // None reaching the cap reads them all, the failing one too.
    await expect(countItems(app.db, ordered, { order: 'asc', search: 'sayım bitkisi' }, { estimateAbove: 1_000, cap: 40 })).rejects.toMatchObject({ cause: { code: '22012' } }); // division_by_zero
  });
});
