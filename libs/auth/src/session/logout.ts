// Logout (spec §4): the server ends the session; the client forgets everything it held.
import { Role } from '@portal/contracts';
import { clearSlices, registerLogoutReset, runLogoutResets, type LogoutReset, type SessionClient } from '@portal/shared/api-client';
import type { Store } from 'jotai/vanilla';
import { postLogout } from '../api/post-logout';
import {
  accessTokenAtom,
  duplicateSessionModalAtom,
  expireModalAtom,
  keepSessionChoiceAtom,
  keepSessionModalAtom,
  killSessionAtom,
  loggedOutAtom,
  roleAtom,
  userAtom,
  verificationModalAtom,
} from './session-atoms';

// The registry lives in the shared API client so features register without importing auth.
export { registerLogoutReset, type LogoutReset };

/** Clears user, token, role (back to 0), the modals and every registered reset. */
export function clearSession(store: Store): void {
  store.set(loggedOutAtom, true);
  store.set(userAtom, null);
  store.set(accessTokenAtom, null);
  store.set(roleAtom, Role.User);
  store.set(keepSessionChoiceAtom, null);
  store.set(verificationModalAtom, null);
  store.set(duplicateSessionModalAtom, null);
  store.set(keepSessionModalAtom, false);
  store.set(killSessionAtom, false);
  store.set(expireModalAtom, null);
  runLogoutResets(store);
}

/** POST auth/logout with the bearer, then clear everything; a failed call does not keep the user signed in. */
export async function logout(client: SessionClient, store: Store): Promise<void> {
  try {
    await postLogout(client.api);
  } catch (error) {
    console.warn('Çıkış isteği başarısız; oturum bu tarayıcıda yine de kapatıldı.', error);
  }
  await clearSlices(store);
  clearSession(store);
}
