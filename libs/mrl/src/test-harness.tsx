// Test support only (not exported): an MRL screen signed in with a role, its API answered from
// rows in memory through the client's `fetch`, every call recorded.
import { Notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { definitionRoutes, type SectionView } from '@portal/definitions';
import { createApiClient, roleAtom, SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { renderRoutes } from '@portal/shared/testing';
import { createStore } from 'jotai/vanilla';
import { useHydrateAtoms } from 'jotai/utils';
import { Outlet, type RouteObject } from 'react-router';

export interface Call {
  method: string;
  /** Below /api/v1/: `mrl/mrl-rates/expire`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Row = { id: number } & Record<string, unknown>;
type Answer = { status?: number; body: unknown };

/** The calls of one section at `api` over `rows`; `answer` may replace any reply. */
export function fakeApi(api: string, rows: Row[], answer?: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  const reply = (call: Call): Answer => {
    const replaced = answer?.(call);
    if (replaced) return replaced;
    const id = Number(call.query.get('id') ?? (call.body as { id?: number } | undefined)?.id);
    const row = rows.find((r) => r.id === id);
    if (call.method === 'GET' && call.path === api) {
      if (call.query.has('id')) return row ? { body: { data: row } } : { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
      const limit = Number(call.query.get('limit') ?? 10);
      const page = Number(call.query.get('page') ?? 1);
      return { body: { data: rows.slice((page - 1) * limit, page * limit), count: rows.length } };
    }
    if (call.method === 'PATCH' && call.path === api && row) return { body: { data: Object.assign(row, { status: !row['status'] }) } };
    if (call.method === 'PATCH' && call.path === `${api}/expire` && row) return { body: { data: Object.assign(row, { expire_status: !row['expire_status'] }) } };
    if (call.method === 'GET') return { body: { data: [], count: 0 } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Bulunamadı.' } };
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = { method: request.method, path: url.pathname.replace(/^\/api\/v1\//, ''), query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const { status = 200, body } = reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client: SessionClient = {
    api: createApiClient({ prefix: 'http://api.test/api/v1/', store: createStore(), navigation: { toRoot: () => {}, reload: () => {} }, fetch }),
    refreshAccessToken: async () => null,
    replacePage: () => {},
  };
  return { calls, client, rows };
}

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
