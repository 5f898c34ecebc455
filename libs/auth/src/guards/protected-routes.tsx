import { ProtectedRoutes } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ComingSoonPage } from '../session/coming-soon-page';
import { SignedInFrame } from '../session/signed-in-frame';
import { RequireRoute } from './require-route';
import { RequireSession } from './require-session';

/** Pages by the contracts' route pattern (e.g. `'ureticiler/guncelle/:id'`); the rest show ComingSoonPage. */
export type ProtectedPages = Partial<Record<string, ReactNode>>;

/**
 * Every protected route of the contracts' table (spec §2, §6) inside the signed-in frame, each
 * behind the session and role guards, so the apps never list them by hand.
 */
export function protectedRoutes(pages: ProtectedPages = {}): RouteObject {
  return {
    element: (
      <RequireSession>
        <SignedInFrame />
      </RequireSession>
    ),
    children: ProtectedRoutes.map((rule) => ({
      path: rule.pattern,
      element: <RequireRoute>{pages[rule.pattern] ?? <ComingSoonPage />}</RequireRoute>,
    })),
  };
}
