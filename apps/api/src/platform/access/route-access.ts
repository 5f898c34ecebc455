// Who may call a route, checked in `onRequest`: before the body is parsed and before the
// body and query are validated, so an anonymous caller gets 401 and a refused role 403
// whatever it sends, never a 400 that describes the schema.
//
// Protection is the default: `protectRoutes` is registered around the route modules, and a
// route there that declares nothing needs a signed-in session. Public routes say so, one by
// one (`config: { access: 'public' }`) or for a whole plugin (`publicRoutes(plugin)`).
import { ErrorCode, type AppCode, type Area, type Role } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { authenticate, authOf, requireRoles } from '../auth';
import { AppError } from '../errors';
import { guardTokenRoute } from './token-routes';

/** What a write needs beyond the area: the roles that may write and the refusal's Turkish message. */
export interface WriteRule {
  roles: readonly Role[];
  message: string;
}

/** A route of one application's members only (TRC): the users of other members get the refusal. */
export interface MemberAppRule {
  app: AppCode;
  code: string;
  message: string;
}

export type RouteAccess =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in session (the default). */
  | 'authenticated'
  /** A permission-table area of spec §6 (`@portal/contracts` AreaRoles), and for writes the write rule. */
  | { area: Area; write?: WriteRule; memberApp?: MemberAppRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent under `protectRoutes`: 'authenticated'. */
    access?: RouteAccess;
  }
}

const areaChecks = new Map<Area, (request: FastifyRequest) => Promise<void>>();
function areaCheck(area: Area) {
  let check = areaChecks.get(area);
  if (!check) areaChecks.set(area, (check = requireRoles(area)));
  return check;
}

/** Throws 401/403 unless the request may use a route of this access. */
export async function checkAccess(request: FastifyRequest, reply: FastifyReply, access: RouteAccess = 'authenticated'): Promise<void> {
  if (access === 'public') return;
  await authenticate(request, reply);
  if (access === 'authenticated') return;
  await areaCheck(access.area)(request);
  if (access.memberApp && authOf(request).member.app !== access.memberApp.app) {
    throw new AppError(403, access.memberApp.code, access.memberApp.message);
  }
  if (access.write && !access.write.roles.includes(authOf(request).user.role as Role)) {
    throw new AppError(403, ErrorCode.Forbidden, access.write.message);
  }
}

/** The onRequest hook that `protectRoutes` puts first on every route of its context. */
export const enforceAccess: onRequestHookHandler = async function enforceAccess(request, reply) {
  await checkAccess(request, reply, request.routeOptions.config.access);
};

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'authenticated') return true;
  return typeof value === 'object' && value !== null && typeof (value as { area?: unknown }).area === 'string';
}

/**
 * Protects every route registered in `app` (and the plugins below it) from here on. The
 * access is read per request from the route's config, so `publicRoutes` below may still
 * mark a route public after this hook has seen it.
 */
export function protectRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    // A typo in a declaration must not fall back to anything: refuse to start.
    if (access !== undefined && !isRouteAccess(access)) throw new Error(`${route.method} ${route.url}: unknown access ${JSON.stringify(access)}`);
    route.onRequest = [enforceAccess, ...asArray(route.onRequest)];
    // A route reached by a token in its URL: rate limit and private headers from the one table.
    guardTokenRoute(route);
  });
}

/** Marks every route of `plugin` that declares no access as public: for modules that are public as a whole. */
export function publicRoutes<T extends FastifyInstance>(plugin: (app: T) => Promise<void>) {
  return async (app: T) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.access !== undefined) return;
      route.config = { ...route.config, access: 'public' };
      // Nothing to check: spare public routes (health, login) the hook.
      route.onRequest = asArray(route.onRequest).filter((hook) => hook !== enforceAccess);
    });
    await plugin(app);
  };
}
