// A local S3-compatible server (s3rver) for the storage tests: the real S3 client talks to it
// over HTTP on 127.0.0.1, its objects in a temporary directory removed on close.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/config';

export interface TestS3Server {
  /** What STORAGE_DRIVER=s3 needs, as environment variables. */
  env: Record<string, string>;
  settings: S3Settings;
  /** The directory s3rver keeps the objects in. */
  directory: string;
  /** The client connections the server holds open now (kept-alive ones included). */
  connections(): Promise<number>;
  close(): Promise<void>;
}

/** s3rver's fixed key pair (it checks signatures made with it). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The server with `bucket` (the one `env` and `settings` name) and any `otherBuckets`. */
export async function startTestS3Server(bucket = 'portal-test', otherBuckets: string[] = []): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const configureBuckets = [bucket, ...otherBuckets].map((name) => ({ name }));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: { bucket, endpoint, region: 'us-east-1', credentials: KEYS, forcePathStyle: true },
    directory,
    connections: () => new Promise<number>((resolve, reject) => server.httpServer.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
