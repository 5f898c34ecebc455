// The API tests' users and sessions: users straight into the database, `as(app, role)` for the
// headers of a signed-in demo user, requests as a browser on a portal host would send them, and
// mail/SMS read back from the outbox table. Every module's tests get their callers here.
import { AppCode, MembershipState, Role, type HostLabel } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { REFRESH_COOKIE, startSession } from '../platform/auth';
import { members, outboxMessages, users, type MemberRow, type UserRow } from '../platform/db';
import { hashPassword } from '../platform/passwords';
import type { buildTestApp } from './build-test-app';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export const API = '/api/v1';

export const PASSWORD = 'Kırmızı-Traktör-42';
let passwordHash: Promise<string> | undefined;

let serial = 0;
const nextSerial = () => ++serial;

let ipSerial = 0;
/** A new client address, so that per-IP limits only trip in the tests about them. */
export function freshIp(): string {
  ipSerial++;
  return `10.${(ipSerial >> 16) & 255}.${(ipSerial >> 8) & 255}.${ipSerial & 255}`;
}

export interface NewUser {
  role?: Role;
  app?: AppCode;
  memberType?: number | null;
  stage?: 'demo-request' | 'member';
  state?: number | null;
  demoEndsAt?: Date | null;
  status?: 'active' | 'passive';
  archived?: boolean;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  phone?: string | null;
  email?: string;
}

/** A verified, active Mühendis of an active private-company member unless told otherwise. */
export async function createUser(app: TestApp, input: NewUser = {}): Promise<{ user: UserRow; member: MemberRow }> {
  const n = nextSerial();
  const stage = input.stage ?? 'member';
  const [member] = await app.db
    .insert(members)
    .values({
      name: `Deneme Tarım ${n}`,
      memberType: input.memberType === undefined ? 1 : input.memberType,
      app: input.app ?? AppCode.Rct,
      stage,
      state: stage === 'demo-request' ? null : input.state ?? MembershipState.Active,
      demoEndsAt: input.demoEndsAt ?? null,
    })
    .returning();
  const now = new Date();
  const [user] = await app.db
    .insert(users)
    .values({
      memberId: member!.id,
      name: 'Ayşe',
      surname: 'Çiftçi',
      email: input.email ?? `kullanici${n}@ornek.com.tr`,
      phone: input.phone === undefined ? `+90555${String(n).padStart(7, '0')}` : input.phone,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      role: input.role ?? Role.Muhendis,
      app: input.app ?? AppCode.Rct,
      status: input.status ?? 'active',
      archived: input.archived ?? false,
      emailVerifiedAt: input.emailVerified === false ? null : now,
      phoneVerifiedAt: input.phoneVerified === false ? null : now,
    })
    .returning();
  return { user: user!, member: member! };
}

export type AuthHeaders = Record<string, string>;

/** Where the session was opened: the staff portal unless told (TRC's own tests sign in on trc). */
export type SessionHost = HostLabel;

/** The bearer header of a new live session of `user`, made straight in the database. */
async function bearerOf(app: TestApp, user: UserRow, host: SessionHost): Promise<AuthHeaders> {
  const { session } = await startSession(app.db, app.config, { userId: user.id, hostLabel: host, keepSession: false });
  return { authorization: `Bearer ${await app.accessTokens.sign({ sub: user.publicId, sid: session.id })}` };
}

let memberUserSerial = 0;

/** A new active user of `role` in member `memberId` (Deniz Tarlacı, RCT, no phone). */
async function memberUser(app: TestApp, memberId: number, role: Role): Promise<UserRow> {
  memberUserSerial++;
  const [user] = await app.db
    .insert(users)
    .values({
      memberId,
      name: 'Deniz',
      surname: 'Tarlacı',
      email: `m${memberId}-r${role}-${memberUserSerial}@ornek.com.tr`,
      phone: null,
      passwordHash: 'x',
      role,
      app: AppCode.Rct,
      status: 'active',
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    })
    .returning();
  return user!;
}

