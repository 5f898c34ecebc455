// Two API instances (two app builds on one database, each with its own, different local
// directory) share stage photos through one S3-compatible bucket: what one stores, the other
// serves byte for byte and can delete; nothing lands on either machine's disk.
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../platform/db';
import { s3ClientFor } from '../../platform/storage';
import { testConfig } from '../../test-support/build-test-app';
import { openTestDatabase } from '../../test-support/database';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server';
import { addStage, API, lotWorld, reference, trcMember, type TestApp } from './lot-world-test-kit';

const SECRET = 'two-instances-share-this-token-secret-0123456789';

describe('stage photos in an S3-compatible bucket, shared by two API instances', () => {
  let s3: TestS3Server;
  let database: Database;
  let first: TestApp;
  let second: TestApp;
  const dirs: string[] = [];

  const instance = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'photos-s3-local-'));
    dirs.push(dir);
    return (await buildApp({ config: testConfig({ ...s3.env, UPLOAD_DIR: dir, AUTH_TOKEN_SECRET: SECRET }), database })) as TestApp;
  };

  beforeAll(async () => {
    s3 = await startTestS3Server('portal-photos');
    database = await openTestDatabase();
    first = await instance();
    second = await instance();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await s3?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('one instance stores the re-encoded photo in the bucket, the other serves the same bytes and deletes it', async () => {
    const owner = await trcMember(first);
    const { lot } = await lotWorld(first, owner, await reference(first));
    const stage = await addStage(first, lot, owner, { kind: 'planting', date: '2026-03-02' });
    const url = `${API}/lot/${lot.id}/stage/${stage.id}/photo`;
    const sent = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 160, b: 60 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Telefon' } })
      .toBuffer();

    const upload = await first.inject({ method: 'POST', url, headers: { ...owner.headers, 'content-type': 'image/jpeg' }, payload: sent });
    expect(upload.statusCode, upload.body).toBe(201);
    const photo = upload.json().data;

    // In the bucket: one object, the re-encoded image (no EXIF), under the lot's and stage's key.
    const client = s3ClientFor(s3.settings);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: `lots/${lot.id}/${stage.id}/` }));
    expect(listed.Contents).toHaveLength(1);
    const key = listed.Contents![0]!.Key!;
    const object = Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }))).Body!.transformToByteArray());
    expect(object.length).toBe(photo.byteSize);
    expect((await sharp(object).metadata()).exif).toBeUndefined();

    // The other instance, which never saw the upload, serves exactly those bytes.
    const fromSecond = await second.inject({ method: 'GET', url: `${url}/${photo.id}`, headers: owner.headers });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/jpeg');
    expect(fromSecond.rawPayload.equals(object)).toBe(true);
    const fromFirst = await first.inject({ method: 'GET', url: `${url}/${photo.id}`, headers: owner.headers });
    expect(fromFirst.rawPayload.equals(object)).toBe(true);
    // Neither machine's own directory holds anything.
    for (const dir of dirs) expect(await readdir(dir)).toEqual([]);

    // Deleted through the second: gone from the bucket, and 404 on the first.
    expect((await second.inject({ method: 'DELETE', url: `${url}/${photo.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: `lots/${lot.id}/` }))).Contents ?? []).toHaveLength(0);
    expect((await first.inject({ method: 'GET', url: `${url}/${photo.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('deleting a stage on one instance removes its photos from the bucket', async () => {
    const owner = await trcMember(second);
    const { lot } = await lotWorld(second, owner, await reference(second));
    const stage = await addStage(second, lot, owner, { kind: 'irrigation', date: '2026-03-05' });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c83' } }).png().toBuffer();
    for (let i = 0; i < 2; i++) {
      const res = await second.inject({ method: 'POST', url: `${API}/lot/${lot.id}/stage/${stage.id}/photo`, headers: { ...owner.headers, 'content-type': 'image/png' }, payload: png });
      expect(res.statusCode, res.body).toBe(201);
    }
    const client = s3ClientFor(s3.settings);
    const prefix = `lots/${lot.id}/${stage.id}/`;
    expect((await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }))).Contents).toHaveLength(2);
    const del = await first.inject({ method: 'DELETE', url: `${API}/lot/${lot.id}/stage/${stage.id}`, headers: owner.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect((await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }))).Contents ?? []).toHaveLength(0);
  });
});

describe('an instance on the S3 driver, closed', () => {
  it('ends its connections to the bucket (the S3 client is destroyed with the app)', async () => {
    const s3 = await startTestS3Server('portal-close');
    const database = await openTestDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'photos-s3-close-'));
    try {
      const app = (await buildApp({ config: testConfig({ ...s3.env, UPLOAD_DIR: dir }), database })) as TestApp;
      const owner = await trcMember(app);
      const { lot } = await lotWorld(app, owner, await reference(app));
      const stage = await addStage(app, lot, owner, { kind: 'planting', date: '2026-03-02' });
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } }).png().toBuffer();
      const res = await app.inject({ method: 'POST', url: `${API}/lot/${lot.id}/stage/${stage.id}/photo`, headers: { ...owner.headers, 'content-type': 'image/png' }, payload: png });
      expect(res.statusCode, res.body).toBe(201);
      // The SDK keeps its connection alive for the next request.
      expect(await s3.connections()).toBeGreaterThan(0);
      await app.close();
      await vi.waitFor(async () => expect(await s3.connections()).toBe(0), { timeout: 3_000, interval: 50 });
    } finally {
      await database.close();
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
