// POST contact: the public contact form (/iletisim, spec §2). Not shown in the spec's §7;
// designed here in the style of the auth calls. The answer is messageResponseSchema.
import { z } from 'zod';
import { emailSchema, trMobileSchema } from './auth';
import { textSchema, type TextOptions } from './text';

const text = (min: number, max: number, what: string, options: TextOptions = {}) =>
  textSchema(what, { ...options, error: `${what} gerekli` })
    .trim()
    .min(min, { error: min <= 1 ? `${what} gerekli` : `${what} en az ${min} karakter olmalı` })
    .max(max, { error: `${what} en fazla ${max} karakter olabilir` });

export const CONTACT_MESSAGE_MAX = 2000;

export const contactRequestSchema = z.object({
  name: text(2, 100, 'Ad soyad'),
  email: emailSchema,
  /** Optional; when given, a Turkish mobile in E.164. */
  phone: trMobileSchema.optional(),
  subject: text(2, 150, 'Konu'),
  message: text(10, CONTACT_MESSAGE_MAX, 'Mesaj', { multiline: true }),
  kvkkConsent: z.literal(true, { error: 'KVKK aydınlatma metni onayı gerekli' }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
