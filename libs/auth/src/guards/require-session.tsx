import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAuthAtom, loggedOutAtom } from '../session/session-atoms';

/**
 * Protected pages need a session (a user and a token; the token goes when a refresh fails):
 * without one, to `/`, remembering where the visitor wanted to go (not after a logout).
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const isAuth = useAtomValue(isAuthAtom);
  const loggedOut = useAtomValue(loggedOutAtom);
  const { pathname, search, hash } = useLocation();
  if (!isAuth) return <Navigate to="/" replace state={loggedOut ? null : { from: `${pathname}${search}${hash}` }} />;
  return children ?? <Outlet />;
}
