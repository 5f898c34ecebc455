// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readStored, removeStoredByPrefix, storedAtom } from './stored-atom';

const options = { key: 'test:choice', area: 'session' as const, schema: z.object({ n: z.number() }), label: 'deneme' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('storedAtom: the one stored-state helper', () => {
  it('null while nothing is stored; a write is saved as JSON and a fresh store reads it back', () => {
    const a = storedAtom(options);
    const first = createStore();
    expect(first.get(a)).toBeNull();
    first.set(a, { n: 2 });
    expect(JSON.parse(sessionStorage.getItem('test:choice') ?? 'null')).toEqual({ n: 2 });
    expect(createStore().get(a)).toEqual({ n: 2 });
  });

  it('each store reads the storage on first use, not once per module', () => {
    const a = storedAtom(options);
    expect(createStore().get(a)).toBeNull();
    sessionStorage.setItem('test:choice', '{"n":5}');
    expect(createStore().get(a)).toEqual({ n: 5 });
  });

  it('writing null forgets the value, in the store and in storage', () => {
    const a = storedAtom(options);
    const store = createStore();
    store.set(a, { n: 1 });
    store.set(a, null);
    expect(store.get(a)).toBeNull();
    expect(sessionStorage.getItem('test:choice')).toBeNull();
  });

  it.each([['not json'], ['{"n":"x"}'], ['null']])('a stored value that does not fit (%s) is ignored with one warning', (text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('test:choice', text);
    expect(readStored(options)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('the area decides the storage: local outlives the tab, session does not', () => {
    createStore().set(storedAtom({ ...options, area: 'local' }), { n: 3 });
    expect(localStorage.getItem('test:choice')).toBe('{"n":3}');
    expect(sessionStorage.getItem('test:choice')).toBeNull();
  });

  it('removeStoredByPrefix removes only the keys with the prefix', () => {
    sessionStorage.setItem('draft:a', '1');
    sessionStorage.setItem('draft:b', '2');
    sessionStorage.setItem('other', '3');
    removeStoredByPrefix('session', 'draft:');
    expect([sessionStorage.getItem('draft:a'), sessionStorage.getItem('draft:b'), sessionStorage.getItem('other')]).toEqual([null, null, '3']);
  });
});
