// Test support only (not exported): the producer screens signed in with a role and a member type.
import { Notifications } from '@mantine/notifications';
import { roleAtom, userAtom } from '@portal/shared/api-client';
import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import { renderRoutes } from '@portal/shared/testing';
import { useHydrateAtoms } from 'jotai/utils';
import { Outlet, type RouteObject } from 'react-router';
import { producerPages } from './index';

export function testUser(role: Role, memberType: MemberType | null = MemberType.TS): SessionUser {
  return { publicId: 'u-1', name: 'Gülşen', surname: 'Yılmaz', email: 'm@example.com', phone: null, loginName: 'm', type: role, app: AppCode.Rct, memberType, memberName: 'Yeşilova' };
}

function Harness({ role, memberType }: { role: Role; memberType: MemberType | null }) {
  useHydrateAtoms([
    [roleAtom, role],
    [userAtom, testUser(role, memberType)],
  ] as const);
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
      element: <Harness role={role} memberType={memberType} />,
      children: [...Object.entries(producerPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: path });
}
