// Security headers on every response and CORS from an allowlist (DESIGN.md §4).
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { API_PREFIX } from '@portal/contracts';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';

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

export function contentSecurityPolicy(config: Pick<AppConfig, 'publicOriginScheme'>) {
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
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      // Upgrading on plain-http localhost would break every asset.
      ...(config.publicOriginScheme === 'https' ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(config),
      // HSTS on localhost would pin every *.localhost dev site to https.
      hsts: config.publicOriginScheme === 'https' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      // The apps live on sibling sub-domains of one site.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && isAllowedOrigin(origin, config)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
    // API answers carry personal data: never cached unless a route says otherwise.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);
