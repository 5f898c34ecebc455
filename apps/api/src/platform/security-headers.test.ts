import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { isAllowedOrigin } from './security-headers';

describe('security headers on every response (DESIGN §4)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(['/api/v1/health', '/api/v1/no-such-thing'])('DESIGN §4: an API answer on %s carries CSP with frame-ancestors, nosniff, DENY and no-store', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['cache-control']).toBe('no-store');
    // Plain-http localhost: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The document-only headers stay with the pages.
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']) {
      expect(res.headers[name]).toBeUndefined();
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/', '/api/v1/docs'])('DESIGN §4: the page %s gets the header set helmet 8 sent with our options', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { host: 'rct.localhost' } });
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
      const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'rct.portal.example.com' } });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
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
