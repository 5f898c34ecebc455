// Test support only (not exported): an MRL screen signed in with a role; its API is the MSW
// handlers of ./testing/handlers.ts.
import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { definitionRoutes, type SectionView } from '@portal/definitions';
import { roleAtom, SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { renderRoutes } from '@portal/shared/testing';
import { useHydrateAtoms } from 'jotai/utils';
import { Outlet, type RouteObject } from 'react-router';

export { fakeApi, type Call } from './testing/handlers';

function Harness({ client, role }: { client: SessionClient; role: Role }) {
  useHydrateAtoms([[roleAtom, role]] as const);
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
      element: <Harness client={client} role={role} />,
      children: Object.entries(definitionRoutes([view])).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    },
  ];
  return renderRoutes(routes, { route: path });
}
