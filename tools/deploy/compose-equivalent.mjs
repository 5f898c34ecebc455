// `npm run test:deploy`: deploy/compose.yaml without containers. The images cannot
// be built on machines that reach no container registry, so this starts the same processes the
// compose file does: a fresh PostgreSQL database, two `node dist/apps/api/main.js` with the
// compose file's API settings (same env file, same secret, same database, one uploads folder) and
// nginx with deploy/nginx.conf itself, filled in as the proxy image fills it in. Then it checks,
// through the proxy only: every host's bundle, client routes, assets, the security headers, the
// health, a login, both instances answering, and the site answering after one instance dies.
// Needs the build (dist/apps) and a PostgreSQL server: TEST_DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/postgres. Installs nginx with apt-get when it is missing.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import YAML from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const deployDir = path.join(root, 'deploy');
const distApps = path.join(root, 'dist', 'apps');
const work = path.join(root, 'tmp', 'deploy-equivalent');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BASE = 'localhost';
const DEMO_PASSWORD = 'Demo.Tarim.2026';
/** The client's own loopback address: the API must see it, not the proxy's (X-Forwarded-For, TRUST_PROXY). */
const CLIENT_ADDRESS = '127.0.0.2';
/** libs/contracts/src/hosts.ts, plus an unknown label (spec §1: the default application, RCT). */
const HOSTS = [
  { label: null, app: 'landing' },
  { label: 'rct', app: 'rct-portal' },
  { label: 'portaldev', app: 'rct-portal' },
  { label: 'src', app: 'src-portal' },
  { label: 'trc', app: 'trc-portal' },
  { label: 'bilinmeyen', app: 'rct-portal' },
];
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'cache-control',
];

const started = performance.now();
const children = [];
let database; // { admin, name }
let passed = 0;

function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}
function ok(message) {
  passed += 1;
  console.log(`  \x1b[32m✓\x1b[0m ${message}`);
}
class CheckError extends Error {}
function check(condition, message) {
  if (!condition) throw new CheckError(message);
}
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// Ctrl+C: still stop what was started and drop the database.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: durduruluyor…`);
    await stopEverything();
    process.exit(130);
  });
}

let failure;
try {
  await main();
} catch (error) {
  failure = error instanceof CheckError ? error.message : (error?.stack ?? String(error));
  for (const child of children) {
    if (child.output.length) console.error(`\n--- ${child.name} (son satırlar) ---\n${child.output.slice(-15).join('\n')}`);
  }
} finally {
  // Everything stops and the database is dropped, passed or not.
  if (!(await stopEverything()) && !failure) failure = 'temizlik tamamlanamadı (yukarıya bakın)';
}
// Under `npm test`: a report in the vitest JSON shape, counted in its closing "N passed, N failed".
if (process.env.DEPLOY_TEST_REPORT) {
  mkdirSync(path.dirname(process.env.DEPLOY_TEST_REPORT), { recursive: true });
  writeFileSync(process.env.DEPLOY_TEST_REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failure ? 1 : 0 }));
}
if (failure) {
  console.error(`\n\x1b[31m✖ Dağıtım denkliği başarısız (${seconds()} s): ${failure}\x1b[0m`);
  process.exitCode = 1;
} else {
  console.log(`\n\x1b[32m✓ Dağıtım denkliği: ${passed} denetim geçti, her şey durduruldu ve veritabanı silindi (${seconds()} s).\x1b[0m`);
}

