// `authenticate` keeps looked-up sessions for a few seconds; a revocation on one
// API instance must reach every other instance within about a second. Two instances run on
// one database; B is detached from this process's shortcut, so it hears only the database's
// notification (PostgreSQL LISTEN/NOTIFY with TEST_DATABASE_URL, PGlite's listen otherwise),
// as an instance in another process would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createUser, me, openTestDatabase, signedIn, type TestApp, testConfig } from '../../test-support';
import { sessions, users, type Database } from '../db';
import { announceAuthChange } from './session-cache';
import { revokeUserSessions } from './sessions';

const SECRET = 'revocation-two-instances-share-this-secret-0123';

describe('session revocation reaches every API instance (DESIGN §4)', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await buildApp({ config: testConfig({ AUTH_TOKEN_SECRET: SECRET }), database });
    b = await buildApp({ config: testConfig({ AUTH_TOKEN_SECRET: SECRET }), database });
    b.sessionCache.attachToProcess(false);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await database.close();
  });

  /** A user signed in (through A) whose session both instances hold in memory. */
  async function signedInOnBoth() {
    const { user } = await createUser(a);
    const { token } = await signedIn(a, user.email);
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    return { user, token };
  }

  /** Polls B until the token is refused; fails after 1.5 s. */
  async function refusedByB(token: string) {
    const started = Date.now();
    for (;;) {
      const res = await me(b, token);
      if (res.statusCode === 401) return res;
      if (Date.now() - started > 1_500) throw new Error(`instance B still answers ${res.statusCode} after 1.5 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('B keeps a looked-up session in memory: a change nobody announces is seen only after the cache time', async () => {
    const { user, token } = await signedInOnBoth();
    await database.update(users).set({ name: 'Sessiz' }).where(eq(users.id, user.id));
    // Served from memory: the silent change is not visible yet (why every change must be announced).
    expect((await me(b, token)).json().data.name).toBe('Ayşe');
  });

  it('a session B remembers as idle-expired but used on A meanwhile is checked in the database, not ended', async () => {
    const { token, user } = await signedInOnBoth();
    const soon = new Date(Date.now() + 300);
    await database.update(sessions).set({ idleExpiresAt: soon }).where(eq(sessions.userId, user.id));
    b.sessionCache.clear();
    expect((await me(b, token)).statusCode).toBe(200);
    // A moved the idle deadline (as a call there would), without telling anyone.
    await database.update(sessions).set({ idleExpiresAt: new Date(Date.now() + 3_600_000) }).where(eq(sessions.userId, user.id));
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
    expect((await me(b, token)).statusCode).toBe(200);
  });

  it("logout on A: B answers 401 '703' within about a second", async () => {
    const { token } = await signedInOnBoth();
    const out = await a.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}`, host: 'rct.localhost' } });
    expect(out.statusCode).toBe(200);
    expect((await refusedByB(token)).json().code).toBe('703');
  });

  it('every session of a user ended on A (password reset, session kill): B answers 401 within about a second', async () => {
    const { user, token } = await signedInOnBoth();
    await a.db.transaction((tx) => revokeUserSessions(tx, user.id, 'password-reset'));
    expect((await refusedByB(token)).json().code).toBe('703');
  });

  it('an account made passive on A: B answers 401 within about a second', async () => {
    const { user, token } = await signedInOnBoth();
    await a.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'passive' }).where(eq(users.id, user.id));
      await announceAuthChange(tx, { userId: user.id });
    });
    expect((await refusedByB(token)).json().code).toBe('703');
  });

  it("a user's own profile edit on A is shown by B within about a second", async () => {
    const { token } = await signedInOnBoth();
    const patch = await a.inject({
      method: 'PATCH',
      url: '/api/v1/portalUser/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Zeynep', surname: 'Bağcı' },
    });
    expect(patch.statusCode).toBe(200);
    const started = Date.now();
    while ((await me(b, token)).json().data.name !== 'Zeynep') {
      if (Date.now() - started > 1_500) throw new Error('instance B still shows the old name after 1.5 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
