import { PublicLotRoutes, routePath } from '@portal/contracts';
import { PageTitle, RouterErrorScreen } from '@portal/layout';
import { LoadingScreen } from '@portal/shared/ui';
import { withPageStyles } from '@portal/shell';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

/** The consumer page's routes (docs/api.md: `url` and `gs1Url` of a lot's link, on the `trc` host), from the contracts' route table. */
export const publicLotPatterns = PublicLotRoutes.map(routePath);

const PublicLotPage = lazy(() => withPageStyles(import('@portal/traceability')).then((m) => ({ default: m.PublicLotPage })));

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
