// The pages the landing really has. Each non-root path is built from `<path>.html`, so both
// the portal server (it tries `<path>`, `<path>.html`, `<path>/index.html`) and `vite preview`
// serve it as a file. Any other path reaches the browser as the SPA fallback (index.html).

export const KNOWN_PATHS = ['/', '/404', '/gizlilik', '/kullanim-kosullari', '/cerez-politikasi', '/kvkk'] as const;
export type KnownPath = (typeof KNOWN_PATHS)[number];

/** `/kvkk/`, `/kvkk.html` → `/kvkk`; `/index.html` → `/`. */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/\/+$/, '');
  return path || '/';
}

export function isKnownPath(pathname: string): boolean {
  return (KNOWN_PATHS as readonly string[]).includes(canonicalPath(pathname));
}

/**
 * Where the home document, answered for `pathname`, must send the browser; null to stay.
 * Unknown paths go to /404. A known page reached by a spelling the server did not map
 * (e.g. `/kvkk/`) goes to its canonical path once. Never loops: /404 is terminal.
 */
export function redirectTarget(pathname: string): string | null {
  const path = canonicalPath(pathname);
  if (path === '/') return null;
  if (path !== pathname && isKnownPath(path)) return path;
  return pathname === '/404' ? null : '/404';
}
