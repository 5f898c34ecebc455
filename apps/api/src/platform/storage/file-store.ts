import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface FileStore {
  /** Stores `bytes` under `key` (`lots/12/34/<uuid>.jpg`), replacing nothing: keys are new. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of `key`, or null when the file is gone. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are made by the API, never by a client; the check stops a bug from leaving the directory. */
const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/;

export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`file store: bad key ${key}`);
    return path.join(root, ...key.split('/'));
  };
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

/** The store of this configuration: local disk (an S3-compatible store is not wired yet). */
export function fileStoreFor(config: Pick<AppConfig, 'uploadDir'>): FileStore {
  return localFileStore(config.uploadDir);
}