async function main() {
  for (const app of HOSTS.map((h) => h.app).concat('api')) {
    const file = app === 'api' ? path.join(distApps, 'api', 'main.js') : path.join(distApps, app, 'index.html');
    check(existsSync(file), `${path.relative(root, file)} yok: önce derleyin (npm run build).`);
  }
  ensureNginx();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'uploads'), { recursive: true });

  const compose = readCompose();
  const [api1Port, api2Port, proxyPort] = await freePorts(3);
  const databaseUrl = await createDatabase();

  // The compose file's API settings; only what a container decides differently is replaced:
  // where to listen, the database's address, the uploads folder, the proxy's address, and the
  // demo accounts (to sign in). Both instances get one env, as both services share x-api.
  const apiEnv = (port) => ({
    PATH: process.env.PATH,
    ...compose.apiEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: path.join(work, 'uploads'),
    DATA_DIR: path.join(work, `data-${port}`),
    WEB_DIST_DIR: distApps,
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'true',
  });
  // As compose.yaml orders them: api-2 once api-1 is healthy (it migrated and seeded).
  log(`İki API örneği (NODE_ENV=${compose.apiEnv.NODE_ENV}, aynı veritabanı ve anahtar): :${api1Port}, sonra :${api2Port}…`);
  const api1 = startProcess('api-1', process.execPath, ['dist/apps/api/main.js'], apiEnv(api1Port));
  await waitHealthy(api1, api1Port);
  const api2 = startProcess('api-2', process.execPath, ['dist/apps/api/main.js'], apiEnv(api2Port));
  await waitHealthy(api2, api2Port);
  ok(`iki örnek aynı veritabanında sağlıklı (${seconds()} s)`);

  log(`nginx deploy/nginx.conf ile :${proxyPort}…`);
  const proxy = startNginx(compose.proxyEnv, { proxyPort, api1Port, api2Port });
  await waitHealthy(proxy, proxyPort, BASE);
  const via = (label, pathname, options = {}) =>
    request(proxyPort, pathname, { ...options, host: `${label ? `${label}.` : ''}${BASE}:${proxyPort}` });
  via.proxyPort = proxyPort;

  await checkBundles(via, api1Port);
  await checkApi(via, { api1, api2 });
}

