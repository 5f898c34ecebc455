import {
  ContactPage,
  ForgotPasswordMailPage,
  ForgotPasswordPage,
  LockScreenRoute,
  LoginPage,
  ProfilePage,
  protectedRoutes,
  PublicOnly,
  RegisterPage,
  ResetPasswordPage,
  SessionRoot,
  VerifyLoginRoute,
  VerifyPage,
  type ProtectedPages,
} from '@portal/auth';
import { NotFoundPage } from '@portal/shared/ui';
import { Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { PendingPage } from '../pages/pending-page';
import { UnderConstructionPage } from '../pages/under-construction-page';
import { AppLayout } from './app-layout';
import { RouterErrorScreen } from './router-error-screen';
import { PageTitle } from './use-page-title';

export interface PortalRoutesOptions {
  /**
   * The app's feature pages by the contracts' route pattern (e.g. `receteler`); the rest show
   * 'Çok yakında' inside the layout. The profile page (any session, spec §2) is there already.
   */
  pages?: ProtectedPages;
  /** Further public routes of an app (e.g. the public prescription page). */
  publicRoutes?: RouteObject[];
}

/**
 * The route table every portal shares (spec §2): the public pages, every protected route of the
 * contracts' table inside the AppLayout, `/404` for unknown paths and the router's error screen,
 * under the session root that reads the saved slices and starts the session first (spec §4).
 * An app passes only its feature pages.
 */
export function createPortalRoutes({ pages = {}, publicRoutes = [] }: PortalRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: (
        <>
          <PageTitle />
          <SessionRoot />
        </>
      ),
      errorElement: <RouterErrorScreen />,
      children: [
        { path: '/', element: <PublicOnly><LoginPage /></PublicOnly> },
        { path: '/register', element: <RegisterPage /> },
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/verify', element: <VerifyPage /> },
        { path: '/forgotPassword', element: <ForgotPasswordMailPage /> },
        { path: '/lock-screen', element: <LockScreenRoute /> },
        { path: '/iletisim', element: <ContactPage /> },
        { path: '/verify-login', element: <VerifyLoginRoute /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/coming-soon', element: <ComingSoonPage /> },
        { path: '/under-construction', element: <UnderConstructionPage /> },
        ...publicRoutes,
        protectedRoutes({ profile: <ProfilePage />, ...pages }, { frame: <AppLayout />, placeholder: <PendingPage />, errorElement: <RouterErrorScreen /> }),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
