import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore, sniffImageType } from '.';

describe('platform storage (photos)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('the local store writes, reads and removes a file under its root, and refuses a key that leaves it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'store-test-'));
    dirs.push(root);
    const store = localFileStore(root);
    await store.put('lots/1/2/abc.jpg', Buffer.from('bytes'));
    expect((await store.get('lots/1/2/abc.jpg'))?.toString()).toBe('bytes');
    await expect(store.put('lots/1/2/abc.jpg', Buffer.from('again'))).rejects.toThrow();
    await store.remove('lots/1/2/abc.jpg');
    expect(await store.get('lots/1/2/abc.jpg')).toBeNull();
    await expect(store.put('../outside.jpg', Buffer.from('x'))).rejects.toThrow(/bad key/);
  });

  it('the type comes from the first bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
