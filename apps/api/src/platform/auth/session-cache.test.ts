import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db';
import { SessionCache } from './session-cache';

const keys = (sessionId: string, userId = 1, memberId = 10) => ({ sessionId, userId, memberId });

describe('the session cache of authenticate', () => {
  function trusted(ttlMs = 5_000) {
    const cache = new SessionCache<string>(ttlMs);
    cache.setTrusted(true);
    return cache;
  }

  it('serves a looked-up session until its time is up', () => {
    const cache = trusted(5_000);
    cache.set(keys('s1'), 'ctx', cache.ticket(), 1_000);
    expect(cache.get('s1', 5_999)).toBe('ctx');
    expect(cache.get('s1', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one session, every session of a user, or of a member', () => {
    const cache = trusted();
    cache.set(keys('a', 1, 10), 'a', cache.ticket());
    cache.set(keys('b', 1, 10), 'b', cache.ticket());
    cache.set(keys('c', 2, 10), 'c', cache.ticket());
    cache.set(keys('d', 3, 20), 'd', cache.ticket());
    cache.forget({ sessionId: 'a' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('b');
    cache.forget({ userId: 1 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe('c');
    cache.forget({ memberId: 10 });
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('d')).toBe('d');
  });

  it('does not keep a lookup that started before a change was heard (it may have read the old row)', () => {
    const cache = trusted();
    const ticket = cache.ticket();
    cache.forget({ userId: 99 });
    cache.set(keys('s1'), 'stale', ticket);
    expect(cache.get('s1')).toBeUndefined();
    cache.set(keys('s1'), 'fresh', cache.ticket());
    expect(cache.get('s1')).toBe('fresh');
  });

  it('serves and keeps nothing while notifications may be missed (listener down), and starts empty again', () => {
    const cache = trusted();
    cache.set(keys('s1'), 'ctx', cache.ticket());
    cache.setTrusted(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.set(keys('s2'), 'ctx', cache.ticket());
    cache.setTrusted(true);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();
  });

  it('caches nothing while it cannot listen, and starts once listening works', async () => {
    let fail = true;
    const heard: ((payload: string) => void)[] = [];
    const db = {
      listen: async (_channel: string, onMessage: (payload: string) => void) => {
        if (fail) throw new Error('connection refused');
        heard.push(onMessage);
        return async () => undefined;
      },
    } as unknown as Database;
    const errors: unknown[] = [];
    const cache = new SessionCache<string>();
    const stop = await cache.follow(db, (error) => errors.push(error), 20);
    expect(errors).toHaveLength(1);
    cache.set(keys('s1'), 'ctx', cache.ticket());
    expect(cache.get('s1')).toBeUndefined();
    fail = false;
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    cache.set(keys('s1'), 'ctx', cache.ticket());
    expect(cache.get('s1')).toBe('ctx');
    heard[0]!('u:1');
    expect(cache.get('s1')).toBeUndefined();
    await stop();
  });
});
