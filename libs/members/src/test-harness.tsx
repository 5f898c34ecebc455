// Test support only (not exported): the member and portal-user screens signed in with a role,
// optionally with saved slices (what a reload would read back).
import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import type { SliceData } from '@portal/shared/api-client';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { Outlet, type RouteObject } from 'react-router';
import { memberPages } from './index';

export const PROVIDER_NAME = 'Bestnet Tarım Teknolojileri A.Ş.';

/** The signed-in user of these tests: staff of the provider, or a member's user. */
function murat(role: Role, saved: Saved) {
  const staff = role >= 10 && role < 20;
  return signedInAs(role, { publicId: 'u-self', name: 'Murat', surname: 'Demir', email: 'murat@example.com', loginName: 'murat', memberName: staff ? PROVIDER_NAME : 'Yeşilova Tarım', slices: saved });
}

export interface Saved {
  memberships?: SliceData;
  portal?: SliceData;
}

function Harness() {
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
      element: <Harness />,
      children: [...Object.entries(memberPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }],
    },
  ];
  return renderRoutes(routes, { route: path, session: murat(role, saved) });
}
