// Which page paths each portal's router knows, from the contracts' one route table, so that a
// path no app route matches answers HTTP 404 (with the page, which shows the app's own 404)
// instead of 200. The routers: libs/shell/src/portal-routes.tsx (the public pages and every
// route of RouteTable in every portal), plus the public prescription page on RCT and the
// consumer lot pages on TRC. The landing has no router: its pages are files (web-apps.ts).
import { AppName, PublicLotRoutes, PublicRoute, RouteTable } from '@portal/contracts';

type PortalApp = Exclude<AppName, typeof AppName.Landing>;

/** The router patterns of `app` (react-router style, no leading slash; `''` is `/`). */
export function appRoutePatterns(app: PortalApp): string[] {
  const publicPages = Object.values(PublicRoute).filter((pattern) => pattern !== PublicRoute.prescription);
  return [
    ...publicPages,
    ...(app === AppName.Rct ? [PublicRoute.prescription] : []),
    ...(app === AppName.Trc ? PublicLotRoutes : []),
    ...RouteTable.map((entry) => entry.pattern),
  ];
}

/** A pattern as react-router matches it: `:x` one segment, `:x?` an optional one, any case, an optional trailing slash. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const matchers = new Map<PortalApp, RegExp[]>(
  ([AppName.Rct, AppName.Src, AppName.Trc] as const).map((app) => [app, appRoutePatterns(app).map(patternRegExp)]),
);

/** Whether `urlPath` (no query) is a page of `app`'s router. */
export function isAppRoute(app: PortalApp, urlPath: string): boolean {
  return matchers.get(app)?.some((re) => re.test(urlPath)) ?? false;
}
