import {
  ComingSoonPage,
  ContactPage,
  ForgotPasswordMailPage,
  ForgotPasswordPage,
  LockScreenPage,
  LoginPage,
  protectedRoutes,
  PublicOnly,
  RegisterPage,
  ResetPasswordPage,
  SessionRoot,
  VerifyLoginRoute,
  VerifyPage,
} from '@portal/auth';
import { AuthShell, NotFoundPage } from '@portal/shared/ui';
import { Navigate, type RouteObject } from 'react-router';

/**
 * Public routes (spec §2) and every protected route of the contracts' table, under the
 * session root that reads the saved slices and starts the session first (spec §4).
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      { path: '/', element: <PublicOnly><LoginPage /></PublicOnly> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify', element: <VerifyPage /> },
      { path: '/forgotPassword', element: <ForgotPasswordMailPage /> },
      { path: '/lock-screen', element: <LockScreenPage /> },
      { path: '/iletisim', element: <ContactPage /> },
      { path: '/verify-login', element: <VerifyLoginRoute /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/coming-soon', element: <AuthShell><ComingSoonPage /></AuthShell> },
      { path: '/under-construction', element: <AuthShell><ComingSoonPage title="Bu sayfa yapım aşamasında" /></AuthShell> },
      protectedRoutes(),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
