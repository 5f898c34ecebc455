// Account tokens follow the account: for every way an account stops being usable (archived,
// banned, passive, deleted, its member cancelled or deleted) and every one-time token kind a
// mailbox or phone may still hold, the change itself uses the token up and ends the sessions,
// and the token's route then refuses it and changes nothing.
import { AppCode, AuthErrorCode, ErrorCode, MembershipState, Role } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, createUser, freshIp, staff, type TestApp } from '../../test-support';
import { startSession } from '../auth';
import { oneTimeTokens, sessions, TokenPurpose, users, type UserRow } from '../db';
import { issueToken, TokenTtl } from './one-time-tokens';

const CODE = '482916';
const NEW_PASSWORD = 'Yeni-Zeytin-Bahçesi-2026';

interface Kind {
  purpose: TokenPurpose;
  /** Before the token is issued (an invitation is a reset token of a user not yet signed in). */
  prepare?: (app: TestApp, user: UserRow) => Promise<unknown>;
  data?: Record<string, unknown>;
  code?: boolean;
  /** The token's own route, as the link or the page sends it (`bearer`: the session held before the change). */
  use: (app: TestApp, token: string, bearer: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** A route behind a session refuses first for the ended session. */
  refusal?: { status: number; codes: string[] };
}

const post = (app: TestApp, url: string, payload: object) => app.inject({ method: 'POST', url: `${API}/auth/${url}`, headers: { host: 'rct.localhost' }, remoteAddress: freshIp(), payload });

const Kinds: Record<string, Kind> = {
  invitation: {
    purpose: TokenPurpose.PasswordReset,
    prepare: (app, user) => app.db.update(users).set({ invitationPending: true, emailVerifiedAt: null }).where(eq(users.id, user.id)),
    use: (app, token) => post(app, 'resetPassword', { token, password: NEW_PASSWORD }),
  },
  'reset link': { purpose: TokenPurpose.PasswordReset, use: (app, token) => post(app, 'resetPassword', { token, password: NEW_PASSWORD }) },
  'reset SMS code': { purpose: TokenPurpose.PasswordResetSms, code: true, use: (app, ticket) => post(app, 'resetPasswordSms', { ticket, code: CODE, password: NEW_PASSWORD }) },
  'verification link': {
    purpose: TokenPurpose.EmailVerify,
    prepare: (app, user) => app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id)),
    use: (app, token) => post(app, 'verify', { token }),
  },
  'verification SMS code': {
    purpose: TokenPurpose.SmsVerify,
    code: true,
    prepare: (app, user) => app.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, user.id)),
    use: (app, ticket) => post(app, 'verifySms', { ticket, code: CODE }),
  },
  'phone login link': { purpose: TokenPurpose.PhoneLogin, data: { keepSession: false }, use: (app, token) => post(app, 'login/verify-phone', { token, confirm: true }) },
  'host hand-off': {
    purpose: TokenPurpose.SessionHandoff,
    data: { host: 'rct', keepSession: false },
    use: (app, sessionId) => app.inject({ method: 'GET', url: `${API}/auth/session-token?sessionId=${sessionId}`, headers: { host: 'rct.localhost', 'sec-fetch-site': 'same-origin' }, remoteAddress: freshIp() }),
  },
  'duplicate-session ticket': { purpose: TokenPurpose.DuplicateSession, data: { keepSession: false }, use: (app, ticket) => post(app, 'sessionKill', { ticket }) },
  'contact change code': {
    purpose: TokenPurpose.ContactChange,
    code: true,
    data: { kind: 'email', value: 'yeni.adres@ornek.com.tr' },
    use: (app, ticket, bearer) => app.inject({ method: 'POST', url: `${API}/portalUser/me/contact-change/confirm`, headers: { host: 'rct.localhost', ...bearer }, remoteAddress: freshIp(), payload: { ticket, code: CODE } }),
    // The session was revoked ('703'), or went with a deleted user.
    refusal: { status: 401, codes: ['703', ErrorCode.Unauthorized] },
  },
};

type Headers = Record<string, string>;
interface Actors {
  admin: Headers;
  operator: Headers;
}

