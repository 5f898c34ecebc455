// Configuration from the environment, read and validated once at start.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_TILE_ORIGINS } from '@portal/contracts';
import { MAX_DEMO_ACCOUNT_SETS } from '@portal/shared/demo-data';
import { z } from 'zod';

/** Every variable the API reads, its default and its meaning (the README is written from this table). */
export const CONFIG = {
  NODE_ENV: { default: 'development', meaning: 'development, production or test.' },
  HOST: { default: '127.0.0.1', meaning: 'Address to listen on (0.0.0.0 in a container).' },
  PORT: { default: '8080', meaning: 'TCP port to listen on (0 picks a free one).' },
  DATABASE_URL: {
    default: undefined,
    meaning: 'postgres:// or postgresql:// URL of PostgreSQL. Unset: embedded PGlite under DATA_DIR/pglite.',
  },
  DATABASE_WAIT_SECONDS: {
    default: '60',
    meaning: 'At start, how long to wait for PostgreSQL to accept connections, retrying with back-off (0.5 s doubling to 5 s, a line on stderr per attempt), before exiting 1 (0–3600; 0: no wait).',
  },
  DATA_DIR: { default: '.data', meaning: 'Directory for local state; PGlite keeps its files in DATA_DIR/pglite.' },
  UPLOAD_DIR: { default: undefined, meaning: 'Directory of uploaded files (the lots\' stage photos) with STORAGE_DRIVER=local. Unset: DATA_DIR/uploads.' },
  STORAGE_DRIVER: {
    default: 'local',
    meaning: 'Where uploaded files live: local (UPLOAD_DIR on this machine\'s disk) or s3 (an S3-compatible bucket: AWS S3, MinIO…, shared by every API instance).',
  },
  S3_BUCKET: { default: undefined, meaning: 'With STORAGE_DRIVER=s3: the bucket\'s name (required; the bucket must exist).' },
  S3_ENDPOINT: { default: undefined, meaning: 'With s3: http(s) URL of an S3-compatible server (MinIO: http://minio:9000). Unset: AWS S3 of S3_REGION.' },
  S3_REGION: { default: 'us-east-1', meaning: 'With s3: the bucket\'s region (MinIO accepts us-east-1).' },
  S3_ACCESS_KEY_ID: { default: undefined, meaning: 'With s3: access key; set both keys or neither (neither: the AWS SDK\'s own chain, e.g. an instance role).' },
  S3_SECRET_ACCESS_KEY: { default: undefined, meaning: 'With s3: secret key of S3_ACCESS_KEY_ID.' },
  S3_FORCE_PATH_STYLE: { default: 'false', meaning: 'With s3: true addresses the bucket as <endpoint>/<bucket> (MinIO and most self-hosted servers); false as <bucket>.<endpoint>.' },
  PORTAL_BASE_DOMAIN: {
    default: 'localhost',
    meaning: 'Base domain of the hosts (rct., portaldev., src., trc. are its sub-domains); also the CORS allowlist.',
  },
  PUBLIC_ORIGIN_SCHEME: { default: 'http', meaning: 'http or https as seen by browsers; https turns on HSTS.' },
  WEB_DIST_DIR: {
    default: 'dist/apps',
    meaning: 'Built front-end bundles (<dir>/<app>/index.html), served by Host header when the directory exists.',
  },
  LOG_LEVEL: { default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent.' },
  SHUTDOWN_TIMEOUT_MS: {
    default: '10000',
    meaning: 'On SIGTERM/SIGINT, time allowed for in-flight requests before a hard exit (code 1).',
  },
  HTTP_HEADERS_TIMEOUT_MS: {
    default: '10000',
    meaning: 'Time a client has to send a request\'s line and headers; later, 408 and the connection closed (1000–120000).',
  },
  HTTP_REQUEST_TIMEOUT_MS: {
    default: '60000',
    meaning: 'Time a client has to send a whole request, body included (a photo upload on a slow line); later, 408 and the connection closed (1000–600000, at least HTTP_HEADERS_TIMEOUT_MS).',
  },
  TRUST_PROXY: {
    default: 'false',
    meaning: 'false, true, a hop count or comma-separated proxy addresses/CIDRs whose X-Forwarded-* headers are trusted.',
  },
  SMTP_URL: {
    default: undefined,
    meaning: 'smtp:// or smtps:// URL of the mail server (smtp://user:pass@host:587). Unset: local mode, mail is kept in the dev mailbox, not sent.',
  },
  OUTBOX_LEASE_SECONDS: {
    default: undefined,
    meaning: 'Seconds one outbox send may take before another API instance takes the message over and re-sends it (same Message-ID). Unset: 300. Must be above SMTP_SEND_TIMEOUT_MS.',
  },
  SMTP_POOL_SIZE: {
    default: '5',
    meaning: 'SMTP connections the outbox keeps open to SMTP_URL (1–50), and so mails sent at a time, per API instance.',
  },
  SMTP_SEND_TIMEOUT_MS: {
    default: '30000',
    meaning: 'Time one mail may take to send before it counts as failed and is retried later (1000–300000); a slow mail server slows the outbox, never stalls it.',
  },
  MAIL_FROM: { default: '"Bestnet Tarım" <no-reply@bestnet.com.tr>', meaning: 'From header of every e-mail the portal sends.' },
  SUPPORT_EMAIL: { default: 'destek@bestnet.com.tr', meaning: 'Support address: receives contact-form messages and is named in e-mails.' },
  SMS_API_URL: {
    default: undefined,
    meaning: 'http(s) base URL of the SMS operator\'s API in Netgsm\'s REST v2 shape (<url>/sms/rest/v2/send), e.g. https://api.netgsm.com.tr. Unset: local mode, SMS (login codes, prescriptions) are kept in the dev mailbox, not sent.',
  },
  SMS_API_USER: { default: undefined, meaning: 'With SMS_API_URL (required): the operator\'s subscriber code (Netgsm usercode) for basic auth.' },
  SMS_API_PASSWORD: { default: undefined, meaning: 'With SMS_API_URL (required): the API user\'s password.' },
  SMS_SENDER_NAME: { default: undefined, meaning: 'With SMS_API_URL (required): the sender name (message header, 3–11 characters) registered with the operator.' },
  PUBLIC_PORT: {
    default: undefined,
    meaning: 'Port written in links sent by mail/SMS. Unset: PORT outside production, none (the scheme default) in production.',
  },
  AUTH_TOKEN_SECRET: {
    default: undefined,
    meaning: 'Secret (≥32 characters) signing access tokens (HS256). Required in production; unset elsewhere: a random one per process (tokens die with it).',
  },
  ACCESS_TOKEN_TTL_SECONDS: { default: '900', meaning: 'Lifetime of an access token in seconds.' },
  SESSION_IDLE_MINUTES: { default: '120', meaning: 'A session without keepSession ends after this many minutes without a call.' },
  SESSION_ABSOLUTE_HOURS: { default: '12', meaning: 'A session without keepSession ends this many hours after login, however active.' },
  SESSION_KEEP_IDLE_DAYS: { default: '7', meaning: 'Idle lifetime of a keepSession session, in days.' },
  SESSION_KEEP_ABSOLUTE_DAYS: { default: '30', meaning: 'Absolute lifetime of a keepSession session (and its persistent cookie), in days.' },
  SEED_DEMO: { default: undefined, meaning: 'true/false: create the demo accounts at start. Unset: true outside production, false in production.' },
  DEMO_ACCOUNT_SETS: {
    default: '1',
    meaning: 'With SEED_DEMO: how many sets of demo accounts (1–8). Sets after the first copy each account with its own e-mail and phone, one set per parallel journey worker.',
  },
  WEATHER_API_URL: {
    default: 'https://api.open-meteo.com',
    meaning: 'Base URL of the weather service (Open-Meteo forecast API shape: <url>/v1/forecast) asked for a production area\'s forecast.',
  },
  WEATHER_TIMEOUT_MS: { default: '5000', meaning: 'How long a weather request may take before the area page says the service is unavailable.' },
  MAP_TILE_ORIGINS: {
    default: DEFAULT_TILE_ORIGINS.join(' '),
    meaning: 'Space-separated https origins the pages may load map tiles from (Content-Security-Policy img-src); set it to the origins of VITE_MAP_TILE_URL / VITE_MAP_SATELLITE_URL when the build uses other tile servers.',
  },
  REFERENCE_ANSWER_CACHE_MB: {
    default: '64',
    meaning: 'Memory (MB of JSON, 0–4096) each API instance may keep search answers in, per version of the reference data and day; a write to the reference data, by any instance, empties it. 0: every search is computed.',
  },
  DEV_MAILBOX: {
    default: 'false',
    meaning: 'true: serve the development mailbox (/api/v1/dev/mailbox: every e-mail and SMS with its reset links and codes). Set by npm start and the tests; refused in production.',
  },
} as const satisfies Record<string, { default: string | undefined; meaning: string }>;

export type ConfigVariable = keyof typeof CONFIG;

/** A bad variable; the message names it and says what is expected, in Turkish. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

const hostLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const proxyAddress = /^([0-9a-f:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

function integer(min: number, max: number, error: string) {
  return z
    .string()
    .refine((s) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max, { error })
    .transform(Number);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'development, production veya test olmalı' }),
  HOST: z.string().min(1, { error: 'boş olamaz' }),
  PORT: integer(0, 65535, '0 ile 65535 arasında bir port numarası olmalı'),
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, { error: 'postgres:// ile başlayan geçerli bir adres olmalı' })
    .optional(),
  DATABASE_WAIT_SECONDS: integer(0, 3_600, '0 ile 3600 arasında saniye olmalı'),
  DATA_DIR: z.string().min(1, { error: 'boş olamaz' }),
  UPLOAD_DIR: z.string().min(1, { error: 'boş olamaz' }).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'local veya s3 olmalı' }),
  // S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'geçerli bir kova adı olmalı (3–63 küçük harf, rakam, nokta ya da tire)' })
    .optional(),
  S3_ENDPOINT: z
    .string()
    .refine((s) => URL.canParse(s) && ['http:', 'https:'].includes(new URL(s).protocol), {
      error: 'http:// veya https:// ile başlayan geçerli bir adres olmalı',
    })
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, { error: 'geçerli bir bölge adı olmalı (ör. eu-central-1)' }),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'true veya false olmalı' }),
  PORTAL_BASE_DOMAIN: z
    .string()
    .toLowerCase()
    .refine((s) => s.length <= 253 && s.split('.').every((label) => hostLabel.test(label)), {
      error: 'geçerli bir alan adı olmalı (ör. localhost veya portal.example.com)',
    }),
  PUBLIC_ORIGIN_SCHEME: z.enum(['http', 'https'], { error: 'http veya https olmalı' }),
  WEB_DIST_DIR: z.string().min(1, { error: 'boş olamaz' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'fatal, error, warn, info, debug, trace veya silent olmalı',
  }),
  SHUTDOWN_TIMEOUT_MS: integer(1, 600_000, '1 ile 600000 arasında milisaniye olmalı'),
  HTTP_HEADERS_TIMEOUT_MS: integer(1_000, 120_000, '1000 ile 120000 arasında milisaniye olmalı'),
  HTTP_REQUEST_TIMEOUT_MS: integer(1_000, 600_000, '1000 ile 600000 arasında milisaniye olmalı'),
  TRUST_PROXY: z.string().transform((s, ctx): boolean | number | string[] => {
    if (s === 'true' || s === 'false') return s === 'true';
    if (/^\d+$/.test(s)) return Number(s);
    const list = s.split(',').map((a) => a.trim());
    if (list.every((a) => proxyAddress.test(a))) return list;
    ctx.addIssue({ code: 'custom', message: 'true, false, bir sayı veya virgülle ayrılmış adresler olmalı' });
    return z.NEVER;
  }),
  SMTP_URL: z
    .string()
    .refine((s) => URL.canParse(s) && ['smtp:', 'smtps:'].includes(new URL(s).protocol), {
      error: 'smtp:// veya smtps:// ile başlayan geçerli bir adres olmalı',
    })
    .optional(),
  OUTBOX_LEASE_SECONDS: integer(1, 3_600, '1 ile 3600 arasında saniye olmalı').optional(),
  SMTP_POOL_SIZE: integer(1, 50, '1 ile 50 arasında olmalı'),
  SMTP_SEND_TIMEOUT_MS: integer(1_000, 300_000, '1000 ile 300000 arasında milisaniye olmalı'),
  MAIL_FROM: z.string().min(3, { error: 'boş olamaz' }),
  SUPPORT_EMAIL: z.email({ error: 'geçerli bir e-posta adresi olmalı' }),
  SMS_API_URL: z
    .string()
    .refine((s) => URL.canParse(s) && ['http:', 'https:'].includes(new URL(s).protocol), {
      error: 'http:// veya https:// ile başlayan geçerli bir adres olmalı',
    })
    .optional(),
  SMS_API_USER: z.string().min(1).optional(),
  SMS_API_PASSWORD: z.string().min(1).optional(),
  // Operators accept alphanumeric sender names of at most 11 characters.
  SMS_SENDER_NAME: z.string().min(3, { error: '3 ile 11 karakter arasında olmalı' }).max(11, { error: '3 ile 11 karakter arasında olmalı' }).optional(),
  PUBLIC_PORT: integer(1, 65535, '1 ile 65535 arasında bir port numarası olmalı').optional(),
  WEATHER_API_URL: z
    .string()
    .refine((s) => URL.canParse(s) && ['http:', 'https:'].includes(new URL(s).protocol), {
      error: 'http:// veya https:// ile başlayan geçerli bir adres olmalı',
    })
    .transform((s) => s.replace(/\/+$/, '')),
  WEATHER_TIMEOUT_MS: integer(100, 60_000, '100 ile 60000 arasında milisaniye olmalı'),
  REFERENCE_ANSWER_CACHE_MB: integer(0, 4_096, '0 ile 4096 arasında MB olmalı'),
  MAP_TILE_ORIGINS: z
    .string()
    .transform((s) => s.split(/\s+/).filter(Boolean))
    // CSP sources: scheme and host, a leading `*.` for sub-domains, an optional port; no path.
    .refine((list) => list.every((o) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(o)), {
      error: 'boşlukla ayrılmış kaynaklar olmalı (ör. https://tile.openstreetmap.org ya da https://*.tile.example.org)',
    }),
});

// Auth and sessions (DESIGN.md §4); checked apart so that the other variables stay one schema.
const authEnvSchema = z.object({
  AUTH_TOKEN_SECRET: z.string().min(32, { error: 'en az 32 karakter olmalı' }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: integer(1, 3_600, '1 ile 3600 arasında saniye olmalı'),
  SESSION_IDLE_MINUTES: integer(5, 1_440, '5 ile 1440 arasında dakika olmalı'),
  SESSION_ABSOLUTE_HOURS: integer(1, 72, '1 ile 72 arasında saat olmalı'),
  SESSION_KEEP_IDLE_DAYS: integer(1, 90, '1 ile 90 arasında gün olmalı'),
  SESSION_KEEP_ABSOLUTE_DAYS: integer(1, 365, '1 ile 365 arasında gün olmalı'),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'true veya false olmalı' }).optional(),
  DEMO_ACCOUNT_SETS: integer(1, MAX_DEMO_ACCOUNT_SETS, `1 ile ${MAX_DEMO_ACCOUNT_SETS} arasında olmalı`),
  DEV_MAILBOX: z.enum(['true', 'false'], { error: 'true veya false olmalı' }),
});

export type LogLevel = z.output<typeof envSchema>['LOG_LEVEL'];

/** An S3-compatible bucket (platform/storage's s3 driver). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset: PGlite. */
  databaseUrl: string | undefined;
  /** How long the start waits for PostgreSQL to be reachable. */
  databaseWaitSeconds: number;
  dataDir: string;
  pgliteDir: string;
  /** Uploaded files on local disk (platform/storage), with storage.driver 'local'. */
  uploadDir: string;
  /** Where uploaded files live: this machine's disk or an S3-compatible bucket. */
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Settings);
  baseDomain: string;
  publicOriginScheme: 'http' | 'https';
  webDistDir: string;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /** Time a client has for a request's headers, then for the whole request (http-timeouts.ts). */
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  trustProxy: boolean | number | string[];
  /** HS256 key of access tokens. */
  authTokenSecret: string;
  /** True when AUTH_TOKEN_SECRET was unset and a random one was made (warned at start). */
  authTokenSecretGenerated: boolean;
  accessTokenTtlSeconds: number;
  sessionLifetimes: { idleSeconds: number; absoluteSeconds: number; keepIdleSeconds: number; keepAbsoluteSeconds: number };
  seedDemo: boolean;
  demoAccountSets: number;
  /** Serve the development mailbox; only when asked for, never in production. */
  devMailbox: boolean;
  /** Unset: local mode, mail is not sent. */
  smtpUrl: string | undefined;
  /** Lease of one outbox send; undefined: the sender's default (300 s). */
  outboxLeaseSeconds: number | undefined;
  /** SMTP connections of the outbox's pool, and so its sends at a time. */
  smtpPoolSize: number;
  /** Time one outbox send may take before it counts as failed. */
  smtpSendTimeoutMs: number;
  mailFrom: string;
  supportEmail: string;
  /** The SMS operator (Netgsm REST v2 shape); undefined: local mode, SMS are not sent. */
  sms: { url: string; usercode: string; password: string; sender: string } | undefined;
  /** Port in links sent by mail/SMS; undefined: the scheme's default port. */
  publicPort: number | undefined;
  /** Base URL of the Open-Meteo-shaped weather service, without a trailing slash. */
  weatherApiUrl: string;
  /** Origins the pages load map tiles from (CSP img-src). */
  mapTileOrigins: string[];
  weatherTimeoutMs: number;
  /** Bytes of search answers kept per instance (platform/reference-answers.ts); 0: none. */
  referenceAnswerCacheBytes: number;
}

