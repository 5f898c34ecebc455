// Reference changes: the kinds, the feed's entry and the flags a change leaves on
// a prescription. Their own file because both the search contracts (the feed, the home panels)
// and the prescription read (`referenceChanges`) use them, and search.ts already imports
// prescriptions.ts: declared there, the two files would import each other.
import { z } from 'zod';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

export const ReferenceChangeKinds = ['licence-registered', 'licence-cancelled', 'licence-expired', 'mrl-added', 'mrl-changed', 'mrl-expired'] as const;
export type ReferenceChangeKind = (typeof ReferenceChangeKinds)[number];
export const ReferenceChangeKindLabels: Record<ReferenceChangeKind, string> = {
  'licence-registered': 'Yeni ruhsat',
  'licence-cancelled': 'Ruhsat iptali',
  'licence-expired': 'Ruhsat süresi doldu',
  'mrl-added': 'Yeni MRL',
  'mrl-changed': 'MRL değişti',
  'mrl-expired': 'MRL yürürlükten kalktı',
};

/** GET search/changes?page&limit&kind: the feed, newest first. */
export const changesQuerySchema = z.object({
  page: z.coerce.number({ error: 'Sayfa bir sayı olmalıdır' }).int().min(1, { error: 'Sayfa en az 1 olabilir' }).max(100_000).default(1),
  limit: z.coerce.number({ error: 'Sayfa boyutu bir sayı olmalıdır' }).int().min(1).max(50, { error: 'Sayfa boyutu en çok 50 olabilir' }).default(10),
  kind: z.enum(ReferenceChangeKinds, { error: 'Bilinmeyen değişiklik türü' }).optional(),
});

export const referenceChangeEntrySchema = z.object({
  id,
  occurredAt: z.string(),
  kind: z.enum(ReferenceChangeKinds),
  source: z.enum(['edit', 'import']),
  /** The licence of a licence change, as it was named then. */
  licence: z.object({ id, tradeName: z.string(), licenceNumber: z.string() }).nullable(),
  /** The MRL of an MRL change: product, substance, market and the limit before and after (mg/kg). */
  mrl: z
    .object({
      product: z.object({ id, name: z.string(), code: z.string() }),
      activeSubstance: named,
      market: z.string(),
      before: z.number().nullable(),
      after: z.number().nullable(),
    })
    .nullable(),
  /** Active prescriptions flagged by it (only the caller's member's are counted for a member's user). */
  affectedCount: z.number().int(),
});
export type ReferenceChange = z.infer<typeof referenceChangeEntrySchema>;
export const changesResponseSchema = z.object({ data: z.array(referenceChangeEntrySchema), count: z.number().int() });

/** The flags on one prescription (GET prescription/{id} carries them as `referenceChanges`). */
export const prescriptionChangeFlagSchema = z.object({
  change: referenceChangeEntrySchema,
  acknowledgedAt: z.string().nullable(),
});
export type PrescriptionChangeFlag = z.infer<typeof prescriptionChangeFlagSchema>;
