import { ProtectedRoutes } from '@portal/contracts';
import { LoadingScreen, type ProtectedPages } from '@portal/shared/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { RequireRoute } from './require-route';
import { RequireSession } from './require-session';

export type { ProtectedPages };

export interface ProtectedRoutesOptions {
  /**
   * The signed-in frame around every page (header, sidebar…); it renders an `<Outlet />`.
   * @portal/shell passes the layout library's AppLayout; auth itself draws no frame.
   */
  frame?: ReactNode;
  /** The page of a route no feature has built yet. */
  placeholder?: ReactNode;
  /** Each page's `errorElement`: a page that fails shows it inside the frame. */
  errorElement?: ReactNode;
}

// The signed-in session (idle warning, keep-session modal) loads after the login page.
const SignedInSession = lazy(() => import('../session/signed-in-session').then((m) => ({ default: m.SignedInSession })));

/**
 * Every protected route of the contracts' table (spec §2, §6) inside the signed-in frame, each
 * behind the session and role guards, so the apps never list them by hand.
 */
export function protectedRoutes(pages: ProtectedPages = {}, { frame = <Outlet />, placeholder = null, errorElement }: ProtectedRoutesOptions = {}): RouteObject {
  return {
    element: (
      <RequireSession>
        <Suspense fallback={<LoadingScreen />}>
          <SignedInSession>{frame}</SignedInSession>
        </Suspense>
      </RequireSession>
    ),
    children: ProtectedRoutes.map((rule) => ({
      path: rule.pattern,
      element: <RequireRoute>{pages[rule.pattern] ?? placeholder}</RequireRoute>,
      ...(errorElement ? { errorElement } : {}),
    })),
  };
}
