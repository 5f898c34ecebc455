// Which portal host a request comes from: the page's Origin when it is one of ours (a dev
// server or a proxy may change Host), otherwise the Host header.
import { hostLabelOf } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { isAllowedOrigin } from '../../platform/security-headers';

export function requestHostLabel(request: FastifyRequest): string | null {
  const { config } = request.server;
  const origin = request.headers.origin;
  if (origin && isAllowedOrigin(origin, config)) return hostLabelOf(new URL(origin).hostname, config.baseDomain);
  return hostLabelOf(request.hostname, config.baseDomain);
}

/**
 * The refresh GET changes state, so it must come from our own pages (DESIGN.md §4):
 * `Sec-Fetch-Site` same-origin/same-site, or an Origin on the allowlist.
 */
export function isOwnPageRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && isAllowedOrigin(origin, request.server.config);
}
