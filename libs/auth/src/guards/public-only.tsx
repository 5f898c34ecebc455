import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { fromState, signedInTarget } from '../session/login-result';
import { isAuthAtom, userAtom } from '../session/session-atoms';

/** The login page is for visitors: a signed-in user goes home (or back to the page they asked for). */
export function PublicOnly({ children }: { children?: ReactNode }) {
  const user = useAtomValue(userAtom);
  const isAuth = useAtomValue(isAuthAtom);
  const { state } = useLocation();
  if (user && isAuth) return <Navigate to={signedInTarget(user, fromState(state))} replace />;
  return children ?? <Outlet />;
}
