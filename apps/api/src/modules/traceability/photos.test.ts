// Photos on PostgreSQL: the image as the body, its type by magic bytes, 5 MB and 6
// per stage, streamed back to the member's users only, deleted with an audit row.
import { AppCode, MAX_PHOTO_BYTES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lots, lotStagePhotos, type LotRow, type LotStageRow } from '../../platform/db';
import { qrPng } from '../../platform/pdf';
import { addStage, API, buildTestApp, lotWorld, reference, trcMember, type TestApp, type TrcMember } from './lot-world-test-kit';

/** A small real image (a tomato-red square) in one of the three formats. */
const sample = (format: 'jpeg' | 'webp') => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 30 } } }).toFormat(format).toBuffer();
let JPEG: Buffer;
let WEBP: Buffer;

describe('stage photos', () => {
  let app: TestApp;
  let uploadDir: string;
  let owner: TrcMember;
  let other: TrcMember;
  let lot: LotRow;
  let stage: LotStageRow;
  let png: Buffer;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'photos-test-'));
    app = await buildTestApp({ env: { UPLOAD_DIR: uploadDir } });
    const ref = await reference(app);
    owner = await trcMember(app);
    other = await trcMember(app);
    ({ lot } = await lotWorld(app, owner, ref));
    stage = await addStage(app, lot, owner, { kind: 'planting', date: '2026-03-02' });
    png = await qrPng('https://trc.localhost/lot/ornek', 64);
    [JPEG, WEBP] = await Promise.all([sample('jpeg'), sample('webp')]);
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const url = (s: Pick<LotStageRow, 'id' | 'lotId'> = stage) => `${API}/lot/${s.lotId}/stage/${s.id}/photo`;
  const upload = (bytes: Buffer, contentType: string, headers = owner.headers, s?: LotStageRow) =>
    app.inject({ method: 'POST', url: url(s), headers: { ...headers, 'content-type': contentType }, payload: bytes });

  it('a JPEG, a PNG and a WebP are stored on local disk under UPLOAD_DIR, re-encoded in their own format, and come back as stored', async () => {
    const target = await addStage(app, lot, owner, { kind: 'irrigation', date: '2026-03-10' });
    for (const [bytes, type] of [[JPEG, 'image/jpeg'], [png, 'image/png'], [WEBP, 'image/webp']] as const) {
      const res = await upload(bytes, type, owner.headers, target);
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json().data;
      expect(photo).toMatchObject({ stageId: target.id, contentType: type });
      const back = await app.inject({ method: 'GET', url: `${url(target)}/${photo.id}`, headers: owner.headers });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.rawPayload.length).toBe(photo.byteSize);
      const source = await sharp(bytes).metadata();
      const served = await sharp(back.rawPayload).metadata();
      expect({ format: served.format, width: served.width, height: served.height }).toEqual({ format: source.format, width: source.width, height: source.height });
    }
    const files = await readdir(path.join(uploadDir, 'lots', String(lot.id), String(target.id)));
    expect(files).toHaveLength(3);
    // What is on disk is what was served: the server's own encoding.
    const stored = await Promise.all(files.map((f) => readFile(path.join(uploadDir, 'lots', String(lot.id), String(target.id), f))));
    for (const bytes of stored) expect([JPEG, png, WEBP].some((sent) => sent.equals(bytes))).toBe(false);
    const audit = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'lot-stage-photo.create'), eq(auditLog.actorUserId, owner.user.id)));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('the type is read from the bytes: a GIF, an SVG or a text file sent as image/jpeg is 415, and so is a PNG sent as JPEG', async () => {
    const before = await app.db.$count(lotStagePhotos);
    for (const bytes of [Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('merhaba')]) {
      const res = await upload(bytes, 'image/jpeg');
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await upload(png, 'image/jpeg')).statusCode).toBe(415);
    // A type outside the three is refused before anything is read.
    for (const type of ['image/gif', 'text/plain', 'application/octet-stream', 'image/svg+xml']) {
      const res = await upload(png, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await app.db.$count(lotStagePhotos)).toBe(before);
  });

  it('at most 5 MB: one byte more is 413, exactly 5 MB (a photo with trailing bytes, which re-encoding drops) is taken; an empty body is 400', async () => {
    const target = await addStage(app, lot, owner, { kind: 'fertilization', date: '2026-03-11' });
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0);
    JPEG.copy(big);
    const tooBig = await upload(big, 'image/jpeg', owner.headers, target);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    const exact = await upload(big.subarray(0, MAX_PHOTO_BYTES), 'image/jpeg', owner.headers, target);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().data.byteSize).toBeLessThan(JPEG.length * 2);
    const empty = await upload(Buffer.alloc(0), 'image/jpeg', owner.headers, target);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body' }] });
  });

  it('at most 6 photos on a stage: the seventh is 400 and leaves no file behind', async () => {
    const target = await addStage(app, lot, owner, { kind: 'irrigation', date: '2026-03-12' });
    for (let i = 0; i < 6; i++) expect((await upload(JPEG, 'image/jpeg', owner.headers, target)).statusCode).toBe(201);
    const seventh = await upload(JPEG, 'image/jpeg', owner.headers, target);
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().code).toBe('VALIDATION_ERROR');
    expect(await readdir(path.join(uploadDir, 'lots', String(lot.id), String(target.id)))).toHaveLength(6);
  });

  it('DELETE removes the photo and its file, with an audit row; it is then 404', async () => {
    const target = await addStage(app, lot, owner, { kind: 'irrigation', date: '2026-03-13' });
    const photo = (await upload(JPEG, 'image/jpeg', owner.headers, target)).json().data;
    const del = await app.inject({ method: 'DELETE', url: `${url(target)}/${photo.id}`, headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${url(target)}/${photo.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${url(target)}/${photo.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect(await readdir(path.join(uploadDir, 'lots', String(lot.id), String(target.id)))).toHaveLength(0);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'lot-stage-photo.delete'), eq(auditLog.entityId, String(photo.id))));
    expect(audit).toMatchObject({ actorUserId: owner.user.id, entity: 'lot-stage-photo' });
  });

  it('deleting a stage removes its photos’ files too, not only their rows', async () => {
    const target = await addStage(app, lot, owner, { kind: 'irrigation', date: '2026-03-14' });
    expect((await upload(JPEG, 'image/jpeg', owner.headers, target)).statusCode).toBe(201);
    expect((await upload(png, 'image/png', owner.headers, target)).statusCode).toBe(201);
    const dir = path.join(uploadDir, 'lots', String(lot.id), String(target.id));
    expect(await readdir(dir)).toHaveLength(2);
    const del = await app.inject({ method: 'DELETE', url: `${API}/lot/${lot.id}/stage/${target.id}`, headers: owner.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(await readdir(dir)).toHaveLength(0);
  });

  it('another member gets 404 on upload, read and delete; a stage named under another lot is 404; anonymous is 401', async () => {
    const photo = (await upload(JPEG, 'image/jpeg')).json().data;
    const photoUrl = `${url()}/${photo.id}`;
    expect((await upload(JPEG, 'image/jpeg', other.headers)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: photoUrl, headers: other.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: photoUrl, headers: other.headers })).statusCode).toBe(404);
    const ref = await reference(app);
    const { lot: secondLot } = await lotWorld(app, owner, ref);
    expect((await app.inject({ method: 'GET', url: `${API}/lot/${secondLot.id}/stage/${stage.id}/photo/${photo.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: url(), headers: { 'content-type': 'image/jpeg' }, payload: JPEG })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: photoUrl })).statusCode).toBe(401);
    // Still there for its owner.
    expect((await app.inject({ method: 'GET', url: photoUrl, headers: owner.headers })).statusCode).toBe(200);
  });

  it('a closed lot takes and loses no photo (409 TRC_LOT_CLOSED); its photos can still be read', async () => {
    const ref = await reference(app);
    const { lot: closing } = await lotWorld(app, owner, ref);
    const target = await addStage(app, closing, owner, { kind: 'planting', date: '2026-03-02' });
    const photo = (await upload(JPEG, 'image/jpeg', owner.headers, target)).json().data;
    await app.db.update(lots).set({ status: 'closed' }).where(eq(lots.id, closing.id));
    const add = await upload(JPEG, 'image/jpeg', owner.headers, target);
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('TRC_LOT_CLOSED');
    expect((await app.inject({ method: 'DELETE', url: `${url(target)}/${photo.id}`, headers: owner.headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `${url(target)}/${photo.id}`, headers: owner.headers })).statusCode).toBe(200);
  });

  it('a non-TRC member is 403; a malformed id is 400 with the field', async () => {
    const rct = await trcMember(app, AppCode.Rct);
    expect((await upload(JPEG, 'image/jpeg', rct.headers)).statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: `${API}/lot/bir/stage/${stage.id}/photo/1`, headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('params.id');
  });
});
