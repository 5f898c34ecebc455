// Test support only (not exported): the register screens signed in with a role.
import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { registerPages } from './index';

/** Where the router is: tests read navigations from it. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The register screens at `path`, as `role` (an engineer unless told). */
export function renderRegister(path: string, role: Role = Role.Muhendis) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Notifications />
          <Outlet />
          <Where />
        </>
      ),
      children: [...Object.entries(registerPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: path, session: signedInAs(role) });
}
