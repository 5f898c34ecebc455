// Statements built once per database instead of on every request: Drizzle spends a third of
// a small request's CPU building SQL, and a named statement is also planned once per
// connection by PostgreSQL. Use for hot queries whose values are all placeholders
// (`sql.placeholder('name')`); not inside a transaction (a prepared query runs on the pool).
import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Orm } from './database';
import { placeholderValues, shapeOf, withPlaceholders } from './sql-shape';

const built = new WeakMap<Orm, Map<(db: Orm) => unknown, unknown>>();

/** `build(db)` once per database; `build` must be a module-level function (it is the key). */
export function preparedOn<T>(db: Orm, build: (db: Orm) => T): T {
  let forDb = built.get(db);
  if (!forDb) built.set(db, (forDb = new Map()));
  if (!forDb.has(build)) forDb.set(build, build(db));
  return forDb.get(build) as T;
}

/** Statements kept per owner and database; beyond, the least recently used one is dropped. */
export const MAX_SHAPES_PER_OWNER = 64;

interface Preparable<S> {
  toSQL(): { sql: string };
  prepare(name: string): S;
}

const byShape = new WeakMap<Orm, WeakMap<object, Map<string, unknown>>>();

/**
 * A list's statement for one shape of its request (which filters, sort, page size: `key`,
 * sql-shape.ts), built by `build` with its values as placeholders and prepared the first time.
 * Named `<prefix>_<hash of its text>`: the same shape built again after eviction reuses the name
 * that PostgreSQL may still hold on a connection. `owner` (a list's spec, or a module-level
 * object) keeps each list's shapes apart. Answers are never cached, only statements.
 */
export function preparedShape<S>(db: Orm, owner: object, key: string, prefix: string, build: () => Preparable<S>): S {
  let byOwner = byShape.get(db);
  if (!byOwner) byShape.set(db, (byOwner = new WeakMap()));
  let shapes = byOwner.get(owner) as Map<string, S> | undefined;
  if (!shapes) byOwner.set(owner, (shapes = new Map()));
  let statement = shapes.get(key);
  if (statement !== undefined) {
    shapes.delete(key); // set again below: a Map keeps insertion order, the first key is the least recently used
  } else {
    const query = build();
    statement = query.prepare(`${prefix}_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`);
    if (shapes.size >= MAX_SHAPES_PER_OWNER) shapes.delete(shapes.keys().next().value!);
  }
  shapes.set(key, statement);
  return statement;
}

/** How many statement shapes `owner` has prepared on `db`. */
export function preparedShapesOf(db: Orm, owner: object): number {
  return byShape.get(db)?.get(owner)?.size ?? 0;
}

/**
 * A row count (a page size, a count's cap) written into a statement's text. PostgreSQL plans a
 * `LIMIT $n` for 10% of the rows, so a prepared statement with one never gets a generic plan as
 * cheap as its custom ones and is planned again on every run (0.4 ms of planning for 0.03 ms of
 * work on the lot list). Drizzle sends a number given to `.limit()` as a parameter, so the count
 * goes in as SQL text; page sizes and caps are a handful of values.
 */
export function rowCountLiteral(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder; // .limit() takes SQL as well; its type does not say so
}

interface Executable<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Runs the statement `build` makes of `parts` (its conditions, and any ORDER BY that holds
 * values), prepared once per shape of those parts (sql-shape.ts: their text with the values
 * left out) and `key` (whatever else changes the text: sort, page size, first page or not),
 * with this request's values. `build` takes the statement's own values through `param(name)`
 * (an offset): a placeholder when prepared, the value itself when the statement is built as it
 * is — when `owner` is undefined (not to be prepared: inside a transaction, a term too short for
 * a generic plan) or a part holds something shapeOf does not cover.
 */
export async function runByShape<R, P extends Array<SQL | undefined>>(
  db: Orm,
  owner: object | undefined,
  prefix: string,
  key: string,
  parts: [...P],
  params: Record<string, unknown>,
  build: (parts: P, param: (name: string) => Placeholder) => Preparable<Executable<R>> & PromiseLike<R>,
): Promise<R> {
  const shapes = owner ? parts.map(shapeOf) : [];
  if (!owner || shapes.some((shape) => !shape)) return build(parts, (name) => params[name] as never);
  const statement = preparedShape(db, owner, `${key}\0${shapes.map((shape) => shape!.key).join('\u0001')}`, prefix, () =>
    build(parts.map((part, i) => part && withPlaceholders(part, `w${i}_`)) as P, (name) => sql.placeholder(name)),
  );
  const values = { ...params };
  shapes.forEach((shape, i) => placeholderValues(shape!, `w${i}_`, values));
  return statement.execute(values);
}

type Runnable<R> = Preparable<Executable<R>> & PromiseLike<R>;

/** Which page of a list: 1-based, and its size. */
export interface PageOfList {
  page: number;
  limit: number;
}

/**
 * One page of a list: `rowsOf(where)` ordered by `orderBy`, its size written into the text and
 * no offset on the first page, prepared once per shape of its WHERE and ORDER BY when `owner` is
 * given (runByShape). The lists' one way to read a page; `countOf` counts the same rows.
 */
export function pageOf<Q extends PgSelect>(db: Orm, owner: object | undefined, name: string, q: PageOfList, where: SQL | undefined, orderBy: SQL[], rowsOf: (where: SQL | undefined) => Q): Promise<Awaited<Q>> {
  const offset = (q.page - 1) * q.limit;
  const first = offset === 0;
  return runByShape(db, owner, `${name}_page`, `${q.limit}\0${first}`, [where, ...orderBy], { offset }, ([condition, ...order], param) => {
    const page = rowsOf(condition)
      .orderBy(...(order as SQL[]))
      .limit(rowCountLiteral(q.limit));
    return (first ? page : page.offset(param('offset'))) as unknown as Runnable<Awaited<Q>>;
  });
}

/** The count of a list's rows: `countRows(where)` selects `n`. */
export async function countOf(db: Orm, owner: object | undefined, name: string, where: SQL | undefined, countRows: (where: SQL | undefined) => PgSelect): Promise<number> {
  const [counted] = await runByShape(db, owner, `${name}_count`, 'count', [where], {}, ([condition]) => countRows(condition) as unknown as Runnable<Array<{ n: number | string }>>);
  return Number(counted?.n ?? 0);
}

/** A page and its count, side by side. */
export async function pageAndCount<Q extends PgSelect>(
  db: Orm,
  owner: object | undefined,
  name: string,
  q: PageOfList,
  where: SQL | undefined,
  orderBy: SQL[],
  rowsOf: (where: SQL | undefined) => Q,
  countRows: (where: SQL | undefined) => PgSelect,
): Promise<{ rows: Awaited<Q>; count: number }> {
  const [rows, count] = await Promise.all([pageOf(db, owner, name, q, where, orderBy, rowsOf), countOf(db, owner, name, where, countRows)]);
  return { rows, count };
}
