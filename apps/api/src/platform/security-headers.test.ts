import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { isAllowedOrigin } from './security-headers';

describe('security headers on every response (DESIGN §4)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(['/api/v1/health', '/api/v1/no-such-thing'])('sets CSP, frame-ancestors, Referrer-Policy and nosniff on %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Plain-http localhost: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same header set helmet 8 sent with our options, built once', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers).toMatchObject({
      'content-security-policy':
        "default-src 'self';base-uri 'self';object-src 'none';frame-ancestors 'none';form-action 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org https://server.arcgisonline.com;font-src 'self' data:",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'cache-control': 'no-store',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS from the base domain and its sub-domains only', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'http://rct.localhost:4200' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://rct.localhost:4200');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'http://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a CORS preflight from an allowed origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: { origin: 'http://src.localhost', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://src.localhost');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
  });
});

describe('security headers behind https', () => {
  it('sends HSTS and upgrade-insecure-requests when PUBLIC_ORIGIN_SCHEME is https', async () => {
    const app = await buildTestApp({ env: { PUBLIC_ORIGIN_SCHEME: 'https', PORTAL_BASE_DOMAIN: 'portal.example.com' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
    }
  });
});

describe('isAllowedOrigin (DESIGN §4 CORS allowlist)', () => {
  const local = { baseDomain: 'localhost', publicOriginScheme: 'http' } as const;
  const prod = { baseDomain: 'portal.example.com', publicOriginScheme: 'https' } as const;

  it.each([
    ['http://localhost', local],
    ['http://localhost:8080', local],
    ['http://rct.localhost:4200', local],
    ['https://portaldev.localhost', local],
    ['https://portal.example.com', prod],
    ['https://trc.portal.example.com', prod],
  ])('allows %s', (origin, config) => {
    expect(isAllowedOrigin(origin, config)).toBe(true);
  });

  it.each([
    ['null', local],
    ['http://evil-localhost', local],
    ['http://localhost.evil.com', local],
    ['file://localhost', local],
    ['http://portal.example.com', prod],
    ['https://portal.example.com:8443', prod],
    ['https://evilportal.example.com', prod],
    ['https://portal.example.com.evil.com', prod],
    ['https://user@portal.example.com', prod],
  ])('refuses %s', (origin, config) => {
    expect(isAllowedOrigin(origin, config)).toBe(false);
  });
});
