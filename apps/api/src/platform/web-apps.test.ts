import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { AppName, ErrorCode, HostTable, PublicLotRoutes, PublicRoute, RouteTable, SESSION_HINT_COOKIE, SIGNED_OUT_PAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { IMMUTABLE, looksLikeFile, safeSegments } from './web-apps';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A built bundle as the build writes it: index.html and the big script with their .br and .gz copies (tools/build/precompress-plugin.ts). */
async function writeBundle(dir: string, app: string) {
  await mkdir(path.join(dir, app, 'assets'), { recursive: true });
  await writeFile(path.join(dir, app, 'index.html'), `<!doctype html><title>${app}</title><body>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(8)}</body>`);
  await writeFile(path.join(dir, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
  await writeFile(path.join(dir, app, 'assets', 'big-def456.js'), `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, app, ad: `Ürün ${i}` })))};`);
  for (const file of ['index.html', 'assets/big-def456.js']) {
    const bytes = await readFile(path.join(dir, app, file));
    await writeFile(path.join(dir, app, `${file}.br`), brotliCompressSync(bytes));
    await writeFile(path.join(dir, app, `${file}.gz`), gzipSync(bytes));
  }
  await writeFile(path.join(dir, app, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, app, '.env'), 'SECRET=dotfile');
  await writeFile(path.join(dir, app, '404.html'), `<!doctype html><title>${app} 404</title>`);
  await writeFile(path.join(dir, app, 'kvkk.html'), `<!doctype html><title>${app} kvkk</title>`);
}

type Injected = { rawPayload: Buffer; headers: Record<string, unknown> };

/** The body after undoing its Content-Encoding. */
function decoded(res: Injected): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

const varies = (res: Injected) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

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
    for (const url of ['/', '/receteler', '/receteler/12?tab=2', '/receteler/1.5']) {
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
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>landing kvkk</title>');
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

describe('web bundles go out as the build\'s brotli or gzip copy (pre-compressed, content negotiation)', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'api-web-dist-'));
    await writeBundle(dist, 'rct-portal');
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });
  const rct = { host: 'rct.localhost' };

  it.each([
    ['a hashed asset', '/assets/big-def456.js', 'assets/big-def456.js', 'javascript', IMMUTABLE],
    ['index.html at /', '/', 'index.html', 'text/html', 'no-cache'],
    ['index.html at a client route', '/receteler/12', 'index.html', 'text/html', 'no-cache'],
  ])('%s: br, gzip or plain as asked, Vary: Accept-Encoding, the same bytes after decoding', async (_what, url, file, type, cacheControl) => {
    const original = await readFile(path.join(dist, 'rct-portal', file));
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br'], ['br;q=0.1, gzip', 'gzip'], [undefined, undefined], ['identity', undefined]] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { ...rct, ...(accept ? { 'accept-encoding': accept } : {}) } });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(varies(res), String(accept)).toBe(true);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['cache-control']).toBe(cacheControl);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(decoded(res).equals(original), String(accept)).toBe(true);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(original.length);
    }
  });

  it('a file without a compressed copy goes out as it is, still with Vary', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { ...rct, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toBe(true);
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('ETag and 304 per encoding: the brotli copy\'s tag revalidates the brotli copy only', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { ...rct, 'accept-encoding': 'br' } });
    const etag = String(br.headers.etag);
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { ...rct, 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gzip = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { ...rct, 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ method: 'GET', url: '/', headers: { ...rct, 'accept-encoding': 'gzip' } });
    const pageAgain = await app.inject({ method: 'GET', url: '/', headers: { ...rct, 'accept-encoding': 'gzip', 'if-none-match': String(page.headers.etag) } });
    expect(pageAgain.statusCode).toBe(304);
  });

  it('HEAD: the compressed copy\'s headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/big-def456.js', headers: { ...rct, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toBe(true);
    expect(res.rawPayload.length).toBe(0);
  });

  it('the public prescription page keeps its no-store, no-referrer and noindex when sent compressed (DESIGN §4)', async () => {
    const res = await app.inject({ method: 'GET', url: '/prescription/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0', headers: { ...rct, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res).toString('utf8')).toContain('<title>rct-portal</title>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });
});

/** A route pattern with its parameters filled in: every spelling the router matches (`:x?` with and without). */
function instances(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':') && segment.endsWith('?')) paths = paths.flatMap((p) => [p, `${p}/7`]);
    else paths = paths.map((p) => `${p}/${segment.startsWith(':') ? '12' : segment}`);
  }
  return paths.map((p) => p || '/');
}

/** What each app's router has (libs/shell portal-routes, the apps' routes.ts), from the contracts' tables. */
const portalPaths = [...Object.values(PublicRoute).filter((p) => p !== PublicRoute.prescription), ...RouteTable.map((r) => r.pattern)].flatMap(instances);
const ownPaths: Record<string, string[]> = {
  [AppName.Rct]: instances(PublicRoute.prescription),
  [AppName.Src]: [],
  [AppName.Trc]: PublicLotRoutes.flatMap(instances),
};

