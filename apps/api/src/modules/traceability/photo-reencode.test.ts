// Hostile and awkward photo uploads: whatever is sent, what is stored and served is an image the
// server encoded itself, without metadata and at most MAX_PHOTO_SIDE a side; what does not decode
// is 400 with a Turkish message and leaves neither a row nor a file.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lotStagePhotos, type LotRow, type LotStageRow } from '../../platform/db';
import { MAX_PHOTO_SIDE } from '../../platform/storage';
import { addStage, API, buildTestApp, lotWorld, reference, trcMember, type TestApp, type TrcMember } from './lot-world-test-kit';

/** Random pixels: a photo-like image whose compressed data fills the file (so truncating it cuts pixels). */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe('photo uploads are decoded and re-encoded', () => {
  let app: TestApp;
  let uploadDir: string;
  let owner: TrcMember;
  let lot: LotRow;
  let stage: LotStageRow;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'photo-reencode-'));
    app = await buildTestApp({ env: { UPLOAD_DIR: uploadDir } });
    const ref = await reference(app);
    owner = await trcMember(app);
    ({ lot } = await lotWorld(app, owner, ref));
    stage = await addStage(app, lot, owner, { kind: 'planting', date: '2026-03-02' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const url = () => `${API}/lot/${stage.lotId}/stage/${stage.id}/photo`;
  const upload = (bytes: Buffer, contentType: string) =>
    app.inject({ method: 'POST', url: url(), headers: { ...owner.headers, 'content-type': contentType }, payload: bytes });
  const served = async (id: number) => {
    const res = await app.inject({ method: 'GET', url: `${url()}/${id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const filesOfStage = () => readdir(path.join(uploadDir, 'lots', String(lot.id), String(stage.id))).catch(() => [] as string[]);

  /** Refused with 400 and a Turkish message on the body; no row and no file were added. */
  async function expectRefused(bytes: Buffer, contentType: string, message: RegExp) {
    const [rowsBefore, filesBefore] = [await app.db.$count(lotStagePhotos), (await filesOfStage()).length];
    const res = await upload(bytes, contentType);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body' }] });
    expect(res.json().message).toMatch(message);
    expect(await app.db.$count(lotStagePhotos)).toBe(rowsBefore);
    expect(await filesOfStage()).toHaveLength(filesBefore);
  }

  afterEach(async () => {
    // Each case starts from an empty stage, so the six-photo limit never gets in the way.
    for (const row of await app.db.select().from(lotStagePhotos)) {
      await app.inject({ method: 'DELETE', url: `${url()}/${row.id}`, headers: owner.headers });
    }
  });

  it('a polyglot (a JPEG header followed by a script) is 400 and stored nowhere', async () => {
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\u0000<script>alert(document.cookie)</script>')]);
    await expectRefused(polyglot, 'image/jpeg', /okunamadı/);
  });

  it('a bare PNG signature is 400', async () => {
    await expectRefused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png', /okunamadı/);
  });

  it('a truncated JPEG, PNG and WebP are 400', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const whole = await noise(160, 120).toFormat(format).toBuffer();
      await expectRefused(whole.subarray(0, Math.floor(whole.length * 0.6)), `image/${format}`, /okunamadı/);
    }
  });

  it('a 20,000 × 20,000 PNG (small on disk, 400 megapixels decoded) is refused before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: '#000' }, limitInputPixels: false })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused(bomb, 'image/png', /çok büyük/);
  }, 60_000);

  it('a valid JPEG with a script appended is taken, but what is stored and served is the re-encoded image without the script', async () => {
    const photo = await noise(64, 48).jpeg().toBuffer();
    const withScript = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(withScript, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const back = await served(res.json().data.id);
    expect(back.includes('<script>')).toBe(false);
    expect(back.equals(withScript)).toBe(false);
    expect((await sharp(back).metadata()).format).toBe('jpeg');
  });

  it('EXIF with a GPS position is gone after upload; the EXIF orientation is applied to the pixels first', async () => {
    const exif = {
      IFD0: { Make: 'Telefon', Model: 'Kamera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 17/1 0/1' },
    };
    const photo = await noise(80, 40).jpeg().withExif(exif).withMetadata({ orientation: 6 }).toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Telefon');
    expect(sent.orientation).toBe(6);
    const res = await upload(photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const back = await served(res.json().data.id);
    const kept = await sharp(back).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(back.includes('Telefon')).toBe(false);
    // Rotated 90° by its orientation tag: the upright photo is 40 wide and 80 high.
    expect({ width: kept.width, height: kept.height }).toEqual({ width: 40, height: 80 });
  });

  it('a photo larger than the cap is scaled down inside it, keeping its proportions', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 10, g: 120, b: 40 } } }).png().toBuffer();
    const res = await upload(photo, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const kept = await sharp(await served(res.json().data.id)).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format: 'png', width: MAX_PHOTO_SIDE, height: 1920 });
  });

  it('SVG and HTML are never stored: refused by type, and refused when they hide behind an image signature', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const before = await app.db.$count(lotStagePhotos);
    for (const [bytes, type] of [[svg, 'image/svg+xml'], [svg, 'image/png'], [html, 'text/html'], [html, 'image/jpeg']] as const) {
      expect((await upload(bytes, type)).statusCode, type).toBe(415);
    }
    expect(await app.db.$count(lotStagePhotos)).toBe(before);
    await expectRefused(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), svg]), 'image/png', /okunamadı/);
    await expectRefused(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), html]), 'image/webp', /okunamadı/);
  });
});
