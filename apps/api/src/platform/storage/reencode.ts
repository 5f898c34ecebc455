// Every uploaded photo is decoded and encoded again before it is stored: what is kept and served
// is pixels the server wrote itself, never the bytes a client sent. That drops whatever rides
// along a valid header (a script after a JPEG header, a bare PNG signature) and the metadata
// (EXIF, GPS position, camera serial): sharp writes none unless asked to keep it.
import { ErrorCode, type PhotoContentType } from '@portal/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';

/** Decoded size allowed: a 48 MP phone photo (8160×6120) passes; a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side kept; larger photos are scaled down inside this box. */
export const MAX_PHOTO_SIDE = 2560;

// A server decodes many different images once: libvips' operation cache would only hold memory.
sharp.cache(false);

const refused = (message: string, detail: string) => new AppError(400, ErrorCode.Validation, message, [{ field: 'body', message: detail }]);
const tooLarge = () => refused('Fotoğraf çok büyük.', `Görüntü en fazla ${MAX_INPUT_PIXELS / 1_000_000} megapiksel olabilir.`);
const unreadable = () => refused('Fotoğraf okunamadı: dosya bozuk ya da eksik.', 'Dosya geçerli bir JPEG, PNG ya da WebP görüntüsü değil.');
/** libvips' own error says which: the pixel limit, or anything else that stops decoding. */
const refusalOf = (error: unknown) => (error instanceof Error && /pixel limit/i.test(error.message) ? tooLarge() : unreadable());

export interface ReencodedImage {
  bytes: Buffer;
  contentType: PhotoContentType;
  width: number;
  height: number;
}

/**
 * The photo decoded and encoded again in its own format (JPEG, PNG or WebP), turned upright
 * (EXIF orientation applied before the EXIF goes), at most MAX_PHOTO_SIDE px a side, without
 * metadata. A file that does not decode cleanly (truncated, a header with something else behind
 * it) or is larger than MAX_INPUT_PIXELS is a 400.
 */
export async function reencodeImage(bytes: Buffer, contentType: PhotoContentType): Promise<ReencodedImage> {
  // A truncated image is refused, not half-decoded. A complete one with a small flaw (a bad
  // chunk checksum, which browsers ignore too) still decodes: its pixels are re-encoded anyway.
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
  let metadata: Metadata;
  try {
    metadata = await input.metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  // The header was sniffed already; the decoder must agree with it (no SVG or HTML gets here).
  const format = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[metadata.format as string];
  if (format !== contentType) throw unreadable();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooLarge();
  const pipeline = input.rotate().resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    contentType === 'image/jpeg' ? pipeline.jpeg({ quality: 85 }) : contentType === 'image/png' ? pipeline.png() : pipeline.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch (error) {
    throw refusalOf(error);
  }
}
