// Test support only (not exported): the producer screens signed in with a role and a member type.
import { Notifications } from '@mantine/notifications';
import { MemberType, Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { Outlet, type RouteObject } from 'react-router';
import { producerPages } from './index';

function Harness() {
  return (
    <>
      <Notifications />
      <Outlet />
    </>
  );
}

/** The producer screens at `path`, as `role` of a member of `memberType` (a company's engineer unless told). */
export function renderProducers(path: string, role: Role = Role.Muhendis, memberType: MemberType | null = MemberType.TS) {
  const routes: RouteObject[] = [
    {
      element: <Harness />,
      children: [...Object.entries(producerPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: path, session: signedInAs(role, { memberType, email: 'm@example.com', loginName: 'm', memberName: 'Yeşilova' }) });
}
