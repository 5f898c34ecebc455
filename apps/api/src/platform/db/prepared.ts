// Statements built once per database instead of on every request: Drizzle spends a third of
// a small request's CPU building SQL, and a named statement is also planned once per
// connection by PostgreSQL. Use for hot queries whose values are all placeholders
// (`sql.placeholder('name')`); not inside a transaction (a prepared query runs on the pool).
import { createHash } from 'node:crypto';
import type { Orm } from './database';

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

/** A page size written into a prepared statement's text: PostgreSQL plans a `LIMIT $n` for 10% of the rows. */
export function pageSizeLiteral(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`not a page size: ${n}`);
  return n;
}
