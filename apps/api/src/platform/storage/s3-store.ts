// The S3-compatible driver: the same three calls as the local one, on a bucket (AWS S3, MinIO,
// any server speaking the S3 API), so that every API instance reads what any of them stored.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { FileStore } from './file-store';
import { checkedKey } from './keys';

/** A client for `settings`; also used by tools/ops (backup, restore) through the same options. */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // A copy: the SDK writes its own bookkeeping into the object it is given.
    credentials: settings.credentials && { ...settings.credentials },
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's newer
    // default (a CRC trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3FileStore(settings: S3Settings, client = s3ClientFor(settings)): FileStore {
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    close: () => client.destroy(),
  };
}
