// Session and auth state (spec §3). The token lives in the API client's atom so the client
// and the components read the same one (DESIGN.md §5).
import { accessTokenAtom, isAuthAtom, roleAtom, sessionShape, userAtom } from '@portal/shared/api-client';
import { atom } from 'jotai';

// The token, the role and the user live in the shared API client: features read them without auth.
export { accessTokenAtom, isAuthAtom, roleAtom, sessionShape, userAtom };

export const publicIdAtom = atom((get) => get(userAtom)?.publicId ?? null);
export const loginNameAtom = atom((get) => get(userAtom)?.loginName ?? null);

/** The session was ended by logout (not lost): the guards then forget the page the user was on. */
export const loggedOutAtom = atom(false);

/** 'Beni hatırla' of the last login, written to the keepSession cookie on the signed-in host (spec §4). */
export const keepSessionChoiceAtom = atom<boolean | null>(null);

/** Mail or phone still to verify: the verification modal. */
export const verificationModalAtom = atom<{ ticket: string; phoneMasked: string } | null>(null);
/** Another session is open: the duplicate-session modal. */
export const duplicateSessionModalAtom = atom<{ ticket: string } | null>(null);
/** Idle warning of a session that is not remembered: the keep-session modal. */
export const keepSessionModalAtom = atom(false);
/** True while the other session is being ended (auth/sessionKill). */
export const killSessionAtom = atom(false);
/** The membership or account cannot sign in: the expire modal. */
export const expireModalAtom = atom<{ code: string; content: string; loginName: string } | null>(null);
