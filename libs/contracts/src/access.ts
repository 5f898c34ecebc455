// Route → allowed roles (spec §6) and role → home route (spec §2 "Landing route per role").
// The API's authorization and the client route guards both read these tables.
import { AllRoles, AppCode, Role } from './enums';
import { isRctBusinessUnitMember, type SessionUserShape } from './hosts';
import { PublicRoute, RouteTable, type PublicRoutePattern } from './routes';

const R = Role;

/** Permission areas of spec §6, each with the roles allowed in it. `'any'` = any logged-in session. */
export const AreaRoles = {
  dashboard: [R.Admin, R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport],
  definitions: [R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport],
  portalUsers: [R.Admin, R.BestnetAdmin],
  demoMembers: [R.Admin, R.BestnetAdmin, R.BestnetSupport, R.BestnetOperator, R.BestnetSales],
  members: [R.Admin, R.BestnetAdmin, R.BestnetSupport, R.BestnetOperator],
  professional: [R.Admin, R.Danisman, R.Muhendis, R.Tekniker, R.User],
  prescribing: [R.Admin, R.Danisman, R.Muhendis],
  any: 'any',
} as const satisfies Record<string, readonly Role[] | 'any'>;
export type Area = keyof typeof AreaRoles;

/** Roles that may write reference data; BestnetSupport is read-only (spec §6). */
export const DefinitionWriteRoles: readonly Role[] = [R.BestnetAdmin, R.BestnetDataLogger];


export interface RouteRule {
  /** react-router style pattern without the leading slash; `:x?` is an optional segment. */
  pattern: string;
  area: Area;
}

/** Every authenticated route of spec §2 with its permission area of spec §6 (from the route table). */
export const ProtectedRoutes: readonly RouteRule[] = RouteTable.map(({ pattern, area }) => ({ pattern, area }));

/** Public routes of spec §2 (no session needed). */
export const PublicRoutes: readonly PublicRoutePattern[] = Object.values(PublicRoute);

function matchPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/^\/+|\/+$/g, '').split('/').filter((s, i) => s !== '' || i === 0);
  if (got.length > want.length) return false;
  return want.every((seg, i) => {
    const value = got[i];
    if (seg.endsWith('?')) return true;
    if (value === undefined || value === '') return false;
    return seg.startsWith(':') ? true : seg === value;
  });
}

/** The rule for a path, or undefined when the path is not a protected route. */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  return ProtectedRoutes.find((r) => matchPattern(r.pattern, pathname));
}

export function rolesForArea(area: Area): readonly Role[] {
  const roles = AreaRoles[area];
  return roles === 'any' ? AllRoles : roles;
}

export function canAccessArea(role: Role, area: Area): boolean {
  return rolesForArea(area).includes(role);
}

/** Whether a role may open a protected path. Unknown paths are not protected routes: false. */
export function canAccessPath(role: Role, pathname: string): boolean {
  const rule = routeRuleFor(pathname);
  return rule ? canAccessArea(role, rule.area) : false;
}

/** Home route by role alone (spec §2 "Landing route per role"). */
export const RoleHome: Record<Role, string> = {
  [R.Admin]: '/dashboard',
  [R.BestnetAdmin]: '/dashboard',
  [R.BestnetDataLogger]: '/dashboard',
  [R.BestnetOperator]: '/demo-talepler',
  [R.BestnetSupport]: '/demo-talepler',
  [R.BestnetSales]: '/demo-talepler',
  [R.Muhendis]: '/anasayfa',
  [R.Danisman]: '/anasayfa',
  [R.Tekniker]: '/anasayfa',
  [R.User]: '/anasayfa',
};

/** The default redirect of a protected route (spec §2). */
export const DefaultProtectedRedirect = '/dashboard';

/**
 * The home route of a user: SRC application users always go to /src-dashboard, RCT
 * business-unit members to /anasayfa, everyone else by role (spec §2). TRC users are
 * not named by the spec; their home is the TRC panel at /anasayfa on the trc host.
 */
export function homeRouteFor(user: SessionUserShape): string {
  if (user.app === AppCode.Src) return '/src-dashboard';
  if (user.app === AppCode.Trc) return '/anasayfa';
  if (isRctBusinessUnitMember(user)) return '/anasayfa';
  return RoleHome[user.role] ?? DefaultProtectedRedirect;
}

/**
 * Where a route guard sends a user for `pathname`: null when allowed, otherwise the
 * user's home (spec §2: a protected route that does not list the role redirects home).
 */
export function guardRedirect(user: SessionUserShape, pathname: string): string | null {
  return canAccessPath(user.role, pathname) ? null : homeRouteFor(user);
}
