// A photo upload as every feature takes it (a TRC stage's, a register application's): the image
// itself is the body, with its Content-Type (image/jpeg, image/png or image/webp) — the project
// has no multipart parser and a phone sends one photo per request anyway. The type is checked
// against the file's first bytes (415); at most MAX_PHOTO_BYTES (413). The image is decoded and
// encoded again: only that copy, without metadata, is stored; a file that does not decode or
// has too many pixels is 400. The file is written before its row and removed again when the row
// is not recorded, so a refused or failed upload leaves nothing behind.
import { ErrorCode, MAX_PHOTO_BYTES, PhotoContentTypes, type PhotoContentType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../errors';
import type { FileStore } from './file-store';
import { sniffImageType } from './image-type';
import { reencodeImage, type ReencodedImage } from './reencode';

/** The routes' description of the upload (OpenAPI). */
export const PHOTO_UPLOAD_DESCRIPTION =
  'Gövde fotoğrafın kendisidir (Content-Type image/jpeg, image/png ya da image/webp; tür dosyanın ilk baytlarından denetlenir). En çok 5 MB (413); başka tür 415. Fotoğraf sunucuda yeniden kodlanır: konum dahil üst veriler silinir, uzun kenar en çok 2560 piksele küçültülür; çözülemeyen ya da 50 megapikselden büyük görüntü 400.';

export const photoExtension: Record<PhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const unsupported = () => new AppError(415, ErrorCode.UnsupportedMediaType, 'Fotoğraf JPEG, PNG ya da WebP olmalıdır ve içeriği bildirilen türle uyuşmalıdır.');

/** The photo's bytes as they are, in the calling plugin only; other types stay 415. */
export function acceptPhotoBodies(app: Pick<FastifyInstance, 'addContentTypeParser'>): void {
  app.addContentTypeParser([...PhotoContentTypes], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));
}

/** The request's photo, checked and re-encoded. */
export async function uploadedPhoto(request: { body: unknown; headers: IncomingHttpHeaders }): Promise<ReencodedImage> {
  const body = request.body;
  // A type Fastify parses itself (JSON, text) arrives as something else than bytes.
  if (!Buffer.isBuffer(body)) throw unsupported();
  if (body.length === 0) {
    throw new AppError(400, ErrorCode.Validation, 'Fotoğraf boş.', [{ field: 'body', message: 'Bir fotoğraf dosyası gönderin.' }]);
  }
  const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const actual = sniffImageType(body);
  if (!actual || actual !== declared) throw unsupported();
  return reencodeImage(body, actual);
}

/** The 400 of one photo too many. */
export const tooManyPhotos = (max: number, to: string, here: string) =>
  new AppError(400, ErrorCode.Validation, `${to} en fazla ${max} fotoğraf eklenebilir.`, [{ field: 'body', message: `${here} zaten ${max} fotoğraf var.` }]);

/** Writes the file, then records it; a failed record removes the file again. */
export async function storeThenRecord<T>(store: FileStore, key: string, bytes: Buffer, record: () => Promise<T>): Promise<T> {
  await store.put(key, bytes);
  try {
    return await record();
  } catch (error) {
    // Nothing was recorded: the file must not stay behind.
    await store.remove(key);
    throw error;
  }
}

/** A stored photo's bytes, or the 404 `missing` when its file is gone. */
export async function storedPhotoBytes(store: FileStore, photo: { storageKey: string }, missing: () => AppError): Promise<Buffer> {
  const bytes = await store.get(photo.storageKey);
  if (!bytes) throw missing();
  return bytes;
}

/** The Content-Disposition a photo is served with (inline, a name the browser can save). */
export const photoDisposition = (photo: { id: number; contentType: string }) => `inline; filename="foto-${photo.id}.${photo.contentType.split('/')[1]}"`;
