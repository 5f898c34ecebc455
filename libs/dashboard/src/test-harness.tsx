// Test support only (not exported): the dashboard signed in with a role; its API is the MSW
// handler of ./testing/handlers.ts.
import type { Role } from '@portal/contracts';
import { roleAtom } from '@portal/shared/api-client';
import { renderRoutes } from '@portal/shared/testing';
import { useHydrateAtoms } from 'jotai/utils';
import { Outlet, type RouteObject } from 'react-router';
import { dashboardPages } from './index';

export { dashboardApi, memberDashboard, providerDashboard } from './testing/handlers';

function Harness({ role }: { role: Role }) {
  useHydrateAtoms([[roleAtom, role]] as const);
  return <Outlet />;
}

/** /dashboard as `role`; any other path shows 'başka sayfa'. */
export function renderDashboard(role: Role) {
  const routes: RouteObject[] = [
    {
      element: <Harness role={role} />,
      children: [...Object.entries(dashboardPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: '/dashboard' });
}
