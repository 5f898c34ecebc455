// Test support only (not exported): the member and portal-user screens signed in with a role,
// optionally with saved slices (what a reload would read back).
import { Notifications } from '@mantine/notifications';
import { roleAtom, sliceAtoms, type SliceData, userAtom } from '@portal/shared/api-client';
import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import { renderRoutes } from '@portal/shared/testing';
import { useHydrateAtoms } from 'jotai/utils';
import { Outlet, type RouteObject } from 'react-router';
import { memberPages } from './index';

export const PROVIDER_NAME = 'Bestnet Tarım Teknolojileri A.Ş.';

export function testUser(role: Role): SessionUser {
  const staff = role >= 10 && role < 20;
  return { publicId: 'u-self', name: 'Murat', surname: 'Demir', email: 'murat@example.com', phone: null, loginName: 'murat', type: role, app: AppCode.Rct, memberType: MemberType.TS, memberName: staff ? PROVIDER_NAME : 'Yeşilova Tarım' };
}

export interface Saved {
  memberships?: SliceData;
  portal?: SliceData;
}

function Harness({ role, saved }: { role: Role; saved: Saved }) {
  useHydrateAtoms(
    new Map<unknown, unknown>([
      [roleAtom, role],
      [userAtom, testUser(role)],
      ...(saved.memberships ? [[sliceAtoms.memberships, saved.memberships] as const] : []),
      ...(saved.portal ? [[sliceAtoms.portal, saved.portal] as const] : []),
    ]) as never,
  );
  return (
    <>
      <Notifications />
      <Outlet />
    </>
  );
}

/** The member screens at `path`, as `role` (BestnetAdmin unless told), with `saved` slices already read. */
export function renderMembers(path: string, role: Role = Role.BestnetAdmin, saved: Saved = {}) {
  const routes: RouteObject[] = [
    {
      element: <Harness role={role} saved={saved} />,
      children: [...Object.entries(memberPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: path });
}
