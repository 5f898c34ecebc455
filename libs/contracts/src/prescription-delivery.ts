// A prescription delivered to the farmer's phone: by SMS through the outbox, or shared on
// WhatsApp. One text for both, built here so the API, the client and the tests agree.
import { z } from 'zod';
import { prescriptionEmailSchema } from './prescriptions';
import { textSchema } from './text';

/** The short Turkish text with the prescription number and its public link. */
export function farmerMessage(p: { prescriptionNo: string; memberName: string; url: string }): string {
  return `${p.memberName}: ${p.prescriptionNo} numaralı reçeteniz hazır. Görüntülemek için: ${p.url}`;
}

/** A WhatsApp share link (wa.me) to the number, the text filled in; no number: the user picks the chat. */
export function whatsappLink(text: string, phoneE164: string | null): string {
  const to = phoneE164 ? phoneE164.replace(/^\+/, '') : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

/** A phone as typed; the API checks it against the Turkish mobile plan (libphonenumber-js). */
const typedPhone = textSchema('Cep telefonu', { error: 'Cep telefonu metin olmalıdır' })
  .trim()
  .max(25, { error: 'Cep telefonu en fazla 25 karakter olabilir' })
  .regex(/^[+\d\s().-]*$/, { error: 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)' });

/** POST prescription/{id}/send-sms and …/whatsapp: the producer's phone unless another is given. */
export const farmerPhoneBodySchema = z
  // Strict: the call has one field, anything else is a client's mistake worth a 400.
  .strictObject({ phone: typedPhone.nullish().transform((v) => (v ? v : null)) }, { error: 'Gövde yalnızca phone alanını içerebilir' })
  .default({ phone: null });

export const sentSmsSchema = z.object({
  data: z.object({
    /** The number it went to (E.164) and the text. */
    phone: z.string(),
    text: z.string(),
    /** How the text travels (gsm7, gsm7-tr, ucs2) and the parts it costs. */
    encoding: z.string(),
    segments: z.number().int(),
    /** Every delivery of the prescription, the SMS among them (channel sms). */
    emails: z.array(prescriptionEmailSchema),
  }),
});

export const whatsappShareSchema = z.object({
  data: z.object({ phone: z.string().nullable(), text: z.string(), url: z.string() }),
});
