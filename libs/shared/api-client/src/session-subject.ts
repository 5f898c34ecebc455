// Whose session this is: the access token's `sub` claim (the user's public id), read without
// verifying the token. The API verifies every request; the client only needs a key that keeps
// one user's data on a shared device (the TRC outbox) apart from another's.
import { atom } from 'jotai/vanilla';
import { accessTokenAtom } from './token-atoms';

/** The `sub` of a JWT, or null for no token or one that is not a JWT with a subject. */
export function subjectOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** The signed-in user's public id; null when signed out. The same across token refreshes. */
export const sessionSubjectAtom = atom((get) => subjectOf(get(accessTokenAtom)));
