import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { isUniqueViolation, PgCode, pgErrorOf } from './pg-error';
import type { Database } from '.';

const refusalOf = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement was not refused');
};

describe('pgErrorOf: the SQLSTATE of a refused statement, whatever wraps it', () => {
  let db: Database;
  let pglite: PGlite;
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.execute(sql`create table pg_error_probe (id int primary key, n int constraint pg_error_probe_n_chk check (n > 0))`);
    await db.execute(sql`insert into pg_error_probe values (1, 1)`);
    pglite = await PGlite.create();
    await pglite.exec('create table probe (id int constraint probe_pk primary key)');
    await pglite.exec('insert into probe values (1)');
  });
  afterAll(async () => {
    await pglite.close();
    await db.close();
  });

  it('reads the test database driver’s error through Drizzle’s wrapper: code and constraint', async () => {
    const duplicate = await refusalOf(() => db.execute(sql`insert into pg_error_probe values (1, 2)`));
    expect(pgErrorOf(duplicate)).toEqual({ code: PgCode.UniqueViolation, constraint: 'pg_error_probe_pkey' });
    expect(isUniqueViolation(duplicate)).toBe(true);
    const negative = await refusalOf(() => db.execute(sql`insert into pg_error_probe values (2, -1)`));
    expect(pgErrorOf(negative)).toEqual({ code: PgCode.CheckViolation, constraint: 'pg_error_probe_n_chk' });
    expect(isUniqueViolation(negative)).toBe(false);
  });

  it('reads PGlite’s own error, bare and wrapped by Drizzle', async () => {
    const bare = await refusalOf(() => pglite.query('insert into probe values (1)'));
    expect(pgErrorOf(bare)).toEqual({ code: PgCode.UniqueViolation, constraint: 'probe_pk' });
    const wrapped = await refusalOf(() => drizzle(pglite).execute(sql`insert into probe values (1)`));
    expect(wrapped).not.toBe(bare);
    expect(pgErrorOf(wrapped)).toEqual({ code: PgCode.UniqueViolation, constraint: 'probe_pk' });
    const syntax = await refusalOf(() => pglite.query('selec 1'));
    expect(pgErrorOf(syntax)).toEqual({ code: '42601' });
  });

  it('answers undefined for errors that are not the database’s', () => {
    expect(pgErrorOf(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(pgErrorOf(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBeUndefined();
    expect(pgErrorOf(new Error('nope'))).toBeUndefined();
    expect(pgErrorOf(undefined)).toBeUndefined();
    expect(pgErrorOf('23505')).toBeUndefined();
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
  });
});
