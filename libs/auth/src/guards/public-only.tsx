import { useAtomValue, useStore } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { forgetStaleLock, isLockedAtom, lockRecordAtom, LOCK_SCREEN_PATH } from '../session/lock-state';
import { fromState, signedInTarget } from '../session/login-result';
import { isAuthAtom, userAtom } from '../session/session-atoms';

/** The login page is for visitors: a signed-in user goes home (or back to the page they asked for); a locked tab to the lock screen. */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const isAuth = useAtomValue(isAuthAtom);
  const locked = useAtomValue(isLockedAtom);
  const lock = useAtomValue(lockRecordAtom);
  const { state } = useLocation();
  // Before anyone logs in here, a lock left by an ended session must not catch the next one.
  useEffect(() => forgetStaleLock(store), [store, lock, locked]);
  if (locked) return <Navigate to={LOCK_SCREEN_PATH} replace />;
  if (user && isAuth) return <Navigate to={signedInTarget(user, fromState(state))} replace />;
  return children ?? <Outlet />;
}
