// The signed-in user, beside the token and the role (DESIGN.md §5): every feature reads the
// session here; auth only writes it (login, refresh, logout).
import { type SessionUser, type SessionUserShape } from '@portal/contracts';
import { atom } from 'jotai/vanilla';
import { accessTokenAtom } from './token-atoms';

/** The signed-in user; null when signed out. */
export const userAtom = atom<SessionUser | null>(null);

/** Signed in: a user and a token in memory. */
export const isAuthAtom = atom((get) => get(userAtom) !== null && get(accessTokenAtom) !== null);

/** The part of the user the contracts' host and route tables read (`type` is the role code). */
export function sessionShape(user: SessionUser): SessionUserShape {
  return { role: user.type, app: user.app, memberType: user.memberType };
}
