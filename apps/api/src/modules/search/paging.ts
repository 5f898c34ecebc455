// Sort and paging of the four lists, in SQL (DESIGN.md §2): the chosen column in the chosen
// direction, then the id so that pages never overlap.
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { rowCountLiteral, runByShape, type Orm } from '../../platform/db';

export interface PageQuery {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

export function orderOf(query: PageQuery, column: AnyPgColumn | SQL, id: AnyPgColumn): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

export const offsetOf = (query: PageQuery) => (query.page - 1) * query.limit;

/**
 * One page of a search list (`pageOf`) and its count (`countOf`). With `statements` (the list's
 * owner of prepared statements, given by rankedList when a generic plan serves the term) each is
 * prepared once per shape of its WHERE and ORDER BY (db/prepared.ts, runByShape): parsing and
 * planning these statements, with their per-row counts of valid uses, cost as much as running them.
 */
export function pageOf<Q extends PgSelect>(db: Orm, statements: object | undefined, name: string, q: PageQuery, where: SQL | undefined, orderBy: SQL[], rowsOf: (where: SQL | undefined) => Q): Promise<Awaited<Q>> {
  const first = offsetOf(q) === 0;
  return runByShape(db, statements, `${name}_page`, `${q.limit}\0${first}`, [where, ...orderBy], { offset: offsetOf(q) }, ([condition, ...order], param) => {
    const page = rowsOf(condition)
      .orderBy(...(order as SQL[]))
      .limit(rowCountLiteral(q.limit));
    return (first ? page : page.offset(param('offset'))) as unknown as Statement<Awaited<Q>>;
  });
}

export async function countOf(db: Orm, statements: object | undefined, name: string, where: SQL | undefined, countRows: (where: SQL | undefined) => PgSelect): Promise<number> {
  const [counted] = await runByShape(db, statements, `${name}_count`, 'count', [where], {}, ([condition]) => countRows(condition) as unknown as Statement<Array<{ n: number }>>);
  return Number(counted?.n ?? 0);
}

/** Both, side by side. */
export async function pageAndCount<Q extends PgSelect>(
  db: Orm,
  statements: object | undefined,
  name: string,
  q: PageQuery,
  where: SQL | undefined,
  orderBy: SQL[],
  rowsOf: (where: SQL | undefined) => Q,
  countRows: (where: SQL | undefined) => PgSelect,
): Promise<{ rows: Awaited<Q>; count: number }> {
  const [rows, count] = await Promise.all([pageOf(db, statements, name, q, where, orderBy, rowsOf), countOf(db, statements, name, where, countRows)]);
  return { rows, count };
}

type Statement<R> = PromiseLike<R> & { toSQL(): { sql: string }; prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> } };
