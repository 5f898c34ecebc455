// Which search-list statements may be prepared: a generic plan serves a term only when every
// token holds a trigram (docs/decisions.md, "A list's statements are prepared once per shape").
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { genericPlanServes, rankedList, searchTermOf, type RankedListSpec } from './matching';

describe('genericPlanServes', () => {
  it('holds for terms whose every token has three characters or more, not for shorter ones', () => {
    for (const term of ['izmir', 'İZMİR', 'domates külleme', 'gen 001']) expect(genericPlanServes(searchTermOf(term)!), term).toBe(true);
    for (const term of ['iz', 'a', 'domates iz', '350 sc']) expect(genericPlanServes(searchTermOf(term)!), term).toBe(false);
  });
});

describe('rankedList hands its statements to the run only when they may be prepared', () => {
  const statements = {};
  const given: Array<object | undefined> = [];
  const spec = (search: string | undefined): RankedListSpec<{ name: string }> => ({
    db: {} as Orm,
    search,
    filters: [],
    match: () => sql`true`,
    similar: () => sql`true`,
    rank: () => sql<number>`0`,
    similarity: () => sql<number>`0`,
    tieBreak: [],
    columnOrder: [],
    explicitSort: false,
    nameOf: (r) => r.name,
    statements,
    run: async (_where, _orderBy, _db, handed) => (given.push(handed), { data: [{ name: 'x' }], count: 1 }),
  });

  it('no term and a long term: the statements; a term with a short token: none', async () => {
    await rankedList(spec(undefined));
    await rankedList(spec('domates'));
    await rankedList(spec('do'));
    expect(given).toEqual([statements, statements, undefined]);
  });
});
