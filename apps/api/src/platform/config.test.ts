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
      dataDir: path.join(cwd, '.data'),
      pgliteDir: path.join(cwd, '.data', 'pglite'),
      baseDomain: 'localhost',
      publicOriginScheme: 'http',
      webDistDir: path.join(cwd, 'dist/apps'),
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
    });
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
      },
      cwd,
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: 'postgresql://app:secret@db:5432/portal',
      pgliteDir: '/var/lib/portal/pglite',
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
  ])('rejects %s=%s, naming the variable', (name, value, message) => {
    const error = errorOf({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toBe(message);
  });
});
