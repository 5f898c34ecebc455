// Saved state slices (spec §4 "Stored preferences", DESIGN.md §5): each slice lives under
// `persist:<name>`, AES-GCM encrypted with WebCrypto, as JSON `{ v, data }`. Reading never
// throws: a corrupt value, another schema version or a failed decryption is only logged.

// This library is platform-neutral and compiled without DOM types, so the few Web APIs it
// uses (present in browsers and Node ≥ 20) are typed here.
interface AesKey {
  readonly type: string;
}
interface WebGlobals {
  crypto: {
    getRandomValues<T extends Uint8Array>(array: T): T;
    subtle: {
      digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
      importKey(format: 'raw', key: ArrayBuffer, algorithm: 'AES-GCM', extractable: false, usages: Array<'encrypt' | 'decrypt'>): Promise<AesKey>;
      encrypt(algorithm: { name: 'AES-GCM'; iv: Uint8Array }, key: AesKey, data: Uint8Array): Promise<ArrayBuffer>;
      decrypt(algorithm: { name: 'AES-GCM'; iv: Uint8Array }, key: AesKey, data: Uint8Array): Promise<ArrayBuffer>;
    };
  };
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: ArrayBuffer): string };
  btoa(binary: string): string;
  atob(base64: string): string;
  console: { warn(...args: unknown[]): void };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const web = globalThis as unknown as WebGlobals;

/** The part of `localStorage` a slice needs; injected so tests and other storages fit. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistedSliceOptions {
  name: string;
  storage: StorageLike;
  /** Key material embedded in the client (spec §4); hashed with SHA-256 into an AES-256 key. */
  key: string;
  /** Schema version of the data; a stored value of another version is ignored. */
  version: number;
}

export interface PersistedSlice<T> {
  readonly name: string;
  /** `persist:<name>` (spec §9 saved-state key prefix). */
  readonly storageKey: string;
  /** The saved data, or null when there is none or it cannot be read. Never rejects. */
  hydrate(): Promise<T | null>;
  /** Encrypts and stores `data` with a fresh IV. Never rejects; a failure is logged. */
  save(data: T): Promise<void>;
  clear(): void;
}

export const PERSIST_PREFIX = 'persist:';
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => web.btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(web.atob(text), (c) => c.charCodeAt(0));

const keys = new Map<string, Promise<AesKey>>();
function aesKey(material: string): Promise<AesKey> {
  let key = keys.get(material);
  if (!key) {
    key = web.crypto.subtle
      .digest('SHA-256', new web.TextEncoder().encode(material))
      .then((hash) => web.crypto.subtle.importKey('raw', hash, 'AES-GCM', false, ['encrypt', 'decrypt']));
    keys.set(material, key);
  }
  return key;
}

export function createPersistedSlice<T>({ name, storage, key, version }: PersistedSliceOptions): PersistedSlice<T> {
  const storageKey = `${PERSIST_PREFIX}${name}`;
  const ignore = (why: string, cause?: unknown) => {
    web.console.warn(`Kayıtlı durum okunamadı (${storageKey}): ${why}; yok sayılıyor.`, ...(cause === undefined ? [] : [cause]));
    return null;
  };

  return {
    name,
    storageKey,

    async hydrate() {
      let stored: string | null;
      try {
        stored = storage.getItem(storageKey);
      } catch (cause) {
        return ignore('depolama erişilemedi', cause);
      }
      if (stored === null) return null;
      const [iv, cipher, extra] = stored.split('.');
      if (!iv || !cipher || extra !== undefined) return ignore('biçim bozuk');
      let text: string;
      try {
        const plain = await web.crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await aesKey(key), fromBase64(cipher));
        text = new web.TextDecoder().decode(plain);
      } catch (cause) {
        return ignore('şifre çözülemedi', cause);
      }
      let envelope: unknown;
      try {
        envelope = JSON.parse(text);
      } catch (cause) {
        return ignore('JSON bozuk', cause);
      }
      if (typeof envelope !== 'object' || envelope === null || !('v' in envelope) || !('data' in envelope)) return ignore('biçim bozuk');
      if (envelope.v !== version) return ignore(`sürüm ${String(envelope.v)}, beklenen ${version}`);
      return envelope.data as T;
    },

    async save(data) {
      try {
        const iv = web.crypto.getRandomValues(new Uint8Array(IV_BYTES));
        const plain = new web.TextEncoder().encode(JSON.stringify({ v: version, data }));
        const cipher = new Uint8Array(await web.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(key), plain));
        storage.setItem(storageKey, `${toBase64(iv)}.${toBase64(cipher)}`);
      } catch (cause) {
        web.console.warn(`Durum kaydedilemedi (${storageKey}).`, cause);
      }
    },

    clear() {
      try {
        storage.removeItem(storageKey);
      } catch (cause) {
        web.console.warn(`Kayıtlı durum silinemedi (${storageKey}).`, cause);
      }
    },
  };
}

type Hydrated<S> = { -readonly [K in keyof S]: S[K] extends { hydrate(): Promise<infer T> } ? T : never };

/**
 * Start-up read of every slice (spec §4): resolves with each slice's data in order, or null
 * for those not read within `timeoutMs` (5000 ms, spec §9). Never rejects.
 */
export function hydrateAll<const S extends readonly Pick<PersistedSlice<unknown>, 'name' | 'hydrate'>[]>(
  slices: S,
  timeoutMs = 5000,
): Promise<Hydrated<S>> {
  return new Promise((resolve) => {
    const results: unknown[] = slices.map(() => null);
    let pending = slices.length;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      web.clearTimeout(timer);
      resolve(results as Hydrated<S>);
    };
    const timer = web.setTimeout(() => {
      web.console.warn(`Kayıtlı durum ${timeoutMs} ms içinde okunamadı; onsuz devam ediliyor.`);
      finish();
    }, timeoutMs);
    if (pending === 0) finish();
    slices.forEach((slice, i) => {
      slice
        .hydrate()
        .catch((cause: unknown) => {
          web.console.warn(`Kayıtlı durum okunamadı (${slice.name}).`, cause);
          return null;
        })
        .then((data) => {
          if (done) return;
          results[i] = data;
          if (--pending === 0) finish();
        });
    });
  });
}
