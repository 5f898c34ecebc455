// ruhsat-firma-tanimi (DESIGN.md §8 "licence company"): licence holders and plant-nutrition
// suppliers, with their tax identity, group and contact details.
import { z } from 'zod';
import { textSchema } from '../text';
import { definitionRowSchema, listQuerySchema, optionalText, recordIdSchema, refIdSchema, requiredText, bodyIdSchema } from './common';

/** An optional field checked by `format`: trimmed; empty or missing becomes null. */
function optionalFormatted<T extends z.ZodType<string, string>>(label: string, max: number, format: T) {
  return textSchema(label, { error: `${label} metin olmalıdır` })
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` })
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(format.nullable());
}

/** Vergi kimlik numarası (10 digits) or a sole trader's TC kimlik no (11 digits). */
export const taxNumberSchema = optionalFormatted('Vergi numarası', 11, z.string().regex(/^\d{10,11}$/, { error: 'Vergi numarası 10 ya da 11 haneli olmalıdır' }));

/**
 * The phone as typed (0312 123 45 67, +90 532 …); the API checks it is a valid Turkish
 * number with libphonenumber-js and stores it in E.164 (+903121234567).
 */
export const companyPhoneSchema = optionalFormatted(
  'Telefon',
  30,
  z.string().regex(/^\+?[0-9()\s.-]{7,}$/, { error: 'Geçerli bir Türkiye telefon numarası girin (ör. 0312 123 45 67)' }),
);

export const companyEmailSchema = optionalFormatted('E-posta', 254, z.string().toLowerCase().pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' })));

/** http(s) address; 'www.firma.com.tr' is taken as 'https://www.firma.com.tr'. */
export const websiteSchema = optionalFormatted(
  'Web sitesi',
  200,
  z
    .string()
    .transform((v) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Geçerli bir web adresi girin (ör. https://www.firma.com.tr)' })),
);

export const licenseCompanyInputSchema = z.object({
  name: requiredText('Firma adı', 200),
  taxNumber: taxNumberSchema,
  taxOffice: optionalText('Vergi dairesi', 120),
  companyGroupId: refIdSchema('Firma grubu').nullish().transform((v) => v ?? null),
  address: optionalText('Adres', 500, { multiline: true }),
  phone: companyPhoneSchema,
  email: companyEmailSchema,
  website: websiteSchema,
});
export type LicenseCompanyInput = z.infer<typeof licenseCompanyInputSchema>;
export const licenseCompanyEditSchema = licenseCompanyInputSchema.extend({ id: bodyIdSchema });

export const licenseCompanySchema = definitionRowSchema.extend({
  name: z.string(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  companyGroupId: z.number().int().nullable(),
  companyGroupName: z.string().nullable(),
  address: z.string().nullable(),
  /** E.164: +903121234567 */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type LicenseCompany = z.infer<typeof licenseCompanySchema>;

export const LicenseCompanySortKeys = ['name', 'taxNumber', 'companyGroupName', 'status'] as const;
export const licenseCompanyListQuerySchema = listQuerySchema(LicenseCompanySortKeys).extend({ companyGroupId: recordIdSchema.optional() });