async function checkBundles(via, api1Port) {
  log('Her alan adı kendi uygulamasını sunuyor (yalnızca vekil üzerinden)…');
  for (const { label, app } of HOSTS) {
    const index = readFileSync(path.join(distApps, app, 'index.html'), 'utf8');
    const name = `${label ? `${label}.` : ''}${BASE}`;
    const home = await via(label, '/');
    // A portal's `/` for a visitor without the session hint is its prerendered login page; with
    // the hint, or on a cross-host hand-off, index.html (web-apps.ts).
    const firstPage = app === 'landing' ? 'index.html' : 'index.signed-out.html';
    check(home.status === 200 && home.body === readFileSync(path.join(distApps, app, firstPage), 'utf8'), `${name}/ → ${home.status}, ${app}/${firstPage} değil`);
    if (app !== 'landing') {
      check(/cookie/i.test(home.headers.vary ?? ''), `${name}/ vary ${home.headers.vary}`);
      const withHint = await via(label, '/', { headers: { cookie: 'portal_session=1' } });
      check(withHint.status === 200 && withHint.body === index, `${name}/ oturum işaretiyle → ${withHint.status}, index.html değil`);
      const handOff = await via(label, '/?sessionId=ornek');
      check(handOff.status === 200 && handOff.body === index, `${name}/?sessionId= → ${handOff.status}, index.html değil`);
      const byName = await via(label, '/index.signed-out.html');
      check(byName.status === 404, `${name}/index.signed-out.html → ${byName.status}`);
    }
    check(home.headers['content-type']?.startsWith('text/html'), `${name}/ içerik türü ${home.headers['content-type']}`);
    check(home.headers['cache-control'] === 'no-cache', `${name}/ cache-control ${home.headers['cache-control']}`);
    if (app !== 'landing') {
      const deep = await via(label, '/derin/istemci/rotasi/42?sekme=1');
      check(deep.status === 200 && deep.body === index, `${name}/derin/istemci/rotasi/42 → ${deep.status}, index.html değil`);
    }
    // The first script the page loads: immutable, byte for byte the built file.
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    check(asset, `${app}/index.html bir /assets/ betiği yüklemiyor`);
    const file = await via(label, asset);
    const bytes = readFileSync(path.join(distApps, app, asset));
    check(file.status === 200 && file.raw.equals(bytes), `${name}${asset} → ${file.status}, derlenmiş dosya değil`);
    check(/javascript/.test(file.headers['content-type'] ?? ''), `${name}${asset} içerik türü ${file.headers['content-type']}`);
    check(file.headers['cache-control'] === 'public, max-age=31536000, immutable', `${name}${asset} cache-control ${file.headers['cache-control']}`);
    // The build's compressed copies: gzip from the proxy (gzip_static), brotli from an API instance.
    const gz = await via(label, asset, { headers: { 'accept-encoding': 'gzip, br' } });
    check(gz.headers['content-encoding'] === 'gzip' && /accept-encoding/i.test(gz.headers.vary ?? ''), `${name}${asset} gzip ile: content-encoding ${gz.headers['content-encoding']}, vary ${gz.headers.vary}`);
    check(gunzipSync(gz.raw).equals(bytes), `${name}${asset} gzip kopyası derlenmiş dosyayla aynı değil`);
    const br = await request(api1Port, asset, { host: name, headers: { 'accept-encoding': 'gzip, br' } });
    check(br.headers['content-encoding'] === 'br' && brotliDecompressSync(br.raw).equals(bytes), `API ${name}${asset} br ile: content-encoding ${br.headers['content-encoding']}`);
    ok(`${name} → ${app}: /, istemci rotası, ${asset.slice(0, 32)}… (düz, gzip ve br)`);
  }

  const missing = await via('rct', '/assets/yok-boyle-bir-dosya.js');
  check(missing.status === 404 && !missing.body.includes('<html lang="tr" data-app'), `eksik /assets/ dosyası 404 değil (${missing.status})`);
  const dotfile = await via('rct', '/.env');
  check(dotfile.status === 404, `/.env → ${dotfile.status}`);
  const favicon = await via('src', '/favicon.svg');
  check(favicon.status === 200 && favicon.headers['content-type']?.startsWith('image/svg+xml'), `src favicon.svg → ${favicon.status}`);
  ok('eksik varlık ve nokta dosyası 404, favicon.svg sunuluyor');

  const kvkk = await via(null, '/kvkk');
  check(kvkk.status === 200 && kvkk.body === readFileSync(path.join(distApps, 'landing', 'kvkk.html'), 'utf8'), `landing /kvkk → ${kvkk.status}, kvkk.html değil`);
  const publicPage = await via('rct', '/prescription/ornek-jeton');
  check(publicPage.status === 200 && publicPage.headers['cache-control'] === 'no-store', `/prescription/… cache-control ${publicPage.headers['cache-control']}`);
  check(publicPage.headers['x-robots-tag'] === 'noindex, nofollow', `/prescription/… x-robots-tag ${publicPage.headers['x-robots-tag']}`);
  ok('landing /kvkk → kvkk.html; /prescription/… no-store ve noindex');

  // The proxy answers pages and files with the headers an API instance gives the same request.
  const rctAsset = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(path.join(distApps, 'rct-portal', 'index.html'), 'utf8'))[1];
  const compared = [
    ['rct', '/'],
    ['rct', '/derin/istemci/rotasi'],
    ['rct', rctAsset],
    ['rct', '/prescription/ornek-jeton'],
    [null, '/kvkk'],
  ];
  for (const [label, pathname] of compared) {
    const fromProxy = await via(label, pathname);
    const fromApi = await request(api1Port, pathname, { host: `${label ? `${label}.` : ''}${BASE}` });
    for (const name of [...SECURITY_HEADERS, 'x-robots-tag']) {
      check(fromProxy.headers[name] === fromApi.headers[name], `${pathname} ${name}: vekil «${fromProxy.headers[name]}», API «${fromApi.headers[name]}»`);
    }
  }
  ok(`güvenlik ve önbellek başlıkları, API örneğinin aynı isteğe verdikleriyle aynı (${compared.length} yol)`);

  // A name that is not the portal's gets no site at all (nginx closes the connection).
  const foreign = await request(via.proxyPort, '/', { host: 'baska-site.example' }).catch((error) => ({ error }));
  check(foreign.error, `yabancı bir alan adı yanıt aldı (${foreign.status})`);
  ok('portalın olmayan bir alan adı bağlantı kapatılarak reddedildi');
}

