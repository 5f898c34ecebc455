// Test support only (not exported): the search screens in a router at `path`; any other path
// shows 'başka sayfa'. Their API is the MSW handler of ./testing/handlers.ts.
import { renderRoutes } from '@portal/shared/testing';
import type { RouteObject } from 'react-router';
import { searchPages } from './index';

export function renderSearch(path: string) {
  const routes: RouteObject[] = [...Object.entries(searchPages).map(([pattern, element]) => ({ path: `/${pattern}`, element })), { path: '*', element: <p>başka sayfa</p> }];
  return renderRoutes(routes, { route: path });
}

/** The router's address now: path and query. */
export const addressOf = (router: ReturnType<typeof renderSearch>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
