import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { checkedKey } from './keys';
import { s3FileStore } from './s3-store';

export interface FileStore {
  /** Stores `bytes` under `key` (`lots/12/34/<uuid>.jpg`), replacing nothing: keys are new. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of `key`, or null when the file is gone. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Ends what the driver holds open (the S3 client's kept-alive connections); the disk has nothing. */
  close?(): void;
}

export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': a key is written once; a clash is a bug, not an overwrite.
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

const stores = new WeakMap<object, FileStore>();

/**
 * The store of this configuration: local disk under UPLOAD_DIR, or the S3-compatible bucket.
 * One per configuration, so every route of an app shares one S3 client (and its connections).
 */
export function fileStoreFor(config: Pick<AppConfig, 'uploadDir' | 'storage'>): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.storage.driver === 's3' ? s3FileStore(config.storage) : localFileStore(config.uploadDir);
    stores.set(config, store);
  }
  return store;
}

/** Ends the store of this configuration and forgets it: at the app's close, so no connection outlives it. */
export function closeFileStore(config: Pick<AppConfig, 'uploadDir' | 'storage'>): void {
  const store = stores.get(config);
  stores.delete(config);
  store?.close?.();
}
