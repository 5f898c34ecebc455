import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG, ConfigError, loadConfig } from './config';

const cwd = '/srv/portal';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig (DESIGN §1, §2: configuration from the environment)', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadConfig({}, cwd)).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      databaseWaitSeconds: 60,
      dataDir: path.join(cwd, '.data'),
      pgliteDir: path.join(cwd, '.data', 'pglite'),
      uploadDir: path.join(cwd, '.data', 'uploads'),
      storage: { driver: 'local' },
      baseDomain: 'localhost',
      publicOriginScheme: 'http',
      webDistDir: path.join(cwd, 'dist/apps'),
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 60_000,
      trustProxy: false,
      smtpUrl: undefined,
      smtpPoolSize: 5,
      smtpSendTimeoutMs: 30_000,
      mailFrom: '"Bestnet Tarım" <no-reply@bestnet.com.tr>',
      supportEmail: 'destek@bestnet.com.tr',
      publicPort: 8080,
      // Auth and sessions: see auth/auth-config.test.ts.
      authTokenSecret: expect.any(String),
      authTokenSecretGenerated: true,
      accessTokenTtlSeconds: 900,
      sessionLifetimes: { idleSeconds: 7_200, absoluteSeconds: 43_200, keepIdleSeconds: 604_800, keepAbsoluteSeconds: 2_592_000 },
      seedDemo: true,
      demoAccountSets: 1,
      // Off unless asked for, whatever NODE_ENV.
      devMailbox: false,
      weatherApiUrl: 'https://api.open-meteo.com',
      weatherTimeoutMs: 5_000,
      referenceAnswerCacheBytes: 64 * 1024 * 1024,
      mapTileOrigins: ['https://tile.openstreetmap.org', 'https://server.arcgisonline.com'],
    });
  });

  it('reads the memory kept for search answers in MB (0 keeps none) and refuses a negative or huge one', () => {
    expect(loadConfig({ REFERENCE_ANSWER_CACHE_MB: '0' }, cwd).referenceAnswerCacheBytes).toBe(0);
    expect(loadConfig({ REFERENCE_ANSWER_CACHE_MB: '8' }, cwd).referenceAnswerCacheBytes).toBe(8 * 1024 * 1024);
    expect(errorOf({ REFERENCE_ANSWER_CACHE_MB: '-1' }).message).toBe('REFERENCE_ANSWER_CACHE_MB 0 ile 4096 arasında MB olmalı');
    expect(errorOf({ REFERENCE_ANSWER_CACHE_MB: '5000' }).variable).toBe('REFERENCE_ANSWER_CACHE_MB');
  });

  it('reads the map tile origins the pages may load images from, and refuses a URL with a path', () => {
    expect(loadConfig({ MAP_TILE_ORIGINS: 'https://tiles.example.com  https://*.sat.example.com:8443' }, cwd).mapTileOrigins).toEqual(['https://tiles.example.com', 'https://*.sat.example.com:8443']);
    expect(errorOf({ MAP_TILE_ORIGINS: "https://tiles.example.com 'unsafe-inline'" }).variable).toBe('MAP_TILE_ORIGINS');
    expect(errorOf({ MAP_TILE_ORIGINS: 'https://tiles.example.com/{z}/{x}/{y}.png' }).variable).toBe('MAP_TILE_ORIGINS');
  });

  it('reads the weather service URL (http or https, no trailing slash) and its timeout', () => {
    expect(loadConfig({ WEATHER_API_URL: 'http://127.0.0.1:4010/', WEATHER_TIMEOUT_MS: '250' }, cwd)).toMatchObject({ weatherApiUrl: 'http://127.0.0.1:4010', weatherTimeoutMs: 250 });
    expect(errorOf({ WEATHER_API_URL: 'ftp://hava.example.com' }).message).toBe('WEATHER_API_URL http:// veya https:// ile başlayan geçerli bir adres olmalı');
    expect(errorOf({ WEATHER_TIMEOUT_MS: '0' }).variable).toBe('WEATHER_TIMEOUT_MS');
  });

  it('reads the SMS operator: all four variables or none (local mode)', () => {
    expect(loadConfig({}, cwd).sms).toBeUndefined();
    const sms = { SMS_API_URL: 'https://sms.example.com', SMS_API_USER: '8501234567', SMS_API_PASSWORD: 'gizli', SMS_SENDER_NAME: 'BESTNET' };
    expect(loadConfig(sms, cwd).sms).toEqual({ url: 'https://sms.example.com', usercode: '8501234567', password: 'gizli', sender: 'BESTNET' });
    expect(errorOf({ ...sms, SMS_API_PASSWORD: '' }).message).toBe('SMS_API_PASSWORD SMS_API_URL ile zorunludur');
    expect(errorOf({ ...sms, SMS_SENDER_NAME: 'BESTNET-TARIM' }).message).toBe('SMS_SENDER_NAME 3 ile 11 karakter arasında olmalı');
    expect(errorOf({ ...sms, SMS_API_URL: 'sms.example.com' }).variable).toBe('SMS_API_URL');
  });

  it('serves the dev mailbox only when DEV_MAILBOX=true, and refuses it in production', () => {
    expect(loadConfig({ DEV_MAILBOX: 'true' }, cwd).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX: 'false' }, cwd).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).devMailbox).toBe(false);
    const error = errorOf({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars', DEV_MAILBOX: 'true' });
    expect(error.variable).toBe('DEV_MAILBOX');
    expect(error.message).toBe('DEV_MAILBOX production ortamında açılamaz');
  });

  it('documents every variable with a meaning', () => {
    for (const spec of Object.values(CONFIG)) expect(spec.meaning.length).toBeGreaterThan(10);
    expect(Object.keys(CONFIG)).toContain('DATABASE_URL');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, cwd)).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        PORT: '3000',
        DATABASE_URL: 'postgresql://app:secret@db:5432/portal',
        DATA_DIR: '/var/lib/portal',
        PORTAL_BASE_DOMAIN: 'Portal.Example.COM',
        PUBLIC_ORIGIN_SCHEME: 'https',
        WEB_DIST_DIR: 'web',
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '2500',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        AUTH_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
      },
      cwd,
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: 'postgresql://app:secret@db:5432/portal',
      pgliteDir: '/var/lib/portal/pglite',
      uploadDir: '/var/lib/portal/uploads',
      baseDomain: 'portal.example.com',
      publicOriginScheme: 'https',
      webDistDir: path.join(cwd, 'web'),
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, cwd).trustProxy).toEqual(expected);
  });

  it('rejects a malformed DATABASE_URL, naming the variable in Turkish', () => {
    for (const value of ['mysql://localhost/db', 'localhost:5432', 'postgres//x']) {
      const error = errorOf({ DATABASE_URL: value });
      expect(error.variable).toBe('DATABASE_URL');
      expect(error.message).toBe('DATABASE_URL postgres:// ile başlayan geçerli bir adres olmalı');
    }
  });

  it('refuses an outbox lease no longer than a send may take (another instance would re-send it meanwhile)', () => {
    expect(errorOf({ OUTBOX_LEASE_SECONDS: '30' }).message).toBe('OUTBOX_LEASE_SECONDS SMTP_SEND_TIMEOUT_MS süresinden uzun olmalı');
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: '3', SMTP_SEND_TIMEOUT_MS: '2500' }, cwd)).toMatchObject({ outboxLeaseSeconds: 3, smtpSendTimeoutMs: 2_500 });
    // Unset, the lease is 300 s: a send allowed as long is refused too.
    expect(errorOf({ SMTP_SEND_TIMEOUT_MS: '300000' }).message).toBe('SMTP_SEND_TIMEOUT_MS OUTBOX_LEASE_SECONDS verilmediğinde 300000 ms altında olmalı');
    expect(loadConfig({ SMTP_SEND_TIMEOUT_MS: '299000' }, cwd)).toMatchObject({ outboxLeaseSeconds: undefined, smtpSendTimeoutMs: 299_000 });
  });

  it('refuses a whole-request time limit shorter than the headers\' one', () => {
    expect(errorOf({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' }).message).toBe('HTTP_REQUEST_TIMEOUT_MS HTTP_HEADERS_TIMEOUT_MS değerinden küçük olamaz');
  });

  it('never echoes a secret from DATABASE_URL', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://user:hunter2@db/x' }).message).not.toContain('hunter2');
  });

  it.each([
    ['PORT', 'abc', 'PORT 0 ile 65535 arasında bir port numarası olmalı'],
    ['PORT', '70000', 'PORT 0 ile 65535 arasında bir port numarası olmalı'],
    ['NODE_ENV', 'staging', 'NODE_ENV development, production veya test olmalı'],
    ['PUBLIC_ORIGIN_SCHEME', 'ftp', 'PUBLIC_ORIGIN_SCHEME http veya https olmalı'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL fatal, error, warn, info, debug, trace veya silent olmalı'],
    ['SHUTDOWN_TIMEOUT_MS', '-5', 'SHUTDOWN_TIMEOUT_MS 1 ile 600000 arasında milisaniye olmalı'],
    ['PORTAL_BASE_DOMAIN', 'http://x', 'PORTAL_BASE_DOMAIN geçerli bir alan adı olmalı (ör. localhost veya portal.example.com)'],
    ['TRUST_PROXY', 'yes please', 'TRUST_PROXY true, false, bir sayı veya virgülle ayrılmış adresler olmalı'],
    ['SMTP_URL', 'http://mail.example.com', 'SMTP_URL smtp:// veya smtps:// ile başlayan geçerli bir adres olmalı'],
    ['SUPPORT_EMAIL', 'destek', 'SUPPORT_EMAIL geçerli bir e-posta adresi olmalı'],
    ['HTTP_HEADERS_TIMEOUT_MS', '0', 'HTTP_HEADERS_TIMEOUT_MS 1000 ile 120000 arasında milisaniye olmalı'],
    ['HTTP_REQUEST_TIMEOUT_MS', 'soon', 'HTTP_REQUEST_TIMEOUT_MS 1000 ile 600000 arasında milisaniye olmalı'],
    ['DATABASE_WAIT_SECONDS', '-1', 'DATABASE_WAIT_SECONDS 0 ile 3600 arasında saniye olmalı'],
    ['SMTP_POOL_SIZE', '0', 'SMTP_POOL_SIZE 1 ile 50 arasında olmalı'],
    ['SMTP_SEND_TIMEOUT_MS', '500', 'SMTP_SEND_TIMEOUT_MS 1000 ile 300000 arasında milisaniye olmalı'],
    ['PUBLIC_PORT', '0', 'PUBLIC_PORT 1 ile 65535 arasında bir port numarası olmalı'],
    ['DEV_MAILBOX', 'yes', 'DEV_MAILBOX true veya false olmalı'],
    ['DEMO_ACCOUNT_SETS', '9', 'DEMO_ACCOUNT_SETS 1 ile 8 arasında olmalı'],
  ])('rejects %s=%s, naming the variable', (name, value, message) => {
    const error = errorOf({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toBe(message);
  });
});

describe('mail and link configuration (DESIGN §4: outbox over SMTP, links built from configuration)', () => {
  it('reads SMTP_URL, MAIL_FROM, SUPPORT_EMAIL and PUBLIC_PORT', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Portal <portal@example.com>', SUPPORT_EMAIL: 'help@example.com', PUBLIC_PORT: '8443' },
      cwd,
    );
    expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example.com:465', mailFrom: 'Portal <portal@example.com>', supportEmail: 'help@example.com', publicPort: 8443 });
  });

  it('puts no port in links in production unless PUBLIC_PORT says so, and none for PORT=0', () => {
    // Production also requires the auth secret.
    const production = { NODE_ENV: 'production', AUTH_TOKEN_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...production, PORT: '3000' }, cwd).publicPort).toBeUndefined();
    expect(loadConfig({ ...production, PUBLIC_PORT: '8443' }, cwd).publicPort).toBe(8443);
    expect(loadConfig({ NODE_ENV: 'test', PORT: '0' }, cwd).publicPort).toBeUndefined();
    expect(loadConfig({ PORT: '3000' }, cwd).publicPort).toBe(3000);
  });

  it('reads the S3-compatible storage settings, requires a bucket with STORAGE_DRIVER=s3 and both keys or neither', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-photos', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'anahtar', S3_SECRET_ACCESS_KEY: 'gizli' }, cwd).storage).toEqual({
      driver: 's3',
      bucket: 'portal-photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'anahtar', secretAccessKey: 'gizli' },
      forcePathStyle: true,
    });
    // No keys: the AWS SDK's own chain (an instance role); no endpoint: AWS itself.
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-photos', S3_REGION: 'eu-central-1' }, cwd).storage).toMatchObject({ endpoint: undefined, region: 'eu-central-1', credentials: undefined, forcePathStyle: false });
    // The S3 settings mean nothing to the local driver.
    expect(loadConfig({ S3_BUCKET: 'portal-photos' }, cwd).storage).toEqual({ driver: 'local' });
    expect(errorOf({ STORAGE_DRIVER: 's3' }).message).toBe('S3_BUCKET STORAGE_DRIVER=s3 ile zorunludur');
    expect(errorOf({ ...s3, S3_ACCESS_KEY_ID: 'anahtar' }).variable).toBe('S3_SECRET_ACCESS_KEY');
    expect(errorOf({ ...s3, S3_SECRET_ACCESS_KEY: 'gizli' }).variable).toBe('S3_ACCESS_KEY_ID');
    expect(errorOf({ STORAGE_DRIVER: 'gcs' }).message).toBe('STORAGE_DRIVER local veya s3 olmalı');
    expect(errorOf({ ...s3, S3_BUCKET: 'Portal_Photos' }).variable).toBe('S3_BUCKET');
    expect(errorOf({ ...s3, S3_ENDPOINT: 'minio:9000' }).variable).toBe('S3_ENDPOINT');
    expect(errorOf({ ...s3, S3_FORCE_PATH_STYLE: 'evet' }).variable).toBe('S3_FORCE_PATH_STYLE');
  });

  it('never echoes the SMTP password of a malformed SMTP_URL', () => {
    expect(errorOf({ SMTP_URL: 'http://user:hunter2@mail' }).message).not.toContain('hunter2');
  });
});
