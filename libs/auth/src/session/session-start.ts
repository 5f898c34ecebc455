// Session start (spec §4): hand-off or refresh, then the user, then where to go.
import { currentHostLabel, homeRouteFor, requiredHostLabel, routeRuleFor, type SessionUser } from '@portal/contracts';
import type { Store } from 'jotai/vanilla';
import { getMe } from '../api/get-me';
import { getSessionToken } from '../api/get-session-token';
import { signIn } from './login-result';
import { accessTokenAtom, sessionShape } from './session-atoms';
import { hydrateSlices, type SessionClient } from '@portal/shared/api-client';

export interface StartLocation {
  pathname: string;
  search: string;
  hash: string;
  hostname: string;
}

export interface SessionStart {
  user: SessionUser | null;
  /** Where to go (replacing the entry), or null to stay. */
  navigateTo: string | null;
  /** The protected path a signed-out visitor was sent away from. */
  from: string | null;
}

/** Public pages a signed-in user has no business on: they go home instead. */
export const AuthPagePaths: readonly string[] = ['/', '/register', '/forgot-password', '/reset-password', '/verify', '/forgotPassword'];

/** Signed in on `/` or another auth page → home; signed out on a protected path → `/`; otherwise stay. */
export function startTarget(user: SessionUser | null, pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (user) return AuthPagePaths.includes(path) ? homeRouteFor(sessionShape(user)) : null;
  return routeRuleFor(path) ? '/' : null;
}

/** Steps 1–4 of spec §4 "Session start": a token without credentials, then the user and role. */
async function resumeSession(client: SessionClient, store: Store): Promise<SessionUser | null> {
  let token: string | null;
  try {
    token = await client.refreshAccessToken();
  } catch (error) {
    console.warn('Oturum yenilenemedi.', error);
    return null;
  }
  if (!token) return null;
  store.set(accessTokenAtom, token);
  try {
    const user = await getMe(client.api);
    signIn(store, token, user);
    return user;
  } catch (error) {
    console.warn('Kullanıcı bilgisi alınamadı; oturum açılmadı.', error);
    store.set(accessTokenAtom, null);
    return null;
  }
}

/** The cross-host hand-off (DESIGN.md §4): the one-time sessionId becomes this host's session. */
async function takeOverSession(client: SessionClient, store: Store, sessionId: string): Promise<SessionUser | null> {
  try {
    const { token, user } = await getSessionToken(sessionId, client.api);
    signIn(store, token, user);
    return user;
  } catch (error) {
    console.warn('Oturum devralınamadı.', error);
    return null;
  }
}

/**
 * `canResume` false (no session hint, see SessionClient.hasSessionHint): the visitor is signed
 * out without asking the server, which would answer no token.
 */
export async function startSession(client: SessionClient, store: Store, at: StartLocation, canResume = client.hasSessionHint?.() ?? true): Promise<SessionStart> {
  const params = new URLSearchParams(at.search);
  const sessionId = params.get('sessionId');
  params.delete('sessionId');
  const rest = params.toString();
  const withoutSessionId = `${at.pathname}${rest ? `?${rest}` : ''}${at.hash}`;

  const user = (sessionId ? await takeOverSession(client, store, sessionId) : null) ?? (canResume ? await resumeSession(client, store) : null);

  if (user) {
    // Cookies are per host, so only the login's `redirect` answer can move a session; here it is only logged.
    const here = currentHostLabel(at.hostname);
    const required = requiredHostLabel(sessionShape(user));
    if (here !== null && here !== required) console.warn(`Bu kullanıcının oturumu ${required} alanında olmalı, şu an ${here} alanında.`);
  }

  const target = startTarget(user, at.pathname);
  return {
    user,
    // The sessionId is single-use: it leaves the address bar either way.
    navigateTo: target ?? (sessionId !== null ? withoutSessionId : null),
    from: !user && target ? `${at.pathname}${at.search}${at.hash}` : null,
  };
}

/**
 * Start-up: the saved slices first (≤ 5000 ms), then the session (spec §4). The hint is read
 * before the slices: a login made on the page while they load must not start a second refresh.
 */
export async function startApp(client: SessionClient, store: Store, at: StartLocation, sliceTimeoutMs = 5000): Promise<SessionStart> {
  const canResume = client.hasSessionHint?.() ?? true;
  await hydrateSlices(store, sliceTimeoutMs);
  return startSession(client, store, at, canResume);
}

/**
 * Decided before any request: no session hint, no cross-host hand-off, and a page a visitor may
 * see. The page draws at once instead of after the start; the start still runs behind it.
 */
export function isSignedOutStart(client: SessionClient, at: StartLocation): boolean {
  return client.hasSessionHint?.() === false && !new URLSearchParams(at.search).has('sessionId') && startTarget(null, at.pathname) === null;
}
