// The one way to keep plain saved state in web storage (DESIGN.md §5 "Preferences in storage
// atoms"): JSON under one key, read back through a schema. The encrypted `persist:` slices
// (persisted-slices.ts) are the other, for the spec's four named slices only.
import { atom, type WritableAtom } from 'jotai/vanilla';
import type { ZodType } from 'zod';

/** localStorage outlives the tab; sessionStorage is per tab and gone with it. */
export type StorageArea = 'local' | 'session';

export interface StoredAtomOptions<T> {
  key: string;
  area: StorageArea;
  /** What was stored must fit it; a value that does not (another client version) is ignored. */
  schema: ZodType<T>;
  /** Turkish name of the state for the console warnings. */
  label: string;
}

/** The browser's storage, or null where there is none or it is blocked (private mode, policies). */
export function webStorage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when there is none or it cannot be read (then logged). Never throws. */
export function readStored<T>({ key, area, schema, label }: StoredAtomOptions<T>): T | null {
  let text: string | null;
  try {
    text = webStorage(area)?.getItem(key) ?? null;
  } catch (cause) {
    console.warn(`${label} okunamadı (${key}).`, cause);
    return null;
  }
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn(`Kayıtlı ${label} (${key}) bu sürüme uymuyor; yok sayılıyor.`, parsed.error.issues);
  } catch (cause) {
    console.warn(`Kayıtlı ${label} (${key}) okunamadı; yok sayılıyor.`, cause);
  }
  return null;
}

/** Saves `value` under the key; null removes it. A failure is logged, never thrown. */
export function writeStored<T>({ key, area, label }: StoredAtomOptions<T>, value: T | null): void {
  try {
    const storage = webStorage(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch (cause) {
    console.warn(`${label} kaydedilemedi (${key}).`, cause);
  }
}

/** Removes every key of `area` that starts with `prefix` (e.g. all drafts at logout). */
export function removeStoredByPrefix(area: StorageArea, prefix: string): void {
  try {
    const storage = webStorage(area);
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => !!k && k.startsWith(prefix));
    for (const key of keys) storage.removeItem(key);
  } catch (cause) {
    console.warn(`Kayıtlı durum silinemedi (${prefix}…).`, cause);
  }
}

export type StoredAtom<T> = WritableAtom<T | null, [T | null], void>;

/**
 * A value kept in web storage: each store reads it on first use (jotai's atomWithStorage reads
 * once per module, which leaks one test's or one session's value into the next store), every
 * write saves it at once, and writing null forgets it. The value is null while nothing is stored.
 */
export function storedAtom<T>(options: StoredAtomOptions<T>): StoredAtom<T> {
  // Set once written in this store; until then the storage is the truth.
  const written = atom<{ value: T | null } | null>(null);
  return atom(
    (get) => {
      const w = get(written);
      return w ? w.value : readStored(options);
    },
    (_get, set, value: T | null) => {
      set(written, { value });
      writeStored(options, value);
    },
  );
}
