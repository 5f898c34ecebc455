// Test support only (not exported): an MRL screen signed in with a role; its API is the MSW
// handlers of ./testing/handlers.ts.
import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { definitionRoutes, type SectionView } from '@portal/definitions';
import { SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { mrlQueryPages } from './index';

export { fakeApi, mrlQueryApi, type Call } from './testing/handlers';

function Harness({ client }: { client: SessionClient }) {
  return (
    <SessionClientProvider client={client}>
      <Notifications />
      <Outlet />
    </SessionClientProvider>
  );
}

/** `view`'s screens at `path`, as `role` (a data logger unless told). */
export function renderSection(view: SectionView, client: SessionClient, path: string, role: Role = Role.BestnetDataLogger) {
  const routes: RouteObject[] = [
    {
      element: <Harness client={client} />,
      children: Object.entries(definitionRoutes([view])).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    },
  ];
  return renderRoutes(routes, { route: path, session: signedInAs(role) });
}

/** Where the router is: tests read the address from it. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The `mrl` page at `path` (any signed-in session; an SRC user unless told). */
export function renderMrlQuery(path: string, role: Role = Role.User) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: Object.entries(mrlQueryPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    },
  ];
  return renderRoutes(routes, { route: path, session: signedInAs(role) });
}
