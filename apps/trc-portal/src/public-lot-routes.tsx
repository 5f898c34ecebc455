import { PageTitle, RouterErrorScreen } from '@portal/layout';
import { LoadingScreen } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

/** @portal/traceability's PUBLIC_LOT_PATTERNS, named here so the login page does not load that library (public-lot-routes.test.tsx holds them equal). */
export const publicLotPatterns = ['/lot/:token', '/01/:gtin/10/:lot'] as const;

const PublicLotPage = lazy(() => import('@portal/traceability').then((m) => ({ default: m.PublicLotPage })));

/**
 * The consumer page of a lot (`/lot/:token`, and the GS1 Digital Link form
 * `/01/:gtin/10/:lot?t=`), its own chunk. Like the public prescription page it sits beside the
 * portal's route table, outside the session root: a shopper scanning a package needs no session,
 * so nothing is refreshed and nobody is sent to the login page.
 */
export const publicLotRoutes: RouteObject[] = publicLotPatterns.map((path) => ({
  path,
  element: (
    <>
      <PageTitle />
      <Suspense fallback={<LoadingScreen />}>
        <PublicLotPage />
      </Suspense>
    </>
  ),
  errorElement: <RouterErrorScreen />,
}));
