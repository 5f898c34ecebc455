import { Alert } from '@mantine/core';
import { guardRedirect } from '@portal/contracts';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAuthAtom, sessionShape, userAtom } from '../session/session-atoms';

/** A protected route opens only for the roles the contracts list for it; others go to their home (spec §2, §6). */
export function RequireRoute({ children }: { children?: ReactNode }) {
  const user = useAtomValue(userAtom);
  const isAuth = useAtomValue(isAuthAtom);
  const { pathname } = useLocation();
  if (!user || !isAuth) return <Navigate to="/" replace />;
  const home = guardRedirect(sessionShape(user), pathname);
  if (home === null) return children ?? <Outlet />;
  // A home the role itself may not open would loop: say so instead.
  if (home === pathname) {
    return (
      <Alert color="yellow" title="Yetkiniz yok" m="md">
        Bu sayfayı görüntüleme yetkiniz bulunmuyor.
      </Alert>
    );
  }
  return <Navigate to={home} replace />;
}
