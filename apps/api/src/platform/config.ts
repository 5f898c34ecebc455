// Configuration from the environment, read and validated once at start.
import path from 'node:path';
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
  DATA_DIR: { default: '.data', meaning: 'Directory for local state; PGlite keeps its files in DATA_DIR/pglite.' },
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
  TRUST_PROXY: {
    default: 'false',
    meaning: 'false, true, a hop count or comma-separated proxy addresses/CIDRs whose X-Forwarded-* headers are trusted.',
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
  DATA_DIR: z.string().min(1, { error: 'boş olamaz' }),
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
  TRUST_PROXY: z.string().transform((s, ctx): boolean | number | string[] => {
    if (s === 'true' || s === 'false') return s === 'true';
    if (/^\d+$/.test(s)) return Number(s);
    const list = s.split(',').map((a) => a.trim());
    if (list.every((a) => proxyAddress.test(a))) return list;
    ctx.addIssue({ code: 'custom', message: 'true, false, bir sayı veya virgülle ayrılmış adresler olmalı' });
    return z.NEVER;
  }),
});

export type LogLevel = z.output<typeof envSchema>['LOG_LEVEL'];

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset: PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  baseDomain: string;
  publicOriginScheme: 'http' | 'https';
  webDistDir: string;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  trustProxy: boolean | number | string[];
}

/** Reads the variables of CONFIG from `env`; relative paths resolve against `cwd`. Throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const raw: Record<string, string | undefined> = {};
  for (const [name, spec] of Object.entries(CONFIG)) {
    const value = env[name]?.trim();
    // An empty variable (FOO= in a compose file) means "use the default".
    raw[name] = value ? value : spec.default;
  }
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'ortam'), issue?.message ?? 'geçersiz');
  }
  const e = result.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    baseDomain: e.PORTAL_BASE_DOMAIN,
    publicOriginScheme: e.PUBLIC_ORIGIN_SCHEME,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
