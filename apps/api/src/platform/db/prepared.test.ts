import { describe, expect, it } from 'vitest';
import type { Orm } from './database';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MAX_SHAPES_PER_OWNER, preparedShape, preparedShapesOf, rowCountLiteral, runByShape } from './prepared';
import { lots } from './schema';

/** A statement builder that records what it prepared, under which name. */
function builder(text: string, prepared: string[]) {
  return () => ({ toSQL: () => ({ sql: text }), prepare: (name: string) => (prepared.push(name), { name, text }) });
}

describe('preparedShape: one prepared statement per list shape (the lists of the kit, prescriptions, lots)', () => {
  it('builds and prepares a shape once, then hands back the same statement', () => {
    const db = {} as Orm;
    const owner = {};
    const prepared: string[] = [];
    const a = preparedShape(db, owner, 'a', 'list', builder('select 1', prepared));
    expect(preparedShape(db, owner, 'a', 'list', builder('select 1', prepared))).toBe(a);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatch(/^list_[0-9a-f]{24}$/);
    expect(preparedShapesOf(db, owner)).toBe(1);
  });

  it("keeps each owner's and each database's shapes apart; the name follows the statement's text", () => {
    const prepared: string[] = [];
    const [db1, db2, owner1, owner2] = [{} as Orm, {} as Orm, {}, {}];
    preparedShape(db1, owner1, 'k', 'list', builder('select 1', prepared));
    preparedShape(db1, owner2, 'k', 'list', builder('select 2', prepared));
    preparedShape(db2, owner1, 'k', 'list', builder('select 1', prepared));
    expect(prepared).toHaveLength(3);
    expect(prepared[0]).toBe(prepared[2]);
    expect(prepared[0]).not.toBe(prepared[1]);
  });

  it('drops the least recently used shape beyond its limit, and builds it again under the same name', () => {
    const db = {} as Orm;
    const owner = {};
    const prepared: string[] = [];
    for (let i = 0; i < MAX_SHAPES_PER_OWNER; i++) preparedShape(db, owner, `k${i}`, 'list', builder(`select ${i}`, prepared));
    // k0 used again: k1 is now the least recently used.
    preparedShape(db, owner, 'k0', 'list', builder('select 0', prepared));
    preparedShape(db, owner, 'extra', 'list', builder('select extra', prepared));
    expect(preparedShapesOf(db, owner)).toBe(MAX_SHAPES_PER_OWNER);
    const before = prepared.length;
    preparedShape(db, owner, 'k0', 'list', builder('select 0', prepared));
    expect(prepared).toHaveLength(before);
    preparedShape(db, owner, 'k1', 'list', builder('select 1', prepared));
    expect(prepared).toHaveLength(before + 1);
    expect(prepared.at(-1)).toBe(prepared[1]);
  });

  it("writes a row count into the statement's text, not as a parameter (a `LIMIT $n` is planned on every run)", () => {
    const db = drizzle.mock();
    const query = db.select({ id: lots.id }).from(lots).limit(rowCountLiteral(25)).toSQL();
    expect(query.sql).toMatch(/ limit 25$/);
    expect(query.params).toEqual([]);
    // What it replaces: Drizzle sends a plain number as a parameter.
    expect(db.select({ id: lots.id }).from(lots).limit(25).toSQL().params).toEqual([25]);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => rowCountLiteral(bad)).toThrow(/row count/);
  });
});

describe('runByShape: a statement prepared per shape of its condition, or built as it is', () => {
  /** A statement that records how it was built and prepared and what it ran with. */
  function recorder() {
    const log = { built: [] as unknown[], prepared: [] as string[], executed: [] as Array<Record<string, unknown>>, direct: 0 };
    const build = ([condition]: [SQL | undefined], param: (name: string) => Placeholder) => {
      const offset = param('offset');
      log.built.push({ condition, offset });
      return {
        toSQL: () => ({ sql: new PgDialect().sqlToQuery(condition!).sql }),
        prepare: (name: string) => (log.prepared.push(name), { execute: async (values: Record<string, unknown>) => (log.executed.push(values), ['prepared']) }),
        then<A = string[], B = never>(onFulfilled?: ((rows: string[]) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
          log.direct += 1;
          return Promise.resolve(['direct', String(offset)]).then(onFulfilled);
        },
      };
    };
    return { log, build };
  }

  it("prepares once for conditions that differ only in their values, and runs each with its own values and the statement's", async () => {
    const { log, build } = recorder();
    const [db, owner] = [{} as Orm, {}];
    expect(await runByShape(db, owner, 'lot_list', 'page', [eq(lots.memberId, 1)], { offset: 0 }, build)).toEqual(['prepared']);
    expect(await runByShape(db, owner, 'lot_list', 'page', [eq(lots.memberId, 2)], { offset: 20 }, build)).toEqual(['prepared']);
    expect(log.prepared).toHaveLength(1);
    expect(log.built).toHaveLength(1);
    expect(log.executed).toEqual([{ w0_0: 1, offset: 0 }, { w0_0: 2, offset: 20 }]);
    expect(String((log.built[0] as { offset: { name: string } }).offset.name)).toBe('offset');
    // Another key (a sort, a page size) is another statement.
    await runByShape(db, owner, 'lot_list', 'page\0desc', [eq(lots.memberId, 1)], { offset: 0 }, build);
    expect(log.prepared).toHaveLength(2);
  });

  it('builds a condition it cannot shape, or one without an owner, as it is, with the values themselves', async () => {
    const { log, build } = recorder();
    const rows = await runByShape({} as Orm, {}, 'lot_list', 'page', [sql`${lots.memberId} = ${1}`.inlineParams()], { offset: 30 }, build);
    expect(rows).toEqual(['direct', '30']);
    // No owner: not to be prepared (a transaction's statement, a term too short for a generic plan).
    expect(await runByShape({} as Orm, undefined, 'lot_list', 'page', [eq(lots.memberId, 1)], { offset: 0 }, build)).toEqual(['direct', '0']);
    expect(log.prepared).toEqual([]);
    expect(log.direct).toBe(2);
  });
});
