import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { IMMUTABLE, looksLikeFile, safeSegments } from './web-apps';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function writeBundle(dir: string, app: string) {
  await mkdir(path.join(dir, app, 'assets'), { recursive: true });
  await writeFile(path.join(dir, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  await writeFile(path.join(dir, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
  await writeFile(path.join(dir, app, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, app, '.env'), 'SECRET=dotfile');
  await writeFile(path.join(dir, app, '404.html'), `<!doctype html><title>${app} 404</title>`);
}

/** A request exactly as written, bypassing any client-side path normalisation. */
function rawGet(port: number, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', reject);
  });
}

describe('single-machine web serving by Host header (DESIGN §1)', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'api-web-dist-'));
    await writeFile(path.join(dist, 'secret.txt'), 'TOP-SECRET outside every bundle');
    // trc-portal is deliberately not built.
    for (const name of ['landing', 'rct-portal', 'src-portal']) await writeBundle(dist, name);
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['localhost', 'landing'],
    ['localhost:8080', 'landing'],
    ['127.0.0.1:8080', 'landing'],
    ['rct.localhost:8080', 'rct-portal'],
    ['portaldev.localhost', 'rct-portal'],
    ['src.localhost', 'src-portal'],
  ])('serves %s the %s bundle', async (host, bundle) => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host, ...html } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>${bundle}</title>`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('serves the public prescription page (its token in the path) no-store, no-referrer and noindex (DESIGN §4)', async () => {
    const res = await app.inject({ method: 'GET', url: '/prescription/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0', headers: { host: 'rct.localhost', ...html } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>rct-portal</title>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });

  it('falls back to index.html for client routes (SPA), GET and HEAD', async () => {
    const get = await app.inject({ method: 'GET', url: '/receteler/12?tab=2', headers: { host: 'rct.localhost', ...html } });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('<title>rct-portal</title>');
    expect(get.headers['cache-control']).toBe('no-cache');
    const head = await app.inject({ method: 'HEAD', url: '/anasayfa', headers: { host: 'rct.localhost', ...html } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    ['no Accept', {}],
    ['Accept: */*', { accept: '*/*' }],
    ['Accept: application/json', { accept: 'application/json' }],
  ])('answers / and client routes with the page whatever the Accept: %s', async (_what, headers: Record<string, string>) => {
    for (const url of ['/', '/giris', '/prescription/12/detail?tab=2', '/ruhsat/1.5']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'rct.localhost:8080', ...headers } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>rct-portal</title>');
    }
    const landing = await app.inject({ method: 'GET', url: '/404', headers: { host: 'localhost', ...headers } });
    expect(landing.body).toContain('<title>landing 404</title>');
  });

  it('answers the README\'s curl (no Accept, over the network) with the portal page', async () => {
    const port = (app.server.address() as net.AddressInfo).port;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: rct.localhost:8080\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\nConnection: close\r\n\r\n'));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('<title>rct-portal</title>');
  });

  it('serves the pages of a multi-page bundle by clean path (the landing 404 and legal pages)', async () => {
    const res = await app.inject({ method: 'GET', url: '/404', headers: { host: 'localhost', ...html } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>landing 404</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const other = await app.inject({ method: 'GET', url: '/kvkk', headers: { host: 'localhost', ...html } });
    expect(other.body).toContain('<title>landing</title>');
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { host: 'src.localhost' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.body).toBe("console.log('src-portal')");
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { host: 'src.localhost' } });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, never HTML, for a missing asset or a non-HTML request', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/gone-999.js', headers: { host: 'localhost', ...html } });
    expect(asset.statusCode).toBe(404);
    const script = await app.inject({ method: 'GET', url: '/gone.js', headers: { host: 'localhost', accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ code: ErrorCode.NotFound });
  });

  it('keeps a missing file with an extension a 404 whatever the Accept', async () => {
    for (const url of ['/gone.js', '/logo.png', '/rapor/eski.pdf', '/assets/fonts/x', '/assets']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'rct.localhost', ...html } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.NotFound });
    }
  });

  it('leaves /api to the API: unknown paths get the 404 envelope, not index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { host: 'rct.localhost', ...html } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NotFound });
    const health = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { host: 'rct.localhost' } });
    expect(health.statusCode).toBe(200);
  });

  it('answers 503 with a Turkish page saying to build when the host’s bundle is missing', async () => {
    const res = await app.inject({ method: 'GET', url: '/giris', headers: { host: 'trc.localhost', ...html } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('trc-portal');
    expect(res.body).toContain('npm run build');
  });

  it.each([
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/.env',
    '/%2eenv',
    '/index.html%00.js',
  ])('refuses path traversal and dotfiles: %s', async (target) => {
    const res = await rawGet((app.server.address() as net.AddressInfo).port, target);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('TOP-SECRET');
    expect(res.text).not.toContain('SECRET=dotfile');
    expect(res.text).not.toContain('root:');
  });
});

describe('safeSegments', () => {
  it('keeps plain paths and refuses the rest', () => {
    expect(safeSegments('/assets/a%20b.js')).toEqual(['assets', 'a b.js']);
    expect(safeSegments('/')).toEqual([]);
    expect(safeSegments('/%E0%A4%A')).toBeNull();
    expect(safeSegments('/a/../b')).toBeNull();
  });
});

describe('looksLikeFile', () => {
  it('takes assets/ and names with an extension as files, other paths as client routes', () => {
    expect(looksLikeFile(['assets', 'main.js'])).toBe(true);
    expect(looksLikeFile(['assets'])).toBe(true);
    expect(looksLikeFile(['favicon.ico'])).toBe(true);
    expect(looksLikeFile(['kvkk.html'])).toBe(true);
    expect(looksLikeFile([])).toBe(false);
    expect(looksLikeFile(['prescription', '12', 'detail'])).toBe(false);
    expect(looksLikeFile(['ruhsat', '1.5'])).toBe(false);
  });
});

describe('without a WEB_DIST_DIR', () => {
  it('serves the API only: other paths get the 404 envelope', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.NotFound });
    } finally {
      await app.close();
    }
  });
});
