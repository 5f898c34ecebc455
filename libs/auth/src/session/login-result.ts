// What each login answer leads to (spec §3, §4; contracts' LoginResult): the store is
// updated here and the caller performs the returned step.
import { guardRedirect, homeRouteFor, routeRuleFor, type LoginResult, type SessionUser } from '@portal/contracts';
import type { Store } from 'jotai/vanilla';
import { crossHostUrl, type PageLocation } from './hosts';
import {
  accessTokenAtom,
  duplicateSessionModalAtom,
  expireModalAtom,
  killSessionAtom,
  loggedOutAtom,
  roleAtom,
  sessionShape,
  userAtom,
  verificationModalAtom,
} from './session-atoms';

export type LoginOutcome =
  /** Signed in: go to this path in the app. */
  | { kind: 'navigate'; to: string }
  /** A modal now explains what is next. */
  | { kind: 'modal' }
  /** Wrong host: replace the page with this address. */
  | { kind: 'leave'; url: string };

export interface LoginContext {
  /** The protected path the visitor was sent away from, if any. */
  from: string | null;
  location: PageLocation;
}

/** Stores token, user and role: the session is authenticated (spec §4 "Login and logout"). */
export function signIn(store: Store, token: string, user: SessionUser): void {
  store.set(accessTokenAtom, token);
  store.set(userAtom, user);
  store.set(roleAtom, user.type);
  store.set(loggedOutAtom, false);
}

/** Where a signed-in user goes: back to the protected page they asked for when allowed, else their home (spec §2). */
export function signedInTarget(user: SessionUser, from: string | null): string {
  const shape = sessionShape(user);
  if (from && routeRuleFor(pathOf(from)) && guardRedirect(shape, pathOf(from)) === null) return from;
  return homeRouteFor(shape);
}

const pathOf = (target: string) => target.split(/[?#]/)[0] ?? '/';

/** `location.state.from` as set by the guards, when it is a path. */
export function fromState(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

export function applyLoginResult(store: Store, result: LoginResult, context: LoginContext): LoginOutcome {
  switch (result.status) {
    case 'authenticated':
      signIn(store, result.token, result.user);
      store.set(duplicateSessionModalAtom, null);
      store.set(verificationModalAtom, null);
      store.set(expireModalAtom, null);
      store.set(killSessionAtom, false);
      return { kind: 'navigate', to: signedInTarget(result.user, context.from) };
    case 'duplicate-session':
      store.set(duplicateSessionModalAtom, { ticket: result.ticket });
      return { kind: 'modal' };
    case 'verification-required':
      store.set(verificationModalAtom, { ticket: result.ticket, phoneMasked: result.phoneMasked });
      return { kind: 'modal' };
    case 'expired':
      store.set(expireModalAtom, result.expire);
      return { kind: 'modal' };
    case 'redirect': {
      // Cookies are per host: the other host takes the session over with the one-time sessionId.
      const path = context.from && routeRuleFor(pathOf(context.from)) ? pathOf(context.from) : '/';
      return { kind: 'leave', url: crossHostUrl(context.location, result.host, result.sessionId, path) };
    }
  }
}
