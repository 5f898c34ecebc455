// The shape walk must agree with Drizzle: equal shapes build equal text, and the values are
// Drizzle's parameters in its order.
import { and, entityKind, eq, inArray, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { plants } from './schema';
import { matchesSearch } from './schema/reference/search-text';
import { placeholderValues, shapeOf, withPlaceholders } from './sql-shape';

const dialect = new PgDialect();

describe('shapeOf', () => {
  const condition = (term: string, status: boolean, ids: number[]) =>
    and(matchesSearch(plants.searchText, term), eq(plants.status, status), inArray(plants.id, ids), sql`${plants.id} > ${7}`)!;

  it("reads Drizzle's parameters in Drizzle's order", () => {
    const where = condition('Iğdır', true, [3, 4]);
    expect(shapeOf(where)!.values).toEqual(dialect.sqlToQuery(where).params);
  });

  it('gives equal keys to conditions that differ only in values, and different keys otherwise', () => {
    expect(shapeOf(condition('a', true, [1, 2]))!.key).toBe(shapeOf(condition('b', false, [5, 6]))!.key);
    expect(shapeOf(condition('a', true, [1, 2]))!.key).not.toBe(shapeOf(condition('a', true, [1, 2, 3]))!.key);
    expect(shapeOf(eq(plants.id, 1))!.key).not.toBe(shapeOf(eq(plants.status, true))!.key);
  });

  it('builds, with placeholders, the same text and runs with the same values', () => {
    const where = condition('domates', false, [9]);
    const shape = shapeOf(where)!;
    const template = dialect.sqlToQuery(withPlaceholders(where, 'w'));
    expect(template.sql).toBe(dialect.sqlToQuery(where).sql);
    const values = placeholderValues(shape, 'w');
    expect(template.params.map((p) => values[(p as unknown as { name: string }).name])).toEqual(shape.values);
  });

  it("reads a chunk of another copy of Drizzle's classes by its kind, as Drizzle does", () => {
    class OtherCopyStringChunk {
      static readonly [entityKind] = 'StringChunk';
      readonly value = ['select 1'];
    }
    const other = new SQL([new OtherCopyStringChunk() as unknown as SQL['queryChunks'][number]]);
    expect(shapeOf(other)).toEqual(shapeOf(sql.raw('select 1')));
  });

  it('refuses what it does not cover: inlined values, placeholders', () => {
    expect(shapeOf(sql`${plants.id} = ${1}`.inlineParams())).toBeUndefined();
    expect(shapeOf(eq(plants.id, sql.placeholder('id')))).toBeUndefined();
    expect(shapeOf(undefined)).toEqual({ key: '', values: [] });
  });
});