describe('spec §2 unknown paths: HTTP 404 with the app\'s page on every host, known routes 200', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'api-web-dist-'));
    for (const name of Object.values(AppName)) await writeBundle(dist, name);
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });
  const get = (host: string, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...html, ...headers } });

  describe.each(HostTable.map((h) => [h.label ? `${h.label}.localhost` : 'localhost', h.app] as const))('%s (%s)', (host, bundle) => {
    const known = bundle === AppName.Landing ? ['/', '/kvkk', '/404'] : [...portalPaths, ...(ownPaths[bundle] ?? [])];
    const otherApps = Object.entries(ownPaths).filter(([name]) => name !== bundle).flatMap(([, paths]) => paths);
    const unknown = [
      '/olmayan/bir-sayfa',
      '/receteler/12/fazla/bolum',
      '/uyeler/bireysel',
      ...(bundle === AppName.Landing ? ['/receteler', '/giris'] : ['/prescription', '/giris', ...otherApps.filter((p) => !known.includes(p))]),
    ];

    it(`answers each of its ${known.length} routes 200 with its page`, async () => {
      for (const url of known) {
        const res = await get(host, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toContain(`<title>${bundle}`);
      }
    });

    it('answers an unknown path 404 with its page (which shows the app\'s own 404), compressed when asked', async () => {
      const page = await readFile(path.join(dist, bundle, 'index.html'));
      for (const url of unknown) {
        const res = await get(host, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.rawPayload.equals(page), url).toBe(true);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.etag, url).toBeUndefined();
        expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
      }
      const br = await get(host, unknown[0]!, { 'accept-encoding': 'br' });
      expect(br.statusCode).toBe(404);
      expect(br.headers['content-encoding']).toBe('br');
      expect(decoded(br).equals(page)).toBe(true);
      const head = await app.inject({ method: 'HEAD', url: unknown[0]!, headers: { host } });
      expect(head.statusCode).toBe(404);
      expect(head.rawPayload.length).toBe(0);
      const conditional = await get(host, unknown[0]!, { 'if-none-match': '*' });
      expect(conditional.statusCode).toBe(404);
    });

    it('still serves its assets 200 and leaves /api to the API', async () => {
      expect((await get(host, '/assets/main-abc123.js')).statusCode).toBe(200);
      expect((await get(host, '/assets/olmayan-1.js')).statusCode).toBe(404);
      const health = await get(host, '/api/v1/health');
      expect(health.statusCode).toBe(200);
      expect(health.json().data.status).toBe('ok');
      const api = await get(host, '/api/v1/olmayan');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: ErrorCode.NotFound });
    });
  });

  it('a well-formed token page is 200 whatever the token (the page says when it is unknown); a malformed one 404', async () => {
    for (const [host, url] of [
      ['rct.localhost', '/prescription/bilinmeyen-jeton'],
      ['portaldev.localhost', '/prescription/bilinmeyen-jeton'],
      ['trc.localhost', '/lot/bilinmeyen-jeton'],
      ['trc.localhost', '/01/08690000000001/10/PARTI-1'],
      ['src.localhost', '/reset-password'],
    ] as const) {
      const res = await get(host, url);
      expect(res.statusCode, `${host}${url}`).toBe(200);
      expect(res.headers['cache-control'], `${host}${url}`).toBe('no-store');
    }
    for (const [host, url] of [
      ['rct.localhost', '/prescription/a/b'],
      ['trc.localhost', '/lot'],
      ['trc.localhost', '/01/08690000000001/10'],
      ['src.localhost', '/prescription/bilinmeyen-jeton'],
      ['rct.localhost', '/lot/bilinmeyen-jeton'],
    ] as const) {
      expect((await get(host, url)).statusCode, `${host}${url}`).toBe(404);
    }
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

describe("a portal's prerendered login page for `/` (issue 29 §2: the phone paints it before the script)", () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const signedOut = '<!doctype html><html><body><div id="root"><div data-first-page inert aria-hidden="true"><h1>Giriş Yap</h1></div></div></body></html>';
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'api-web-first-page-'));
    for (const name of ['landing', 'rct-portal', 'src-portal']) await writeBundle(dist, name);
    // src-portal has none: its `/` stays index.html.
    await writeFile(path.join(dist, 'rct-portal', SIGNED_OUT_PAGE), signedOut);
    await writeFile(path.join(dist, 'rct-portal', `${SIGNED_OUT_PAGE}.br`), brotliCompressSync(signedOut));
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'rct.localhost', ...html, ...headers } });

  it('goes to a visitor without the session hint, varying by Cookie, compressed from its brotli copy', async () => {
    const plain = await get('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(signedOut);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(String(plain.headers.vary)).toMatch(/Cookie/);
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br).toString()).toBe(signedOut);
    expect(varies(br)).toBe(true);
    expect(String(br.headers.vary)).toMatch(/Cookie/);
  });

  it('never to a browser with the hint (a session may be resumed: no login form flashes) nor on a cross-host hand-off', async () => {
    const index = await readFile(path.join(dist, 'rct-portal', 'index.html'), 'utf8');
    for (const cookie of [`${SESSION_HINT_COOKIE}=1`, `a=b; ${SESSION_HINT_COOKIE}=1`]) {
      const res = await get('/', { cookie });
      expect(res.body, cookie).toBe(index);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
    }
    expect((await get('/?sessionId=abcdefghijklmnopqrstuv')).body).toBe(index);
    // Another cookie of a similar name is not the hint.
    expect((await get('/', { cookie: `x${SESSION_HINT_COOKIE}=1` })).body).toBe(signedOut);
    // Only `/`: any other page of the app is index.html.
    expect((await get('/register')).body).toBe(index);
  });

  it('is not a page of its own: its name answers 404 with the app page', async () => {
    for (const url of [`/${SIGNED_OUT_PAGE}`, `/${SIGNED_OUT_PAGE.replace(/\.html$/, '')}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('data-first-page');
    }
  });

  it('is skipped where the build has none (index.html instead)', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'src.localhost', ...html } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await readFile(path.join(dist, 'src-portal', 'index.html'), 'utf8'));
  });
});
