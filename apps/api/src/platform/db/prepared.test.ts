import { describe, expect, it } from 'vitest';
import type { Orm } from './database';
import { MAX_SHAPES_PER_OWNER, pageSizeLiteral, preparedShape, preparedShapesOf } from './prepared';

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

  it('writes only a whole positive page size into a statement', () => {
    expect(pageSizeLiteral(25)).toBe(25);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => pageSizeLiteral(bad)).toThrow(/page size/);
  });
});
