/// <reference types="node" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistedSlice, hydrateAll, type StorageLike } from './persisted-slice';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const KEY = 'test-anahtari';
const farmer = { selectedFarmerId: 'u-17', page: 3, farmerName: 'Şükrü Işık' };

function setup(key = KEY, version = 1) {
  const storage = new MemoryStorage();
  const slice = createPersistedSlice<typeof farmer>({ name: 'farmer', storage, key, version });
  return { storage, slice };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('spec §4 saved slices: createPersistedSlice', () => {
  it('spec §4 saved slices: a round trip stores under persist:<name>, encrypted, and reads the data back', async () => {
    const { storage, slice } = setup();
    await slice.save(farmer);

    const stored = storage.getItem('persist:farmer');
    expect(stored).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('Şükrü');
    expect(stored).not.toContain('selectedFarmerId');
    await expect(slice.hydrate()).resolves.toEqual(farmer);

    // A fresh 12-byte IV per write: the same data never gives the same stored value.
    await slice.save(farmer);
    const again = storage.getItem('persist:farmer') ?? '';
    expect(again).not.toBe(stored);
    expect(atob(again.split('.')[0] ?? '')).toHaveLength(12);
    await expect(createPersistedSlice({ name: 'farmer', storage, key: KEY, version: 1 }).hydrate()).resolves.toEqual(farmer);
  });

  it('spec §4 saved slices: nothing stored reads as null without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(setup().slice.hydrate()).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('spec §8: a corrupt value is only logged and ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage, slice } = setup();
    for (const corrupt of ['{"v":1,"data":{}}', 'bozuk', 'AAAA.BBBB', 'a.b.c']) {
      storage.setItem('persist:farmer', corrupt);
      await expect(slice.hydrate()).resolves.toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]?.[0])).toContain('persist:farmer');
  });

  it('spec §8: a value written with another key fails decryption and is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage, slice } = setup();
    await createPersistedSlice({ name: 'farmer', storage, key: 'baska-anahtar', version: 1 }).save(farmer);
    await expect(slice.hydrate()).resolves.toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('şifre çözülemedi');
  });

  it('spec §4: a value of another schema version is ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage } = setup();
    await createPersistedSlice({ name: 'farmer', storage, key: KEY, version: 2 }).save(farmer);
    await expect(createPersistedSlice({ name: 'farmer', storage, key: KEY, version: 1 }).hydrate()).resolves.toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('sürüm 2, beklenen 1');
  });

  it('spec §4: clear removes the stored value', async () => {
    const { storage, slice } = setup();
    await slice.save(farmer);
    slice.clear();
    expect(storage.items.size).toBe(0);
  });

  it('spec §8: a storage that throws on read is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    await expect(createPersistedSlice({ name: 'portal', storage, key: KEY, version: 1 }).hydrate()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('spec §4 start-up: hydrateAll', () => {
  it('spec §4 start-up: reads every slice and resolves with their data in order', async () => {
    const storage = new MemoryStorage();
    const portal = createPersistedSlice<{ page: number }>({ name: 'portal', storage, key: KEY, version: 1 });
    const definitions = createPersistedSlice<string[]>({ name: 'definitions', storage, key: KEY, version: 1 });
    await portal.save({ page: 2 });
    await expect(hydrateAll([portal, definitions])).resolves.toEqual([{ page: 2 }, null]);
    await expect(hydrateAll([])).resolves.toEqual([]);
  });

  it('spec §4 start-up: a read that takes longer than 5000 ms is given up and start-up goes on with what was read', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fast = { name: 'portal', hydrate: () => Promise.resolve({ page: 1 }) };
    const hanging = { name: 'farmer', hydrate: () => new Promise<{ page: number } | null>(() => {}) };

    let result: unknown;
    void hydrateAll([fast, hanging]).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual([{ page: 1 }, null]);
    expect(String(warn.mock.calls[0]?.[0])).toContain('5000 ms');
  });

  it('spec §8: a slice whose read rejects is logged and read as null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { name: 'farmer', hydrate: () => Promise.reject(new Error('boom')) };
    await expect(hydrateAll([broken], 100)).resolves.toEqual([null]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
