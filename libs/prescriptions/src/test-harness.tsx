// Test support only (not exported): the prescription screens signed in with a role.
import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { prescriptionPages } from './index';

function Harness() {
  return (
    <>
      <Notifications />
      <Outlet />
    </>
  );
}

/** Where the router is: tests read navigations from it. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The prescription screens at `path`, as `role` (an engineer unless told). */
export function renderPrescriptions(path: string, role: Role = Role.Muhendis) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Harness />
          <Where />
        </>
      ),
      children: [...Object.entries(prescriptionPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: path, session: signedInAs(role) });
}