async function checkApi(via, { api1, api2 }) {
  log('API vekil üzerinden…');
  for (const { label } of HOSTS) {
    const res = await via(label, '/api/v1/health');
    const data = res.json()?.data;
    check(res.status === 200 && data?.status === 'ok' && data.database?.driver === 'postgres', `${label ?? 'apex'} /api/v1/health → ${res.status} ${res.body.slice(0, 200)}`);
    check(res.headers['cache-control'] === 'no-store', `/api/v1/health cache-control ${res.headers['cache-control']}`);
  }
  ok('/api/v1/health her alan adında 200, PostgreSQL ayakta');

  const origin = (label) => `http://${label}.${BASE}:${via.proxyPort}`;
  const loginOn = (label, email) =>
    via(label, '/api/v1/auth/login', {
      method: 'POST',
      localAddress: CLIENT_ADDRESS,
      headers: { origin: origin(label), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
  const login = await loginOn('rct', 'muhendis@demo.bestnet.com.tr');
  const session = login.json()?.data;
  check(login.status === 200 && session?.status === 'authenticated' && session.token, `vekil üzerinden giriş: ${login.status} ${login.body.slice(0, 300)}`);
  const cookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('portal_rt='));
  check(cookie && /Path=\/api\/v1\/auth/i.test(cookie) && /HttpOnly/i.test(cookie), `yenileme çerezi yok ya da eksik: ${cookie}`);
  ok('muhendis@ rct alan adında vekil üzerinden giriş yaptı (erişim jetonu ve yenileme çerezi)');

  // The API saw the client's address through X-Forwarded-For (rate limits count per client).
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const seen = await db.query(`select key from rate_limit_buckets where key like $1`, [`%:ip:${CLIENT_ADDRESS}`]).finally(() => db.end());
  check(seen.rows.length > 0, `API istemcinin adresini (${CLIENT_ADDRESS}) görmedi: X-Forwarded-For / TRUST_PROXY çalışmıyor`);
  ok(`API istemci adresini ${CLIENT_ADDRESS} olarak gördü (X-Forwarded-For, TRUST_PROXY)`);

  // 20 calls with the token: round robin spreads them; each instance logs the ids it answered.
  const me = (id) => via('rct', '/api/v1/portalUser/me', { headers: { authorization: `Bearer ${session.token}`, 'x-request-id': id } });
  const ids = Array.from({ length: 20 }, (_, i) => `deploy-rr-${i}-${randomBytes(4).toString('hex')}`);
  for (const id of ids) {
    const res = await me(id);
    check(res.status === 200 && res.json()?.data?.email === 'muhendis@demo.bestnet.com.tr', `/portalUser/me (${id}) → ${res.status} ${res.body.slice(0, 200)}`);
    check(res.headers['x-request-id'] === id, `istek kimliği geri gelmedi: ${res.headers['x-request-id']}`);
  }
  await delay(300);
  const on1 = ids.filter((id) => answered(api1, id));
  const on2 = ids.filter((id) => answered(api2, id));
  check(on1.length + on2.length === ids.length, `20 isteğin ${ids.length - on1.length - on2.length} tanesi hiçbir örneğin günlüğünde yok`);
  check(on1.length > 0 && on2.length > 0, `istekler iki örneğe dağılmadı: api-1 ${on1.length}, api-2 ${on2.length}`);
  ok(`20 çağrı iki örneğe dağıldı (api-1 ${on1.length}, api-2 ${on2.length}); oturum ve anahtar ortak`);

  // The uploads volume is shared: a stage photo stored through one instance is read through both.
  const trcLogin = await loginOn('trc', 'trc@demo.bestnet.com.tr');
  const trc = trcLogin.json()?.data;
  check(trcLogin.status === 200 && trc?.status === 'authenticated', `trc@ girişi: ${trcLogin.status} ${trcLogin.body.slice(0, 200)}`);
  const asTrc = (pathname, options = {}) => via('trc', pathname, { ...options, headers: { authorization: `Bearer ${trc.token}`, ...options.headers } });
  const lotId = (await asTrc('/api/v1/lot')).json()?.data?.[0]?.id;
  check(lotId, 'trc@ için demo partisi yok (SEED_DEMO)');
  const stageId = (await asTrc(`/api/v1/lot/${lotId}/stages`)).json()?.data?.[0]?.id;
  check(stageId, `${lotId} numaralı partinin aşaması yok`);
  // A real image: the API decodes and re-encodes every upload, so both instances must serve the
  // one stored copy (the same bytes, of the size the upload answered), not what was sent.
  const { default: sharp } = await import('sharp');
  const photoBytes = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } }).jpeg().toBuffer();
  const upload = await asTrc(`/api/v1/lot/${lotId}/stage/${stageId}/photo`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: photoBytes });
  const photoId = upload.json()?.data?.id;
  check(upload.status === 201 && photoId, `fotoğraf yüklenemedi: ${upload.status} ${upload.body.slice(0, 200)}`);
  const photoIds = Array.from({ length: 6 }, (_, i) => `deploy-photo-${i}-${randomBytes(4).toString('hex')}`);
  let stored;
  for (const id of photoIds) {
    const back = await asTrc(`/api/v1/lot/${lotId}/stage/${stageId}/photo/${photoId}`, { headers: { 'x-request-id': id } });
    stored ??= back.raw;
    check(back.status === 200 && back.raw.length === upload.json().data.byteSize && back.raw.equals(stored), `fotoğraf (${id}) → ${back.status}, saklanan baytlar değil`);
  }
  await delay(300);
  check(photoIds.some((id) => answered(api1, id)) && photoIds.some((id) => answered(api2, id)), 'fotoğrafı iki örnek de okumadı');
  ok('bir örneğe yüklenen aşama fotoğrafını iki örnek de okudu (ortak UPLOAD_DIR)');

  log('api-1 öldürülüyor (SIGKILL)…');
  api1.child.kill('SIGKILL');
  await api1.exited;
  const after = Array.from({ length: 10 }, (_, i) => `deploy-down-${i}-${randomBytes(4).toString('hex')}`);
  for (const id of after) {
    const res = await me(id);
    check(res.status === 200, `api-1 öldükten sonra /portalUser/me (${id}) → ${res.status} ${res.body.slice(0, 200)}`);
  }
  for (const { label } of HOSTS) {
    const page = await via(label, '/');
    const health = await via(label, '/api/v1/health');
    check(page.status === 200 && health.status === 200, `api-1 öldükten sonra ${label ?? 'apex'}: sayfa ${page.status}, sağlık ${health.status}`);
  }
  const second = await loginOn('src', 'src@demo.bestnet.com.tr');
  check(second.status === 200 && second.json()?.data?.status === 'authenticated', `api-1 öldükten sonra src@ girişi: ${second.status} ${second.body.slice(0, 200)}`);
  await delay(300);
  check(after.every((id) => answered(api2, id)), 'api-1 öldükten sonraki isteklerin hepsini api-2 yanıtlamadı');
  ok('api-1 öldükten sonra site, API ve giriş api-2 üzerinden yanıt veriyor (10 çağrı, 6 alan adı, bir POST)');
}

