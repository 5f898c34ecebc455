import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('auth and session configuration (DESIGN §4 lifetimes, documented in CONFIG)', () => {
  it('defaults: 15 min access token, idle 2 h / absolute 12 h, keepSession 7 d / 30 d, demo seed outside production', () => {
    const config = loadConfig({});
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.sessionLifetimes).toEqual({ idleSeconds: 7_200, absoluteSeconds: 43_200, keepIdleSeconds: 604_800, keepAbsoluteSeconds: 2_592_000 });
    expect(config.seedDemo).toBe(true);
  });

  it('makes a random secret per load when AUTH_TOKEN_SECRET is unset outside production, and says so', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.authTokenSecretGenerated).toBe(true);
    expect(a.authTokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.authTokenSecret).not.toBe(b.authTokenSecret);
    const set = loadConfig({ AUTH_TOKEN_SECRET: 's'.repeat(32) });
    expect(set).toMatchObject({ authTokenSecret: 's'.repeat(32), authTokenSecretGenerated: false });
  });

  it('requires AUTH_TOKEN_SECRET in production, and no demo seed there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_TOKEN_SECRET/);
    const prod = loadConfig({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'p'.repeat(40) });
    expect(prod.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'p'.repeat(40), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    ['AUTH_TOKEN_SECRET', 'short', /en az 32 karakter/],
    ['ACCESS_TOKEN_TTL_SECONDS', '0', /1 ile 3600/],
    ['ACCESS_TOKEN_TTL_SECONDS', '3601', /1 ile 3600/],
    ['SESSION_IDLE_MINUTES', 'x', /5 ile 1440/],
    ['SESSION_KEEP_ABSOLUTE_DAYS', '0', /1 ile 365/],
    ['SEED_DEMO', 'yes', /true veya false/],
  ])('refuses %s=%s with a Turkish message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('reads the lifetimes', () => {
    const c = loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8', SESSION_KEEP_IDLE_DAYS: '3', SESSION_KEEP_ABSOLUTE_DAYS: '14', ACCESS_TOKEN_TTL_SECONDS: '300' });
    expect(c.sessionLifetimes).toEqual({ idleSeconds: 1_800, absoluteSeconds: 28_800, keepIdleSeconds: 259_200, keepAbsoluteSeconds: 1_209_600 });
    expect(c.accessTokenTtlSeconds).toBe(300);
  });
});
