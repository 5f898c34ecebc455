// Test support only (not exported): the home screens signed in with a role in an app; their API
// is the MSW handler of ./testing/handlers.ts. Any other path shows where the router went.
import { Role } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import { rctBrand, type Brand } from '@portal/shared/ui';
import { useLocation, type RouteObject } from 'react-router';
import { homePages } from './index';

export { change, homeApi, noSuggestions, summary } from './testing/handlers';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** The home screens at `path`, as `role` (an engineer unless told) in `brand` (RCT unless told). */
export function renderHome(path: string, { role = Role.Muhendis, brand = rctBrand }: { role?: Role; brand?: Brand } = {}) {
  const routes: RouteObject[] = [
    ...Object.entries(homePages).map(([pattern, element]) => ({ path: `/${pattern}`, element })),
    { path: '*', element: <Elsewhere /> },
  ];
  return renderRoutes(routes, { route: path, brand, session: signedInAs(role) });
}