/** The outbox lease when OUTBOX_LEASE_SECONDS is unset (outbox/sender.ts). */
export const DEFAULT_OUTBOX_LEASE_SECONDS = 300;

/** Reads the variables of CONFIG from `env`; relative paths resolve against `cwd`. Throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const [name, spec] of Object.entries(CONFIG)) {
    const value = env[name]?.trim();
    // An empty variable (FOO= in a compose file) means "use the default".
    raw[name] = value ? value : spec.default;
  }
  const result = envSchema.extend(authEnvSchema.shape).safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'ortam'), issue?.message ?? 'geçersiz');
  }
  const e = result.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_TOKEN_SECRET) throw new ConfigError('AUTH_TOKEN_SECRET', 'production ortamında zorunludur (en az 32 karakter)');
  // The mailbox shows every reset link and code: a production that asks for it is a mistake.
  if (e.NODE_ENV === 'production' && e.DEV_MAILBOX === 'true') throw new ConfigError('DEV_MAILBOX', 'production ortamında açılamaz');
  // A send must end (or time out) before its lease does, or another instance re-sends it meanwhile.
  if (e.OUTBOX_LEASE_SECONDS !== undefined && e.OUTBOX_LEASE_SECONDS * 1_000 <= e.SMTP_SEND_TIMEOUT_MS) {
    throw new ConfigError('OUTBOX_LEASE_SECONDS', 'SMTP_SEND_TIMEOUT_MS süresinden uzun olmalı');
  }
  if (e.OUTBOX_LEASE_SECONDS === undefined && DEFAULT_OUTBOX_LEASE_SECONDS * 1_000 <= e.SMTP_SEND_TIMEOUT_MS) {
    throw new ConfigError('SMTP_SEND_TIMEOUT_MS', `OUTBOX_LEASE_SECONDS verilmediğinde ${DEFAULT_OUTBOX_LEASE_SECONDS * 1_000} ms altında olmalı`);
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'STORAGE_DRIVER=s3 ile zorunludur');
  // One key without the other is a typo, not a choice of the SDK's credential chain.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID ile S3_SECRET_ACCESS_KEY birlikte verilmeli');
  }
  // An operator URL without its credentials would fail every SMS; better refused at start.
  if (e.SMS_API_URL) {
    for (const name of ['SMS_API_USER', 'SMS_API_PASSWORD', 'SMS_SENDER_NAME'] as const) {
      if (!e[name]) throw new ConfigError(name, 'SMS_API_URL ile zorunludur');
    }
  }
  // Node refuses a request limit shorter than the headers' one.
  if (e.HTTP_REQUEST_TIMEOUT_MS < e.HTTP_HEADERS_TIMEOUT_MS) throw new ConfigError('HTTP_REQUEST_TIMEOUT_MS', 'HTTP_HEADERS_TIMEOUT_MS değerinden küçük olamaz');
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadDir: e.UPLOAD_DIR ? path.resolve(cwd, e.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { driver: 'local' },
    baseDomain: e.PORTAL_BASE_DOMAIN,
    publicOriginScheme: e.PUBLIC_ORIGIN_SCHEME,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    httpHeadersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    authTokenSecret: e.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    authTokenSecretGenerated: !e.AUTH_TOKEN_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionLifetimes: {
      idleSeconds: e.SESSION_IDLE_MINUTES * 60,
      absoluteSeconds: e.SESSION_ABSOLUTE_HOURS * 3_600,
      keepIdleSeconds: e.SESSION_KEEP_IDLE_DAYS * 86_400,
      keepAbsoluteSeconds: e.SESSION_KEEP_ABSOLUTE_DAYS * 86_400,
    },
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    demoAccountSets: e.DEMO_ACCOUNT_SETS,
    devMailbox: e.DEV_MAILBOX === 'true',
    smtpUrl: e.SMTP_URL,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    smtpPoolSize: e.SMTP_POOL_SIZE,
    smtpSendTimeoutMs: e.SMTP_SEND_TIMEOUT_MS,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    sms: e.SMS_API_URL ? { url: e.SMS_API_URL, usercode: e.SMS_API_USER!, password: e.SMS_API_PASSWORD!, sender: e.SMS_SENDER_NAME! } : undefined,
    // Locally the browser reaches the API on PORT; behind a production proxy it does not.
    publicPort: e.PUBLIC_PORT ?? (e.NODE_ENV !== 'production' && e.PORT !== 0 ? e.PORT : undefined),
    weatherApiUrl: e.WEATHER_API_URL,
    weatherTimeoutMs: e.WEATHER_TIMEOUT_MS,
    referenceAnswerCacheBytes: e.REFERENCE_ANSWER_CACHE_MB * 1024 * 1024,
    mapTileOrigins: e.MAP_TILE_ORIGINS,
  };
}
