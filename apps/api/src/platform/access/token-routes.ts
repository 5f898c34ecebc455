// The one table of what a token in the URL reaches without signing in: the API routes that
// take such a token and the web pages whose address carries it. Each gets, from this table
// alone, a rate limit per client address against guessing and the headers that keep the
// token out of caches, referrers and search engines. A page's own API call is in the table
// too when it sends the page's token (the reset, verification and login-link pages).
import { AppName, ErrorCode } from '@portal/contracts';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AuthLimits } from '../account/limits';
import { AppError, ErrorMessage } from '../errors';
import { consumeRateLimit } from '../rate-limit';

export interface TokenLimit {
  /** The counter's key before `:ip:<address>`; routes that share it share the count. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Per address: a shopper or farmer opens a page or two; a guesser gets nowhere in a minute. */
const publicLinkLimit = { limit: 60, windowSeconds: 60 } as const;
const portals = [AppName.Rct, AppName.Src, AppName.Trc] as const;

export const TokenRoutes = {
  api: [
    { route: 'GET /api/v1/prescription/verify/:link', bucket: 'prescription-link', ...publicLinkLimit },
    // The public page's spray plan counts with its page call: one visitor, one counter.
    { route: 'GET /api/v1/prescription/verify/:link/spray-plan', bucket: 'prescription-link', ...publicLinkLimit },
    { route: 'GET /api/v1/public/lot/:token', bucket: 'public-lot', ...publicLinkLimit },
    { route: 'GET /api/v1/public/01/:gtin/10/:lot', bucket: 'public-lot', ...publicLinkLimit },
    // The auth pages' calls keep the auth counters they always had (platform/account/limits).
    { route: 'GET /api/v1/auth/check-phone-token', bucket: 'auth:token', ...AuthLimits.tokenChecksPerIp },
    { route: 'POST /api/v1/auth/verify', bucket: 'auth:token', ...AuthLimits.tokenChecksPerIp },
    { route: 'POST /api/v1/auth/resetPassword', bucket: 'auth:token', ...AuthLimits.tokenChecksPerIp },
    { route: 'POST /api/v1/auth/login/verify-phone', bucket: 'auth:login', ...AuthLimits.loginPerIp },
    { route: 'GET /api/v1/auth/session-token', bucket: 'auth:login', ...AuthLimits.loginPerIp },
  ],
  pages: [
    { apps: [AppName.Rct], path: '/prescription/:token', bucket: 'page:prescription-link', ...publicLinkLimit },
    { apps: [AppName.Trc], path: '/lot/:token', bucket: 'page:public-lot', ...publicLinkLimit },
    { apps: [AppName.Trc], path: '/01/:gtin/10/:lot', bucket: 'page:public-lot', ...publicLinkLimit },
    // Reset and invitation (`?token=&davet=1`), e-mail verification, the SMS login link.
    { apps: portals, path: '/reset-password', bucket: 'page:account-link', ...publicLinkLimit },
    { apps: portals, path: '/verify', bucket: 'page:account-link', ...publicLinkLimit },
    { apps: portals, path: '/verify-login', bucket: 'page:account-link', ...publicLinkLimit },
  ],
} as const satisfies {
  api: ReadonlyArray<TokenLimit & { route: string }>;
  pages: ReadonlyArray<TokenLimit & { apps: readonly AppName[]; path: string }>;
};

export type TokenPage = (typeof TokenRoutes.pages)[number];

/** What every token-addressed answer carries, whatever its status. */
export const TokenRouteHeaders = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/** The counter key of an address on a table entry. */
export const tokenLimitKey = (entry: TokenLimit, ip: string) => `${entry.bucket}:ip:${ip}`;

/** Sets the headers and counts the hit; 429 with Retry-After over the limit. */
export async function guardTokenRequest(request: FastifyRequest, reply: FastifyReply, entry: TokenLimit): Promise<void> {
  reply.headers(TokenRouteHeaders);
  const result = await consumeRateLimit(request.server.db, { key: tokenLimitKey(entry, request.ip), limit: entry.limit, windowSeconds: entry.windowSeconds });
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError(429, ErrorCode.RateLimited, ErrorMessage.rateLimited);
  }
}

const apiEntries = new Map<string, TokenLimit>(TokenRoutes.api.map((e) => [e.route, e]));

/** onRoute: puts the guard on a route of the table (the GET's HEAD twin too). */
export function guardTokenRoute(route: RouteOptions): void {
  const method = route.method === 'HEAD' ? 'GET' : String(route.method);
  const entry = apiEntries.get(`${method} ${route.url}`);
  if (!entry) return;
  const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  route.onRequest = [...hooks, async (request: FastifyRequest, reply: FastifyReply) => guardTokenRequest(request, reply, entry)];
}

const pagePatterns = TokenRoutes.pages.map((page) => ({
  page,
  pattern: new RegExp(`^${page.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The table's entry of a page path on an app, if any. */
export function tokenPageOf(app: AppName, urlPath: string): TokenPage | undefined {
  return pagePatterns.find(({ page, pattern }) => (page.apps as readonly AppName[]).includes(app) && pattern.test(urlPath))?.page;
}
