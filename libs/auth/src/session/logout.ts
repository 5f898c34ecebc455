// Logout (spec §4): the server ends the session; the client forgets everything it held.
import { Role } from '@portal/contracts';
import type { Store } from 'jotai/vanilla';
import { postLogout } from '../api/post-logout';
import { clearSlices } from './persisted-slices';
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
import type { SessionClient } from './session-client';

export type LogoutReset = (store: Store) => void;
const resets = new Set<LogoutReset>();

/**
 * Features register what logout must clear (e.g. farmer and prescription counts, the page
 * selection back to the farmer page). Returns a function that unregisters it.
 */
export function registerLogoutReset(reset: LogoutReset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

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
  for (const reset of resets) {
    try {
      reset(store);
    } catch (error) {
      console.warn('Çıkışta bir durum temizlenemedi.', error);
    }
  }
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
