// Test support only (not exported): the dashboard signed in with a role; its API is the MSW
// handler of ./testing/handlers.ts.
import type { Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { type RouteObject } from 'react-router';
import { dashboardPages } from './index';

export { dashboardApi, memberDashboard, providerDashboard } from './testing/handlers';

/** /dashboard as `role`; any other path shows 'başka sayfa'. */
export function renderDashboard(role: Role) {
  const routes: RouteObject[] = [
    ...Object.entries(dashboardPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    { path: '*', element: <p>başka sayfa</p> },
  ];
  return renderRoutes(routes, { route: '/dashboard', session: signedInAs(role) });
}
