// One Drizzle schema and one migration set on two drivers: PostgreSQL when DATABASE_URL is
// set, embedded PGlite otherwise (DESIGN.md §2).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres } from './notify';
import * as schema from './schema';

export type DatabaseDriver = 'postgres' | 'pglite';
/** What both drivers' `execute()` return: at least `{ rows }`. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
interface RowsResult<T> {
  rows: (T extends Record<string, unknown> ? T : Record<string, unknown>)[];
}
export type Orm = PgDatabase<QueryResultHKT, typeof schema>;

/** The Drizzle database of either driver, plus what the platform needs around it. */
export type Database = Orm & {
  readonly driver: DatabaseDriver;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (notify.ts). `onStatus(false)` says notifications may be missed from
   * now on (the listening connection dropped), `onStatus(true)` that they arrive again: a
   * listener that caches must not trust its cache in between. Resolves once listening; the
   * returned function stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onStatus?: (listening: boolean) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock on its own connection, so several
   * instances starting together do it one after the other (the demo seed); PGlite is one
   * process's database and just runs it.
   */
  exclusive<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
};

/** PGlite loads extensions per instance; every PGlite the API opens gets these. */
export const pgliteExtensions = { pg_trgm };

/**
 * `apps/api/migrations` beside the sources, or `migrations/` beside the built main.js
 * (the build copies it there), whichever exists.
 */
export function defaultMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../../migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ?? candidates[1]!;
}

type Listen = Database['listen'];

/** `ping` runs on the driver's client: /health calls it on every request, Drizzle need not build it. */
type Exclusive = Database['exclusive'];
const runAlone: Exclusive = (_lockKey, work) => work();

function handle(orm: Orm, driver: DatabaseDriver, ping: () => Promise<unknown>, listen: Listen, end: () => Promise<void>, exclusive: Exclusive = runAlone): Database {
  let closing: Promise<void> | undefined;
  const stops = new Set<() => Promise<void>>();
  return Object.assign(orm, {
    driver,
    exclusive,
    async ping() {
      await ping();
    },
    async listen(...args: Parameters<Listen>) {
      const stop = await listen(...args);
      const once = async () => {
        if (stops.delete(once)) await stop();
      };
      stops.add(once);
      return once;
    },
    close() {
      closing ??= Promise.allSettled([...stops].map((stop) => stop())).then(end);
      return closing;
    },
  });
}

export interface OpenOptions {
  /** Apply the migrations in this folder first; false skips migrating (tests clone a migrated database). */
  migrationsDir?: string | false;
  /** An idle pooled connection failed; without a listener node-postgres would crash the process. */
  onPoolError?: (error: Error) => void;
}

// Any constant; it serialises migrations when several API instances start together.
const MIGRATION_LOCK = 72_616_001;

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', options.onPoolError ?? (() => undefined));
  try {
    const { migrationsDir = defaultMigrationsDir() } = options;
    if (migrationsDir) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const exclusive: Exclusive = async (lockKey, work) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [lockKey]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
      client.release();
    }
  };
  return handle(drizzlePg({ client: pool, schema }), 'postgres', () => pool.query('select 1'), (...args) => listenPostgres(url, ...args), () => pool.end(), exclusive);
}

/** Opens (or creates) PGlite in `dataDir`, or wraps an instance the caller made (tests). */
export async function openPglite(source: string | PGlite, options: OpenOptions = {}): Promise<Database> {
  let client: PGlite;
  if (typeof source === 'string') {
    await mkdir(source, { recursive: true });
    client = await PGlite.create(source, { extensions: pgliteExtensions });
  } else {
    client = source;
  }
  try {
    const { migrationsDir = defaultMigrationsDir() } = options;
    if (migrationsDir) await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir });
  } catch (error) {
    await client.close();
    throw error;
  }
  // One process, one database: a notification is delivered to this same instance.
  const listen: Listen = async (channel, onMessage) => {
    const stop = await client.listen(channel, onMessage);
    return async () => {
      if (!client.closed) await stop();
    };
  };
  return handle(drizzlePglite({ client, schema }), 'pglite', () => client.query('select 1'), listen, () => client.close());
}

/** The database the configuration asks for, migrated. */
export function openDatabase(
  config: { databaseUrl: string | undefined; pgliteDir: string },
  options: OpenOptions = {},
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, options) : openPglite(config.pgliteDir, options);
}
