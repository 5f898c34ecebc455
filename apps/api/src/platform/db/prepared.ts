// Statements built once per database instead of on every request: Drizzle spends a third of
// a small request's CPU building SQL, and a named statement is also planned once per
// connection by PostgreSQL. Use for hot queries whose values are all placeholders
// (`sql.placeholder('name')`); not inside a transaction (a prepared query runs on the pool).
import type { Orm } from './database';

const built = new WeakMap<Orm, Map<(db: Orm) => unknown, unknown>>();

/** `build(db)` once per database; `build` must be a module-level function (it is the key). */
export function preparedOn<T>(db: Orm, build: (db: Orm) => T): T {
  let forDb = built.get(db);
  if (!forDb) built.set(db, (forDb = new Map()));
  if (!forDb.has(build)) forDb.set(build, build(db));
  return forDb.get(build) as T;
}
