// The findings of the checks before a prescription or a fertilization plan is issued
// (domain/prescription, domain/fertilization): an error blocks, a warning is acknowledged
// by its key, an info never blocks.
import { z } from 'zod';
import { textSchema } from './text';

export const Severities = ['error', 'warning', 'info'] as const;
export const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(Severities),
  message: z.string(),
  lineKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FindingDto = z.infer<typeof findingSchema>;

/** A warning's acknowledgement: `CODE` or `CODE:lineKey` (domain/prescription findingKey). */
export const findingKeySchema = textSchema('Onay', { error: 'Onaylanan uyarı metin olmalıdır' })
  .trim()
  .regex(/^[A-Z0-9_]{2,60}(:[A-Za-z0-9_-]{1,40})?$/, { error: 'Onaylanan uyarı kodu geçersiz' });
