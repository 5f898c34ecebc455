// The locked screen (spec §2 /lock-screen): the session stays, the access token leaves memory,
// and this tab remembers it is locked (sessionStorage) so that a reload stays locked.
import { atom, useStore } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accessTokenAtom, keepSessionModalAtom, userAtom } from './session-atoms';

export const LOCK_SCREEN_PATH = '/lock-screen';
/** sessionStorage key: per tab, gone with the tab. */
export const LOCK_STORAGE_KEY = 'portal:lock-screen';

export interface LockRecord {
  /** The page to return to after unlocking. */
  from: string;
  /** Whose session was locked: a record of another user is stale. */
  publicId: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function readLock(): LockRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(LOCK_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { from, publicId } = parsed as Record<string, unknown>;
    return typeof from === 'string' && from.startsWith('/') && typeof publicId === 'string' ? { from, publicId } : null;
  } catch {
    return null;
  }
}

function writeLock(lock: LockRecord | null): void {
  try {
    if (lock) storage()?.setItem(LOCK_STORAGE_KEY, JSON.stringify(lock));
    else storage()?.removeItem(LOCK_STORAGE_KEY);
  } catch (cause) {
    console.warn('Ekran kilidi bu sekmede saklanamadı.', cause);
  }
}

// Set once written; until then each store reads sessionStorage on first use.
const writtenAtom = atom<{ lock: LockRecord | null } | null>(null);

/** This tab's lock record (sessionStorage); write null to forget it. */
export const lockRecordAtom = atom(
  (get) => {
    const written = get(writtenAtom);
    return written ? written.lock : readLock();
  },
  (_get, set, lock: LockRecord | null) => {
    set(writtenAtom, { lock });
    writeLock(lock);
  },
);

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
