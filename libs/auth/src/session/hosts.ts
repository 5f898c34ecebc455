import { HostLabel, hostLabelOf } from '@portal/contracts';

export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

const knownLabels: readonly string[] = Object.values(HostLabel);

/** The base domain of this host: without a known first label (rct.localhost → localhost). */
export function baseDomainOf(hostname: string): string {
  const [first, ...rest] = hostname.toLowerCase().split('.');
  return first !== undefined && rest.length > 0 && knownLabels.includes(first) ? rest.join('.') : hostname.toLowerCase();
}

/** This host's label (rct, src, trc, portaldev), or null on the apex or a bare host. */
export function currentHostLabel(hostname: string): string | null {
  return hostLabelOf(hostname, baseDomainOf(hostname));
}

/** The address on `host` that takes over the session with `sessionId` (DESIGN.md §4 cross-host hand-off). */
export function crossHostUrl(location: PageLocation, host: HostLabel, sessionId: string, path: string): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}.${baseDomainOf(location.hostname)}${port}${path}?sessionId=${encodeURIComponent(sessionId)}`;
}
