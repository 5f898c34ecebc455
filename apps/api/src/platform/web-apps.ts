// Single-machine mode (DESIGN.md §1): by Host header, the built bundle of that host's app,
// with SPA fallback, for every path outside the API whatever the request's Accept. A path no
// route of the app knows gets the page with HTTP 404 (the app then shows its 404 page). Files
// and pages go out as the build's brotli or gzip copy when the client accepts one
// (tools/build/precompress-plugin.ts), never compressed per request.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppName, appForHost, SESSION_HINT_COOKIE, SIGNED_OUT_PAGE } from '@portal/contracts';
import { hasCookie } from '@portal/shared/util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { guardTokenRequest, tokenPageOf } from './access/token-routes';
import type { AppConfig } from './config';
import { isAppRoute } from './web-app-routes';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function missingBundlePage(app: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Uygulama hazır değil</title></head>
<body><h1>Uygulama hazır değil</h1>
<p>“${app}” uygulamasının derlenmiş paketi bulunamadı. Önce <code>npm run build</code> komutunu çalıştırın.</p>
</body></html>
`;
}

/**
 * The URL path as safe path segments, or null when it tries to leave the bundle
 * (`..`, encoded or not), names a dotfile, or is malformed.
 */
export function safeSegments(urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  return segments.some((s) => s.startsWith('.')) ? null : segments;
}

/** A file name's extension: a dot and a letter first (`app.js`, `logo.svg`; not `/ruhsat/1.5`). */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,9}$/i;

/** Whether a path not found in the bundle names a file (under assets/, or with an extension) rather than a client route. */
export function looksLikeFile(segments: string[]): boolean {
  return segments[0] === 'assets' || FILE_EXTENSION.test(segments.at(-1) ?? '');
}

/**
 * `/` for a visitor without the session hint and not arriving by a cross-host hand-off: the
 * bundle's prerendered login page, painted before its script has arrived. Everyone else gets
 * index.html, so a signed-in user never sees a login form flash.
 */
function isSignedOutFirstPage(request: FastifyRequest, urlPath: string): boolean {
  if (urlPath !== '/') return false;
  const query = request.url.slice(urlPath.length + 1);
  return !new URLSearchParams(query).has('sessionId') && !hasCookie(request.headers.cookie, SESSION_HINT_COOKIE);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export const webAppsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const root = config.webDistDir;
    if (!existsSync(root)) {
      app.log.info({ webDistDir: root }, 'no web bundles: serving the API only');
      return;
    }
    // preCompressed: `x.js.br` / `x.js.gz` when Accept-Encoding allows, with Vary: Accept-Encoding.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const urlPath = request.url.split('?', 1)[0] ?? '/';
      // All of /api belongs to the API (API_PREFIX and any later version).
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        return reply.callNotFound();
      }
      const appName = appForHost(request.host, config.baseDomain);
      const appDir = path.join(root, appName);
      if (!(await isFile(path.join(appDir, 'index.html')))) {
        return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(missingBundlePage(appName));
      }
      const segments = safeSegments(urlPath);
      if (!segments) return reply.callNotFound();
      const relative = segments.join('/');
      // The prerendered page is `/`'s other answer, not a page of its own.
      if (relative === SIGNED_OUT_PAGE || relative === SIGNED_OUT_PAGE.replace(/\.html$/, '')) {
        return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html', appDir, { cacheControl: false, etag: false, lastModified: false });
      }
      if (relative && (await isFile(path.join(appDir, ...segments)))) {
        // Vite fingerprints everything under assets/; other files may change between builds.
        reply.header('cache-control', segments[0] === 'assets' ? IMMUTABLE : 'no-cache');
        return reply.sendFile(relative, appDir, { cacheControl: false });
      }
      // A missing script or image must stay a 404, not turn into HTML. Every other path is a
      // client route and gets the page whatever the Accept (curl, health checks, link previews).
      if (looksLikeFile(segments)) return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      // A page whose address carries a token (DESIGN.md §4): never cached, never indexed, no
      // referrer, and rate-limited per address, from the one table of token routes.
      const tokenPage = tokenPageOf(appName, urlPath);
      if (tokenPage) await guardTokenRequest(request, reply, tokenPage);
      // Multi-page bundles (the landing's legal pages, /404): `/kvkk` → kvkk.html or kvkk/index.html.
      for (const page of relative ? [`${relative}.html`, `${relative}/index.html`] : []) {
        if (await isFile(path.join(appDir, page))) return reply.sendFile(page, appDir, { cacheControl: false });
      }
      const known = appName === AppName.Landing ? relative === '' : isAppRoute(appName, urlPath);
      if (known && appName !== AppName.Landing && urlPath === '/') {
        reply.header('vary', 'Cookie');
        if (isSignedOutFirstPage(request, urlPath) && (await isFile(path.join(appDir, SIGNED_OUT_PAGE)))) {
          return reply.sendFile(SIGNED_OUT_PAGE, appDir, { cacheControl: false });
        }
      }
      if (known) return reply.sendFile('index.html', appDir, { cacheControl: false });
      // No validators on a 404: a conditional request must not turn it into a 304.
      return reply.code(404).sendFile('index.html', appDir, { cacheControl: false, etag: false, lastModified: false });
    };
    // GET also answers HEAD (Fastify's exposeHeadRoutes). Never compressed per request (compress: false).
    app.get('/*', { schema: { hide: true }, compress: false }, serve);
    app.log.info({ webDistDir: root }, 'serving web bundles by host');
  },
  { name: 'web-apps' },
);
