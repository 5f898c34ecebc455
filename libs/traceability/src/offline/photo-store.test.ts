import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dropPhotos, fileOf, keepPhotos, keepRemainingPhotos, keptPhotos } from './photo-store';

const file = (name: string, bytes: number[], type = 'image/jpeg') => new File([Uint8Array.from(bytes)], name, { type });
const A = '0b6f3c1e-2d4a-4b5c-9d8e-7f6a5b4c3d2e';
const B = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

describe('the outbox photos on the device', () => {
  it('keeps a stage’s photos as bytes with their name and type, in the order chosen, and gives them back as files', async () => {
    await keepPhotos(A, 'stage-1', [file('tarla.jpg', [1, 2, 3]), file('yaprak.webp', [9], 'image/webp')]);
    const kept = await keptPhotos(A, 'stage-1');
    expect(kept.map((p) => [p.name, p.type, [...new Uint8Array(p.bytes)]])).toEqual([
      ['tarla.jpg', 'image/jpeg', [1, 2, 3]],
      ['yaprak.webp', 'image/webp', [9]],
    ]);
    const again = fileOf(kept[1]!);
    expect([again.name, again.type, again.size]).toEqual(['yaprak.webp', 'image/webp', 1]);
  });

  it('keeps each user’s photos apart, and each stage’s', async () => {
    await keepPhotos(A, 'stage-2', [file('a.jpg', [1])]);
    await keepPhotos(B, 'stage-2', [file('b.jpg', [2])]);
    expect((await keptPhotos(A, 'stage-2')).map((p) => p.name)).toEqual(['a.jpg']);
    expect((await keptPhotos(B, 'stage-2')).map((p) => p.name)).toEqual(['b.jpg']);
    expect(await keptPhotos(A, 'stage-3')).toEqual([]);
    await dropPhotos(B, 'stage-2');
    expect(await keptPhotos(B, 'stage-2')).toEqual([]);
    expect(await keptPhotos(A, 'stage-2')).toHaveLength(1);
  });

  it('keeps only what is left after some were sent, and nothing once all went', async () => {
    await keepPhotos(A, 'stage-4', [file('1.jpg', [1]), file('2.jpg', [2]), file('3.jpg', [3])]);
    const [, ...rest] = await keptPhotos(A, 'stage-4');
    await keepRemainingPhotos(A, 'stage-4', rest);
    expect((await keptPhotos(A, 'stage-4')).map((p) => p.name)).toEqual(['2.jpg', '3.jpg']);
    await keepRemainingPhotos(A, 'stage-4', []);
    expect(await keptPhotos(A, 'stage-4')).toEqual([]);
  });
});
