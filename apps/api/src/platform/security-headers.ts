// Security headers on every response and CORS from an allowlist (DESIGN.md §4).
// Pages get the headers helmet 8 sets with the options below, API answers a short set of their
// own; both are built once at start and copied onto each reply (@fastify/helmet rebuilt its
// middleware on every request).
import cors from '@fastify/cors';
import { API_PREFIX } from '@portal/contracts';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { DOCS_PATH } from './openapi';

type OriginConfig = Pick<AppConfig, 'baseDomain' | 'publicOriginScheme'>;

/**
 * True for the base domain and its sub-domains. On localhost any port and scheme is fine
 * (dev servers); elsewhere only the configured scheme on the default port.
 */
export function isAllowedOrigin(origin: string, config: OriginConfig): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const host = url.hostname;
  if (host !== config.baseDomain && !host.endsWith(`.${config.baseDomain}`)) return false;
  if (config.baseDomain === 'localhost') return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === `${config.publicOriginScheme}:` && url.port === '';
}

export function contentSecurityPolicy(config: Pick<AppConfig, 'publicOriginScheme' | 'mapTileOrigins'>) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      // Inline styles and data: images: Swagger UI's page (and Mantine's CSS variables) need them.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Map tiles of the production-area pages come from the configured tile servers. blob: is
      // the stage photos: the pages fetch them with the session and show them as object URLs.
      'img-src': ["'self'", 'data:', 'blob:', ...config.mapTileOrigins],
      'font-src': ["'self'", 'data:'],
      // Upgrading on plain-http localhost would break every asset.
      ...(config.publicOriginScheme === 'https' ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/** The response headers of every answer, in helmet's serialisation. */
export function securityHeaders(config: Pick<AppConfig, 'publicOriginScheme' | 'mapTileOrigins'>): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy(config).directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    // The apps live on sibling sub-domains of one site.
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    // HSTS on localhost would pin every *.localhost dev site to https.
    ...(config.publicOriginScheme === 'https' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The headers of an API answer (JSON, a PDF, a photo), after OWASP's REST Security Cheat Sheet:
 * nothing in it may run or be framed, and it is never cached unless a route says otherwise (it
 * may set its own cache-control later; the last value wins). The document-only headers (COOP,
 * Origin-Agent-Cluster, DNS prefetch, X-XSS-Protection …) and the pages' long policy were about
 * 520 of a short answer's 850 header bytes, sent on every call for a browser that never renders it.
 */
export function apiAnswerHeaders(config: Pick<AppConfig, 'publicOriginScheme'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-site',
    'referrer-policy': 'no-referrer',
    ...(config.publicOriginScheme === 'https' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const pageHeaders = securityHeaders(config);
    const answerHeaders = apiAnswerHeaders(config);
    const apiPrefix = `${API_PREFIX}/`;
    // The API's documentation is a page (Swagger UI's scripts and styles).
    app.addHook('onRequest', (request, reply, done) => {
      const answer = request.url.startsWith(apiPrefix) && !request.url.startsWith(DOCS_PATH);
      reply.headers(answer ? answerHeaders : pageHeaders);
      done();
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && isAllowedOrigin(origin, config)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
      // The strict check answers an incomplete preflight with a plain-text 400 from its own hook,
      // outside the error envelope (found by contract-fuzz.test.ts); without it such a request
      // gets the ordinary preflight answer, which allows nothing its Origin is not allowed.
      strictPreflight: false,
    });
  },
  { name: 'security-headers' },
);
