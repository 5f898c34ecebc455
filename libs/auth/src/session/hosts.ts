import { baseDomainOf, type HostLabel } from '@portal/contracts';

export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/** The address on `host` that takes over the session with `sessionId` (DESIGN.md §4 cross-host hand-off). */
export function crossHostUrl(location: PageLocation, host: HostLabel, sessionId: string, path: string): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}.${baseDomainOf(location.hostname)}${port}${path}?sessionId=${encodeURIComponent(sessionId)}`;
}
