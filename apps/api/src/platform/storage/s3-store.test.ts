// The S3 driver with the real AWS SDK client against a local S3-compatible server (s3rver).
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server';
import { loadConfig } from '../config';
import { fileStoreFor, s3ClientFor, s3FileStore } from '.';

describe('platform storage: the S3-compatible driver', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('writes, reads and removes an object in the bucket; a missing key reads as null; a bad key is refused', async () => {
    const store = s3FileStore(s3.settings);
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x80, 0xfe]);
    await store.put('lots/1/2/abc.jpg', bytes);
    expect((await store.get('lots/1/2/abc.jpg'))?.equals(bytes)).toBe(true);
    // In the bucket itself, seen by another client.
    const listed = await s3ClientFor(s3.settings).send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'lots/1/2/' }));
    expect(listed.Contents?.map((o) => [o.Key, o.Size])).toEqual([['lots/1/2/abc.jpg', bytes.length]]);
    await store.remove('lots/1/2/abc.jpg');
    expect(await store.get('lots/1/2/abc.jpg')).toBeNull();
    await store.remove('lots/1/2/abc.jpg');
    await expect(store.put('../outside.jpg', bytes)).rejects.toThrow(/bad key/);
    await expect(store.get('lots/1/2/../x.jpg')).rejects.toThrow(/bad key/);
  });

  it('STORAGE_DRIVER=s3 in the configuration picks it; one store per configuration', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env });
    expect(config.storage).toEqual({ driver: 's3', ...s3.settings });
    const store = fileStoreFor(config);
    expect(fileStoreFor(config)).toBe(store);
    await store.put('lots/9/9/cfg.png', Buffer.from('png'));
    expect((await s3FileStore(s3.settings).get('lots/9/9/cfg.png'))?.toString()).toBe('png');
  });

  it('an unreachable server is an error, never a missing file', async () => {
    const store = s3FileStore({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(store.get('lots/1/1/x.jpg')).rejects.toThrow();
  });
});
