// Test support only (not exported): the section's screens in a data router, signed in with a role,
// talking to the local definitions API.
import { Notifications } from '@mantine/notifications';
import { roleAtom, SessionClientProvider, type SessionClient } from '@portal/auth';
import { Role } from '@portal/contracts';
import { renderRoutes } from '@portal/shared/testing';
import { useHydrateAtoms } from 'jotai/utils';
import { Outlet, type RouteObject } from 'react-router';
import { definitionRoutes } from './definition-routes';
import type { SectionView } from './section-view';

function Harness({ client, role }: { client: SessionClient; role: Role }) {
  useHydrateAtoms([[roleAtom, role]] as const);
  return (
    <SessionClientProvider client={client}>
      <Notifications />
      <Outlet />
    </SessionClientProvider>
  );
}

/** `view`'s list, add and edit screens at `path`, as `role` (a data logger unless told). */
export function renderSection(view: SectionView, client: SessionClient, path: string, role: Role = Role.BestnetDataLogger) {
  const pages = definitionRoutes([view]);
  const routes: RouteObject[] = [
    {
      element: <Harness client={client} role={role} />,
      children: Object.entries(pages).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    },
  ];
  return renderRoutes(routes, { route: path });
}
