// Traceability, second half (photos, the consumer page, labels): the stage
// photos, the lot's public link and what the consumer page may show. Our design
// (docs/api.md "Traceability: photos, consumer page and labels").
import { z } from 'zod';
import { recordIdSchema } from './definitions/common';
import { textSchema } from './text';
import { stageKindSchema } from './traceability';

// ---------------------------------------------------------------- photos

/** The photo types accepted, recognised by the file's first bytes, not by the header alone. */
export const PhotoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PhotoContentTypes)[number];
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_STAGE = 6;

export const photoParamsSchema = z.object({ id: recordIdSchema, stageId: recordIdSchema, photoId: recordIdSchema });

export const stagePhotoSchema = z.object({
  id: z.number().int(),
  stageId: z.number().int(),
  contentType: z.enum(PhotoContentTypes),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type StagePhoto = z.infer<typeof stagePhotoSchema>;

// ---------------------------------------------------------------- the public link

/**
 * The lot's consumer links on the `trc` host. `url` is `/lot/{token}`; with a GTIN, `gs1Url` is
 * the GS1 Digital Link form `/01/{GTIN-14}/10/{lot code}?t={token}` (the lot code alone is
 * guessable, so the token rides along; docs/decisions.md).
 */
export const lotLinkSchema = z.object({
  token: z.string(),
  url: z.string(),
  gs1Url: z.string().nullable(),
  /** What the QR and the labels carry: the GS1 form when there is a GTIN. */
  qrUrl: z.string(),
});
export type LotLink = z.infer<typeof lotLinkSchema>;

/** The consumer link's token: 256 bits as base64url. */
export const lotTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

/** The GS1 form's query: `t` is the token (checked like any text: no control characters). */
export const gs1LinkQuerySchema = z.object({ t: textSchema('Bağlantı').optional() });

// ---------------------------------------------------------------- the consumer page

/** GET public/lot/{token}: only what the consumer page may show, nothing personal beyond it. */
export const publicLotSchema = z.object({
  lotCode: z.string(),
  gtin: z.string().nullable(),
  plant: z.string(),
  variety: z.string().nullable(),
  season: z.string(),
  province: z.string(),
  district: z.string(),
  /** The area's centre rounded to 0.01° (about 1 km); never the parcel's border. */
  approximateLocation: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  /** Only when the producer agreed (and is a person). */
  producerFirstName: z.string().nullable(),
  /** Every stage recorded: what and when, in order. */
  timeline: z.array(z.object({ kind: stageKindSchema, date: z.string() })),
  sprayings: z.array(
    z.object({
      date: z.string(),
      product: z.string(),
      phiDays: z.number().int().nullable(),
      /** The first day a harvest was allowed after it. */
      earliestHarvest: z.string().nullable(),
      /** Its waiting period was kept by the harvest after it (true while none has come). */
      phiKept: z.boolean(),
    }),
  ),
  harvestDates: z.array(z.string()),
  packingDates: z.array(z.string()),
});
export type PublicLot = z.infer<typeof publicLotSchema>;

// ---------------------------------------------------------------- labels

export const LABELS_PER_PAGE = 24;
export const MAX_LABELS = 120;

/** GET lot/{id}/labels.pdf?count=N */
export const labelsQuerySchema = z.strictObject({
  count: z.coerce
    .number({ error: 'Etiket sayısı bir sayı olmalıdır' })
    .int({ error: 'Etiket sayısı tam sayı olmalıdır' })
    .min(1, { error: 'En az 1 etiket basılabilir' })
    .max(MAX_LABELS, { error: `En çok ${MAX_LABELS} etiket basılabilir` })
    .default(LABELS_PER_PAGE),
}, { error: 'Yalnızca count verilebilir' });
