// Links sent by mail and SMS are built from configuration, never from the request's Host
// header, which an attacker controls (DESIGN.md §4; host-header poisoning of reset links).
import type { AppConfig } from './config';

const DEFAULT_PORT = { http: 80, https: 443 } as const;

/**
 * `publicUrl(config, 'rct', '/reset-password?token=…')` → `https://rct.example.com/reset-password?token=…`.
 * `hostLabel` null is the apex host (the landing page). `path` must start with `/`.
 */
export function publicUrl(
  config: Pick<AppConfig, 'publicOriginScheme' | 'baseDomain' | 'publicPort'>,
  hostLabel: string | null,
  path: string,
): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`publicUrl: path must start with one "/": ${path}`);
  if (hostLabel !== null && !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(hostLabel)) throw new Error(`publicUrl: bad host label ${hostLabel}`);
  const scheme = config.publicOriginScheme;
  const host = hostLabel ? `${hostLabel}.${config.baseDomain}` : config.baseDomain;
  const port = config.publicPort && config.publicPort !== DEFAULT_PORT[scheme] ? `:${config.publicPort}` : '';
  return `${scheme}://${host}${port}${path}`;
}
