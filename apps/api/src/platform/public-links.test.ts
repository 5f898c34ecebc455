// The public-link mechanism on a real database, over a store of the test's own: the token is
// 256 random bits and only its hash is findable; the same link is shown again; renewing and
// revoking end the old token; a secret no longer held means a new link; two first requests make one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import type { Database, Orm } from './db';
import { publicLinks, type LinkStore } from './public-links';
import { hashToken } from './secrets';

type Live = { sealed: string; hash: string };

const store: LinkStore<Live, number> = {
  purpose: 'test-link',
  async live(db, recordId) {
    const { rows } = await db.execute<Live>(sql`select sealed, hash from test_links where record_id = ${recordId} and revoked_at is null`);
    return rows[0];
  },
  async put(db, recordId, token) {
    await db.execute(sql`update test_links set revoked_at = now() where record_id = ${recordId} and revoked_at is null`);
    await db.execute(sql`insert into test_links (record_id, hash, sealed) values (${recordId}, ${token.hash}, ${token.sealed})`);
    return { sealed: token.sealed, hash: token.hash };
  },
  async revoke(db, recordId) {
    const { rows } = await db.execute(sql`update test_links set revoked_at = now() where record_id = ${recordId} and revoked_at is null returning id`);
    return rows.length > 0;
  },
  async find(db, tokenHash) {
    const { rows } = await db.execute<{ record_id: number }>(sql`select record_id from test_links where hash = ${tokenHash} and revoked_at is null`);
    return rows[0] ? Number(rows[0].record_id) : undefined;
  },
};
const links = publicLinks(store);
const config = { authTokenSecret: 'a'.repeat(64) };

describe('platform/public-links', () => {
  let db: Database;
  const liveCount = async (orm: Orm, recordId: number) =>
    Number((await orm.execute<{ n: number }>(sql`select count(*)::int as n from test_links where record_id = ${recordId} and revoked_at is null`)).rows[0]!.n);
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.execute(sql`create table test_links (id serial primary key, record_id int not null, hash text not null unique, sealed text not null, revoked_at timestamptz)`);
  });
  afterAll(() => db.close());

  it('makes a 256-bit token, keeps only its hash findable, and shows the same link again', async () => {
    const made = await links.ensure(config, db, 1, 7);
    expect(Buffer.from(made.token, 'base64url')).toHaveLength(32);
    expect(made.live.hash).toBe(hashToken(made.token));
    expect(made.live.sealed).not.toContain(made.token);
    expect((await links.ensure(config, db, 1, 7)).token).toBe(made.token);
    expect((await links.shown(config, db, 1))?.token).toBe(made.token);
    expect(await links.resolve(db, made.token)).toBe(1);
    expect(await links.resolve(db, `${made.token.slice(0, -1)}${made.token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
  });

  it('renewing ends the old token at once; revoking leaves none', async () => {
    const old = await links.ensure(config, db, 2, 7);
    const renewed = await links.renew(config, db, 2, 7);
    expect(renewed.token).not.toBe(old.token);
    expect(await links.resolve(db, old.token)).toBeUndefined();
    expect(await links.resolve(db, renewed.token)).toBe(2);
    expect(await links.revoke(db, 2, 7)).toBe(true);
    expect(await links.revoke(db, 2, 7)).toBe(false);
    expect(await links.resolve(db, renewed.token)).toBeUndefined();
    expect(await links.shown(config, db, 2)).toBeNull();
    const again = await links.ensure(config, db, 2, 7);
    await links.endWithRecord(db, 2);
    expect(await links.resolve(db, again.token)).toBeUndefined();
  });

  it('replaces a link sealed under a secret no longer held, and two first requests make one link', async () => {
    const before = await links.ensure(config, db, 3, 7);
    const otherSecret = { authTokenSecret: 'b'.repeat(64) };
    expect(await links.shown(otherSecret, db, 3)).toBeNull();
    const after = await links.ensure(otherSecret, db, 3, 7);
    expect(after.token).not.toBe(before.token);
    expect(await links.resolve(db, before.token)).toBeUndefined();

    const both = await Promise.all([links.ensure(config, db, 4, 7), links.ensure(config, db, 4, 7)]);
    expect(both[0].token).toBe(both[1].token);
    expect(await liveCount(db, 4)).toBe(1);
  });
});
