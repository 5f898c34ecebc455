// Session state that features read without knowing the auth feature: the role, and what logout
// must clear. Auth writes the role and runs the resets; features only read and register.
import { Role } from '@portal/contracts';
import { atom } from 'jotai/vanilla';
import type { Store } from 'jotai/vanilla';

/** The role, kept in memory with the token; back to 0 on logout (spec §3). */
export const roleAtom = atom<Role>(Role.User);

export type LogoutReset = (store: Store) => void;
const resets = new Set<LogoutReset>();

/**
 * Features register what logout must clear (e.g. list states, farmer and prescription counts,
 * the server-state cache). Returns a function that unregisters it.
 */
export function registerLogoutReset(reset: LogoutReset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Runs every registered reset; one that throws does not stop the others. */
export function runLogoutResets(store: Store): void {
  for (const reset of resets) {
    try {
      reset(store);
    } catch (error) {
      console.warn('Çıkışta bir durum temizlenemedi.', error);
    }
  }
}
