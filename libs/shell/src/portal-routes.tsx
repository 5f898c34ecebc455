import { LoginPage, protectedRoutes, PublicOnly, SessionRoot, useLockScreen, useLogout } from '@portal/auth';
import { PublicRoute, routePath } from '@portal/contracts';
import { PageTitle, RouterErrorScreen, SessionActionsContext, type SessionActions } from '@portal/layout';
import { LoadingScreen, NotFoundPage, type ProtectedPages } from '@portal/shared/ui';
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import './first-page-styles.css';
import { withPageStyles } from './with-page-styles';

// Lazy routes: only the login page is in the first page's code and styles; the other public
// pages, the signed-in shell and every page inside it are chunks loaded when first shown, with
// Mantine's whole sheet.
const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));
const auth = () => withPageStyles(import('@portal/auth/pages'));
const RegisterPage = lazyNamed(auth, 'RegisterPage');
const ForgotPasswordPage = lazyNamed(auth, 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(auth, 'ResetPasswordPage');
const VerifyPage = lazyNamed(auth, 'VerifyPage');
const ForgotPasswordMailPage = lazyNamed(auth, 'ForgotPasswordMailPage');
const LockScreenRoute = lazyNamed(auth, 'LockScreenRoute');
const ContactPage = lazyNamed(auth, 'ContactPage');
const VerifyLoginRoute = lazyNamed(auth, 'VerifyLoginRoute');
const ProfilePage = lazyNamed(auth, 'ProfilePage');
const layout = () => withPageStyles(import('@portal/layout/pages'));
const AppLayout = lazyNamed(layout, 'AppLayout');
const PendingPage = lazyNamed(layout, 'PendingPage');
const ComingSoonPage = lazyNamed(layout, 'ComingSoonPage');
const UnderConstructionPage = lazyNamed(layout, 'UnderConstructionPage');

/** A whole-screen page while its code loads: the brand's loading screen (role="status"). */
const screen = (page: ReactNode) => <Suspense fallback={<LoadingScreen />}>{page}</Suspense>;

/** Auth's logout and lock screen, for the layout's user menu. */
function AuthSessionActions({ children }: { children: ReactNode }) {
  const logout = useLogout();
  const lockScreen = useLockScreen();
  const actions = useMemo<SessionActions>(() => ({ logout, lockScreen }), [logout, lockScreen]);
  return <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>;
}

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
        { path: routePath(PublicRoute.login), element: <PublicOnly><LoginPage /></PublicOnly> },
        { path: routePath(PublicRoute.register), element: screen(<RegisterPage />) },
        { path: routePath(PublicRoute.forgotPassword), element: screen(<ForgotPasswordPage />) },
        { path: routePath(PublicRoute.resetPassword), element: screen(<ResetPasswordPage />) },
        { path: routePath(PublicRoute.verify), element: screen(<VerifyPage />) },
        { path: routePath(PublicRoute.forgotPasswordMail), element: screen(<ForgotPasswordMailPage />) },
        { path: routePath(PublicRoute.lockScreen), element: screen(<LockScreenRoute />) },
        { path: routePath(PublicRoute.contact), element: screen(<ContactPage />) },
        { path: routePath(PublicRoute.verifyLogin), element: screen(<VerifyLoginRoute />) },
        { path: routePath(PublicRoute.notFound), element: <NotFoundPage /> },
        { path: routePath(PublicRoute.comingSoon), element: screen(<ComingSoonPage />) },
        { path: routePath(PublicRoute.underConstruction), element: screen(<UnderConstructionPage />) },
        ...publicRoutes,
        protectedRoutes({ profile: <ProfilePage />, ...pages }, { frame: <AuthSessionActions>{screen(<AppLayout />)}</AuthSessionActions>, placeholder: <PendingPage />, errorElement: <RouterErrorScreen /> }),
        { path: '*', element: <Navigate to={routePath(PublicRoute.notFound)} replace /> },
      ],
    },
  ];
}