export interface AsOptions {
  /** The member the user belongs to (its id, or a record with one); absent: a new member (createUser's defaults). */
  member?: number | { id: number };
  /** The new member's application (absent `member` only). */
  app?: AppCode;
  /** The session's host; default the staff portal. */
  host?: SessionHost;
}

/**
 * The auth headers of a signed-in demo user: of a new user of `role` (of `member` when given,
 * else of a new member), or of an existing `user`. The one way the API tests get a caller.
 */
export async function as(app: TestApp, who: Role | UserRow, options: AsOptions = {}): Promise<AuthHeaders> {
  const host = options.host ?? 'portaldev';
  if (typeof who === 'object') return bearerOf(app, who, host);
  if (options.member !== undefined) {
    const memberId = typeof options.member === 'number' ? options.member : options.member.id;
    return bearerOf(app, await memberUser(app, memberId, who), host);
  }
  const { user } = await createUser(app, { role: who, ...(options.app === undefined ? {} : { app: options.app }) });
  return bearerOf(app, user, host);
}

/** A user of a new member with the role (createUser's input), and its bearer header. */
export async function staff(app: TestApp, role: Role, input: NewUser = {}) {
  const made = await createUser(app, { role, ...input });
  return { ...made, headers: await as(app, made.user) };
}

/** ISO day `days` from today in Istanbul. */
export function dayFromToday(days: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Headers of a page on `host` (rct.localhost…); `null` host: the bare API address. */
export function pageHeaders(host: HostLabel | null = 'rct', extra: Record<string, string> = {}) {
  const name = host ? `${host}.localhost` : '127.0.0.1';
  return { host: name, ...(host ? { origin: `http://${name}` } : {}), 'sec-fetch-site': 'same-origin', ...extra };
}

export function login(app: TestApp, body: Record<string, unknown>, host: HostLabel | null = 'rct', ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: pageHeaders(host), payload: body, remoteAddress: ip });
}

/** The refresh cookie set by a response, with its attributes. */
export function refreshCookieOf(res: { cookies: { name: string; value: string; maxAge?: number; path?: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[] }) {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE);
}

export function refresh(app: TestApp, cookie: string | undefined, host: HostLabel | null = 'rct', extra: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/auth/refreshToken',
    headers: { ...pageHeaders(host, extra), ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}) },
  });
}

export function me(app: TestApp, token: string) {
  return app.inject({ method: 'GET', url: '/api/v1/portalUser/me', headers: { authorization: `Bearer ${token}` } });
}

/** Logs in a verified user on their own host and returns the access token and the refresh cookie. */
export async function signedIn(app: TestApp, email: string, host: HostLabel = 'rct', keepSession = false) {
  const res = await login(app, { email, password: PASSWORD, keepSession }, host);
  const data = res.json().data;
  if (data?.status !== 'authenticated') throw new Error(`login did not authenticate: ${res.body}`);
  return { token: data.token as string, cookie: refreshCookieOf(res)!.value, res };
}

/** Everything in the outbox for a recipient, oldest first. */
export async function outboxFor(app: TestApp, recipient: string) {
  return app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(asc(outboxMessages.id));
}

export async function lastMessage(app: TestApp, recipient: string) {
  const rows = await outboxFor(app, recipient);
  const last = rows.at(-1);
  if (!last) throw new Error(`no message to ${recipient}`);
  return last;
}

/** The `token=` of the last link sent to the recipient. */
export async function lastLinkToken(app: TestApp, recipient: string): Promise<{ token: string; url: string }> {
  const text = (await lastMessage(app, recipient)).bodyText;
  const url = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  return { url, token: new URL(url).searchParams.get('token')! };
}

export async function lastCode(app: TestApp, phone: string): Promise<string> {
  const text = (await lastMessage(app, phone)).bodyText;
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

