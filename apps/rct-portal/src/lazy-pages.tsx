import { PublicRoute, routePath } from '@portal/contracts';
import { PageTitle, RouterErrorScreen } from '@portal/layout';
import { LoadingScreen } from '@portal/shared/ui';
import { withPageStyles } from '@portal/shell';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

const PublicPrescriptionPage = lazy(() => withPageStyles(import('@portal/public-prescription')).then((m) => ({ default: m.PublicPrescriptionPage })));

/**
 * Spec §2 `/prescription/:token`: the public prescription page, its own chunk. It sits beside the
 * portal's route table, outside the session root: a farmer opening a QR code needs no session, so
 * no saved state is read, no token refresh is tried and nobody is sent to the login page. The
 * portal's pages it links to (/iletisim) start the session as usual.
 */
export const publicPrescriptionRoute: RouteObject = {
  path: routePath(PublicRoute.prescription),
  element: (
    <>
      <PageTitle />
      <Suspense fallback={<LoadingScreen />}>
        <PublicPrescriptionPage />
      </Suspense>
    </>
  ),
  errorElement: <RouterErrorScreen />,
};