/** Whether an instance's JSON log has the request-completed line of a request id. */
function answered(instance, id) {
  return instance.output.some((line) => line.includes(`"reqId":"${id}"`));
}

// ---------------------------------------------------------------------------------------------

/** deploy/compose.yaml with deploy/.env.example: the API's and the proxy's environment. */
function readCompose() {
  const compose = YAML.parse(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'), { merge: true });
  const envFile = parseEnvFile(readFileSync(path.join(deployDir, '.env.example'), 'utf8'));
  // .env.example leaves the secrets empty: fill them in as an operator would.
  envFile.POSTGRES_PASSWORD ||= randomBytes(12).toString('hex');
  envFile.AUTH_TOKEN_SECRET ||= randomBytes(36).toString('base64url');
  const services = compose?.services ?? {};
  for (const name of ['postgres', 'api-1', 'api-2', 'proxy']) check(services[name], `deploy/compose.yaml: "${name}" hizmeti yok`);
  const [a1, a2] = [services['api-1'], services['api-2']];
  const { depends_on: _after1, ...same1 } = a1;
  const { depends_on: after2, ...same2 } = a2;
  check(JSON.stringify(same1) === JSON.stringify(same2), 'deploy/compose.yaml: api-1 ve api-2 aynı tanımı paylaşmıyor (x-api)');
  check(after2?.['api-1']?.condition === 'service_healthy', 'deploy/compose.yaml: api-2, api-1 sağlıklı olunca başlamalı (demo tohumu eşzamanlı çalışamaz)');
  check(a1.env_file === '.env' || (Array.isArray(a1.env_file) && a1.env_file.includes('.env')), 'deploy/compose.yaml: API örnekleri .env dosyasını okumuyor');
  check(a1.depends_on?.postgres?.condition === 'service_healthy', 'deploy/compose.yaml: API örnekleri sağlıklı PostgreSQL beklemiyor');
  check(services.postgres.healthcheck, 'deploy/compose.yaml: postgres sağlık denetimi yok');
  const interpolate = (value) =>
    String(value).replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_, name, op, arg) => {
      const v = envFile[name];
      if (op === ':-' || op === '-') return v ? v : (arg ?? '');
      if (op === ':?' || op === '?') {
        check(v, `deploy/compose.yaml: ${name} gerekli (${arg})`);
        return v;
      }
      return v ?? '';
    });
  const environment = (service) => Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));
  const apiEnv = { ...Object.fromEntries(Object.entries(envFile).filter(([, v]) => v !== '')), ...environment(a1) };
  check(apiEnv.NODE_ENV === 'production', `deploy/compose.yaml: NODE_ENV ${apiEnv.NODE_ENV}, production değil`);
  check(apiEnv.DEV_MAILBOX !== 'true', 'deploy/compose.yaml: DEV_MAILBOX production ortamında açık');
  return { apiEnv, proxyEnv: environment(services.proxy) };
}

