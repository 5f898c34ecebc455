import { api, type SessionClient } from '@portal/shared/api-client';
import { createStore } from 'jotai/vanilla';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';

/** A visitor without a session: the start asks nothing (SessionRoot draws the page at once). */
const visitorClient: SessionClient = {
  api,
  refreshAccessToken: async () => null,
  hasSessionHint: () => false,
  replacePage: () => {},
};

type PortalAppComponent = ComponentType<{ router: DataRouter; client?: SessionClient; store?: ReturnType<typeof createStore> }>;

/**
 * A portal's signed-out first page (`/`, the login page) as the build prerenders it into
 * `index.signed-out.html` (tools/build/first-page-plugin.ts): the app itself, at `/` in memory,
 * with its own store, for a visitor the server knows has no session.
 */
export function firstPageElement(App: PortalAppComponent, routes: RouteObject[]): ReactElement {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return <App router={router} client={visitorClient} store={createStore()} />;
}
