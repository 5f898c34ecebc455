// A transaction is an Orm: Drizzle's PgTransaction extends the database type, so work written
// against Orm runs in one without a cast.
import type { Orm } from '../db';

/** Runs `work` in a transaction (a savepoint when `db` is one already). */
export function inTransaction<T>(db: Orm, work: (tx: Orm) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