/** KEY=value lines as compose reads an env file: comments, empty values, single or double quotes. */
function parseEnvFile(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    let value = m[2];
    if (/^'.*'$/.test(value)) value = value.slice(1, -1);
    else if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    env[m[1]] = value;
  }
  return env;
}

/** deploy/nginx.conf filled in as the proxy image's envsubst does, inside a minimal nginx.conf like the image's. */
function startNginx(proxyEnv, { proxyPort, api1Port, api2Port }) {
  const values = {
    ...proxyEnv,
    NGINX_PORT: `127.0.0.1:${proxyPort}`,
    WEB_ROOT: distApps,
    API_UPSTREAM_1: `127.0.0.1:${api1Port}`,
    API_UPSTREAM_2: `127.0.0.1:${api2Port}`,
  };
  const template = readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8');
  const rendered = template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => {
    check(values[name] !== undefined, `deploy/nginx.conf: \${${name}} için değer yok (compose.yaml proxy ortamı)`);
    return values[name];
  });
  const prefix = path.join(work, 'nginx');
  for (const dir of ['', 'logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  writeFileSync(path.join(prefix, 'portal.conf'), rendered);
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `# The nginx image's main configuration, reduced: conf.d/default.conf is deploy/nginx.conf.
${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/logs/access.log;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include ${prefix}/portal.conf;
}
`,
  );
  const args = ['-p', prefix, '-e', path.join(prefix, 'logs', 'error.log'), '-c', path.join(prefix, 'nginx.conf')];
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  check(test.status === 0, `nginx deploy/nginx.conf'u kabul etmedi:\n${test.stderr}`);
  return startProcess('nginx', NGINX, [...args, '-g', 'daemon off;'], { PATH: process.env.PATH });
}

