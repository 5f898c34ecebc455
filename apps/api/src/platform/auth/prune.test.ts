import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signedIn, type TestApp } from '../../test-support';
import { oneTimeTokens, refreshTokens, sessions } from '../db';
import { pruneAuthData } from './prune';

describe('pruneAuthData (DESIGN §4: expiring tokens and sessions do not pile up)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('deletes sessions and tokens ended more than 7 days ago, keeps the rest', async () => {
    const { user } = await createUser(app);
    await signedIn(app, user.email);
    const [live] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const old = await createUser(app);
    await signedIn(app, old.user.email);
    const long = new Date(Date.now() - 8 * 86_400_000);
    await app.db.update(sessions).set({ absoluteExpiresAt: long, idleExpiresAt: long }).where(eq(sessions.userId, old.user.id));
    await app.db.insert(oneTimeTokens).values({ tokenHash: 'x'.repeat(64), purpose: 'phone-login', userId: user.id, expiresAt: long });
    await pruneAuthData(app.db);
    expect((await app.db.select().from(sessions)).map((s) => s.id)).toEqual([live!.id]);
    expect(await app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, live!.id))).toHaveLength(1);
    expect(await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, 'x'.repeat(64)))).toHaveLength(0);
  });
});
