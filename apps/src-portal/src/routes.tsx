import { LoginPage } from '@portal/auth';
import { NotFoundPage } from '@portal/shared/ui';
import { Navigate, type RouteObject } from 'react-router';

/** Public routes (spec §2); the rest of auth and the signed-in pages come with later issues. */
export const routes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
