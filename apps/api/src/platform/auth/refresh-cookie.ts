// The refresh token's cookie (DESIGN.md §4): httpOnly, SameSite=Lax, only sent to the auth
// routes, Secure over https; persistent only with keepSession.
import { API_PREFIX } from '@portal/contracts';
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
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(config), ...(session.keepSession ? { maxAge } : {}) });
}

export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(REFRESH_COOKIE, attributes(config));
}