/** Each way an account stops being usable, through its own route. */
const States: Record<string, (app: TestApp, actors: Actors, user: UserRow) => Promise<LightMyRequestResponse>> = {
  archived: (app, { admin }, user) => app.inject({ method: 'PATCH', url: `${API}/portalUser/switchArchive`, headers: admin, payload: { publicId: user.publicId } }),
  banned: (app, { admin }, user) => app.inject({ method: 'PATCH', url: `${API}/portalUser`, headers: admin, payload: { publicId: user.publicId, status: 'banned' } }),
  passive: (app, { admin }, user) => app.inject({ method: 'PATCH', url: `${API}/portalUser`, headers: admin, payload: { publicId: user.publicId, status: 'passive' } }),
  deleted: (app, { admin }, user) => app.inject({ method: 'DELETE', url: `${API}/portalUser?publicId=${user.publicId}`, headers: admin }),
  'member cancelled': (app, { operator }, user) =>
    app.inject({ method: 'POST', url: `${API}/member/${user.memberId}/transition`, headers: operator, payload: { action: 'cancel', reason: 'Sözleşme feshedildi' } }),
  'member deleted': (app, { admin }, user) => app.inject({ method: 'DELETE', url: `${API}/member/${user.memberId}`, headers: admin }),
};

describe('account tokens follow the account', () => {
  let app: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = { admin: (await staff(app, Role.BestnetAdmin)).headers, operator: (await staff(app, Role.BestnetOperator)).headers };
  });
  afterAll(() => app?.close());

  const cases = Object.keys(States).flatMap((state) => Object.keys(Kinds).map((kind) => [state, kind] as const));

  it.each(cases)('%s × %s: used up by the change, then refused with nothing changed', async (state, kindName) => {
    const kind = Kinds[kindName]!;
    // A demo member, so that it can be cancelled.
    const { user } = await createUser(app, { app: AppCode.Rct, state: MembershipState.InDemo, demoEndsAt: new Date(Date.now() + 10 * 86_400_000) });
    await kind.prepare?.(app, user);
    const { session } = await startSession(app.db, app.config, { userId: user.id, hostLabel: 'rct', keepSession: false });
    const bearer = { authorization: `Bearer ${await app.accessTokens.sign({ sub: user.publicId, sid: session.id })}` };
    const token = await issueToken(app.db, {
      purpose: kind.purpose,
      userId: user.id,
      ttlSeconds: kindName === 'invitation' ? TokenTtl.invitation : TokenTtl.otp,
      ...(kind.data ? { data: { ...kind.data, sessionId: session.id } } : {}),
      ...(kind.code ? { code: CODE } : {}),
    });
    const [before] = await app.db.select().from(users).where(eq(users.id, user.id));

    const changed = await States[state]!(app, actors, user);
    expect(changed.statusCode, changed.body).toBe(200);

    // In the same transaction: no open token, no live session.
    expect(await app.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), isNull(oneTimeTokens.usedAt)))).toEqual([]);
    expect(await app.db.select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))).toEqual([]);

    const used = await kind.use(app, token, bearer);
    const refusal = kind.refusal ?? { status: 400, codes: [AuthErrorCode.TokenInvalid] };
    expect(used.statusCode, used.body).toBe(refusal.status);
    expect(refusal.codes).toContain(used.json().code);
    expect(used.cookies.filter((c) => c.name === 'portal_rt' && c.value)).toEqual([]);

    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    if (state === 'deleted') {
      expect(after).toBeUndefined();
      return;
    }
    expect(after).toMatchObject({
      email: before!.email,
      passwordHash: before!.passwordHash,
      emailVerifiedAt: before!.emailVerifiedAt,
      phoneVerifiedAt: before!.phoneVerifiedAt,
      invitationPending: before!.invitationPending,
    });
    expect(await app.db.select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))).toEqual([]);
  });

  it('a user still in good standing keeps their link (the cases above are not refused for another reason)', async () => {
    const { user } = await createUser(app);
    const token = await issueToken(app.db, { purpose: TokenPurpose.PasswordReset, userId: user.id, ttlSeconds: TokenTtl.passwordReset });
    const used = await Kinds['reset link']!.use(app, token, {});
    expect(used.statusCode, used.body).toBe(200);
  });
});
