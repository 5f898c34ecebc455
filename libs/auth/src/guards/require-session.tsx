import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isLockedAtom, LOCK_SCREEN_PATH } from '../session/lock-state';
import { isAuthAtom, loggedOutAtom } from '../session/session-atoms';

/**
 * Protected pages need a session (a user and a token; the token goes when a refresh fails):
 * without one, to `/`, remembering where the visitor wanted to go (not after a logout).
 * A locked tab goes to the lock screen, even when the session start found a token.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const isAuth = useAtomValue(isAuthAtom);
  const locked = useAtomValue(isLockedAtom);
  const loggedOut = useAtomValue(loggedOutAtom);
  const { pathname, search, hash } = useLocation();
  if (locked) return <Navigate to={LOCK_SCREEN_PATH} replace />;
  if (!isAuth) return <Navigate to="/" replace state={loggedOut ? null : { from: `${pathname}${search}${hash}` }} />;
  return children ?? <Outlet />;
}