function ensureNginx() {
  if (existsSync(NGINX)) return;
  const isRoot = process.getuid?.() === 0;
  check(isRoot, `${NGINX} yok. Kurmak için: sudo apt-get update && sudo apt-get install -y nginx-light (ya da NGINX_PATH verin).`);
  log('nginx kuruluyor (apt-get install nginx-light)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Without an init system the package's service does not start; if it does, it is stopped below.
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  let result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env });
  if (result.status !== 0 || !existsSync(NGINX)) result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  check(existsSync(NGINX), `nginx kurulamadı (apt-get çıkış kodu ${result.status}).`);
  // The package may start its default site on :80; this run did that, so it stops it.
  if (existsSync('/run/nginx.pid')) spawnSync(NGINX, ['-s', 'quit'], { stdio: 'ignore' });
}

async function createDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  try {
    await admin.connect();
  } catch (error) {
    throw new CheckError(`PostgreSQL'e bağlanılamadı (${redact(adminUrl)}): ${error.message}. TEST_DATABASE_URL ile bir sunucu verin.`);
  }
  const name = `portal_deploy_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = { admin, name, url: url.toString() };
  log(`Yeni veritabanı: ${name}`);
  return url.toString();
}

function startProcess(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const instance = { name, child, output: [], exitCode: undefined };
  instance.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      instance.exitCode = code ?? signal;
      resolve();
    });
  });
  instance.exited = Promise.race([
    instance.exited,
    new Promise((resolve) =>
      child.on('error', (error) => {
        instance.output.push(`başlatılamadı: ${error.message}`);
        instance.exitCode ??= 'error';
        resolve();
      }),
    ),
  ]);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      instance.output.push(...lines);
    });
  }
  children.push(instance);
  return instance;
}

async function waitHealthy(instance, port, host = '127.0.0.1', timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.exitCode !== undefined) throw new CheckError(`${instance.name} başlarken çıktı (${instance.exitCode})`);
    const res = await request(port, '/api/v1/health', { host }).catch(() => null);
    if (res?.status === 200) return;
    await delay(250);
  }
  throw new CheckError(`${instance.name} ${timeoutMs / 1000} s içinde sağlıklı olmadı`);
}

/** One HTTP/1.1 request to 127.0.0.1:port with the given Host header (no DNS for *.localhost). */
function request(port, pathname, { method = 'GET', host, headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, localAddress, agent: false, headers: { host, ...headers }, timeout: 10_000 },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw,
            body: text,
            json: () => {
              try {
                return JSON.parse(text);
              } catch {
                return undefined;
              }
            },
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: zaman aşımı`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      const server = net.createServer();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

async function stopEverything() {
  for (const instance of [...children].reverse()) {
    if (instance.exitCode !== undefined) continue;
    instance.child.kill(instance.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    // A little longer than SHUTDOWN_TIMEOUT_MS; the timer must not keep this process alive.
    const stopped = await Promise.race([instance.exited.then(() => true), delay(12_000, { unref: true }).then(() => false)]);
    if (!stopped) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
  }
  let clean = true;
  if (database) {
    await database.admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`).catch((error) => {
      console.error(`Veritabanı ${database.name} silinemedi: ${error.message}`);
      clean = false;
    });
    await database.admin.end().catch(() => {});
  }
  rmSync(work, { recursive: true, force: true });
  return clean;
}

function delay(ms, { unref = false } = {}) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
  });
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
