import type { HostLabel } from '@portal/contracts';

/** The host labels a visitor logs in on (DESIGN.md §1); `portaldev` is staff-only and not linked. */
export type LoginLabel = Extract<HostLabel, 'rct' | 'src' | 'trc'>;
export const LOGIN_LABELS: readonly LoginLabel[] = ['rct', 'src', 'trc'];

export interface PageOrigin {
  protocol: string;
  host: string;
}

/**
 * The login site of `label` beside the apex host the landing is served on:
 * `http://localhost:8080` → `http://rct.localhost:8080/`. A loopback IP becomes `localhost`
 * (browsers resolve `*.localhost` to loopback) and a leading `www.` is dropped. Any other IP
 * literal has no sub-domains: null, so the link keeps its default.
 */
export function loginUrlFor(label: LoginLabel, origin: PageOrigin): string | null {
  const host = origin.host.toLowerCase();
  const port = /:\d+$/.exec(host)?.[0] ?? '';
  let name = host.slice(0, host.length - port.length);
  if (/^127\.|^\[::1\]$/.test(name)) name = 'localhost';
  else if (/^[\d.]+$|^\[/.test(name)) return null;
  name = name.replace(/^www\./, '');
  return name ? `${origin.protocol}//${label}.${name}${port}/` : null;
}

function isLoginLabel(value: string | undefined): value is LoginLabel {
  return (LOGIN_LABELS as readonly (string | undefined)[]).includes(value);
}

/** Points every `a[data-app-label]` at its login site for this origin. */
export function rewriteLoginLinks(root: ParentNode, origin: PageOrigin): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-app-label]')) {
    const label = link.dataset.appLabel;
    const url = isLoginLabel(label) ? loginUrlFor(label, origin) : null;
    if (url) link.href = url;
  }
}
