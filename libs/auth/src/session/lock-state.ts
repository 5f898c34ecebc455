// The locked screen (spec §2 /lock-screen): the session stays, the access token leaves memory,
// and this tab remembers it is locked (sessionStorage) so that a reload stays locked.
import { storedAtom } from '@portal/shared/api-client';
import { atom, useStore } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { accessTokenAtom, keepSessionModalAtom, userAtom } from './session-atoms';

export const LOCK_SCREEN_PATH = '/lock-screen';
/** sessionStorage key: per tab, gone with the tab. */
export const LOCK_STORAGE_KEY = 'portal:lock-screen';

const lockRecordSchema = z.object({
  /** The page to return to after unlocking. */
  from: z.string().startsWith('/'),
  /** Whose session was locked: a record of another user is stale. */
  publicId: z.string(),
});
export type LockRecord = z.infer<typeof lockRecordSchema>;

/** This tab's lock record (sessionStorage); write null to forget it. */
export const lockRecordAtom = storedAtom<LockRecord>({ key: LOCK_STORAGE_KEY, area: 'session', schema: lockRecordSchema, label: 'ekran kilidi' });

/** Locked: a lock record for the user whose session this tab holds. */
export const isLockedAtom = atom((get) => {
  const lock = get(lockRecordAtom);
  const user = get(userAtom);
  return lock !== null && user !== null && lock.publicId === user.publicId;
});

/** A record without its session (ended meanwhile, or another user's) only misleads: forget it. */
export function forgetStaleLock(store: Store): void {
  if (store.get(lockRecordAtom) && !store.get(isLockedAtom)) store.set(lockRecordAtom, null);
}

/** Locks the signed-in session: the token leaves memory, the user (for the name) stays. */
export function lockSession(store: Store, from: string): boolean {
  const user = store.get(userAtom);
  if (!user) return false;
  store.set(lockRecordAtom, { from, publicId: user.publicId });
  store.set(keepSessionModalAtom, false);
  store.set(accessTokenAtom, null);
  return true;
}

/** For the user menu ('Ekranı kilitle'): locks and shows `/lock-screen`, remembering this page. */
export function useLockScreen(): () => void {
  const store = useStore();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    if (lockSession(store, `${pathname}${search}${hash}`)) navigate(LOCK_SCREEN_PATH, { replace: true });
  }, [store, navigate, pathname, search, hash]);
}
