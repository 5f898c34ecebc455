// The refresh token's cookie (DESIGN.md §4): httpOnly, SameSite=Lax, only sent to the auth
// routes, Secure over https; persistent only with keepSession. Beside it, with the same
// lifetime, the readable session hint (contracts' SESSION_HINT_COOKIE) for the page's start.
import { API_PREFIX, SESSION_HINT_COOKIE } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { SessionRow } from '../db';

export const REFRESH_COOKIE = 'portal_rt';
export const REFRESH_COOKIE_PATH = `${API_PREFIX}/auth`;

type CookieConfig = Pick<AppConfig, 'publicOriginScheme'>;

const attributes = (config: CookieConfig) =>
  ({ httpOnly: true, sameSite: 'lax', path: REFRESH_COOKIE_PATH, secure: config.publicOriginScheme === 'https' }) as const;

export function setRefreshCookie(reply: FastifyReply, config: CookieConfig, token: string, session: SessionRow, now = new Date()) {
  const maxAge = Math.max(0, Math.floor((session.absoluteExpiresAt.getTime() - now.getTime()) / 1000));
  // Without Max-Age the browser drops the cookie when it closes.
  const lifetime = session.keepSession ? { maxAge } : {};
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(config), ...lifetime });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintAttributes(config), ...lifetime });
}

export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(REFRESH_COOKIE, attributes(config));
  clearSessionHint(reply, config);
}

/** Readable by the pages of this host, on every path. */
const hintAttributes = (config: CookieConfig) => ({ httpOnly: false, sameSite: 'lax', path: '/', secure: config.publicOriginScheme === 'https' }) as const;

/** A hint left without its refresh cookie (deleted by hand, or a session from before the hint) goes too. */
export function clearSessionHint(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(SESSION_HINT_COOKIE, hintAttributes(config));
}
