// ruhsat-grup-tanimi, aktif-madde-grup-tanimi, firma-grup-tanimi (DESIGN.md §8): three
// lists of the same shape, a name and a description; one set of schemas serves all three.
import { z } from 'zod';
import { definitionRowSchema, listQuerySchema, optionalText, requiredText, bodyIdSchema } from './common';

export const groupInputSchema = z.object({
  name: requiredText('Grup adı', 120),
  description: optionalText('Açıklama', 500, { multiline: true }),
});
export type GroupInput = z.infer<typeof groupInputSchema>;
export const groupEditSchema = groupInputSchema.extend({ id: bodyIdSchema });

export const groupSchema = definitionRowSchema.extend({
  name: z.string(),
  description: z.string().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

export const GroupSortKeys = ['name', 'description', 'status'] as const;
export const groupListQuerySchema = listQuerySchema(GroupSortKeys);

/** ruhsat-grup-tanimi: İnsektisit, Fungisit, Herbisit… */
export const licenseGroupInputSchema = groupInputSchema;
export const licenseGroupEditSchema = groupEditSchema;
export const licenseGroupSchema = groupSchema;
export const licenseGroupListQuerySchema = groupListQuerySchema;
export type LicenseGroup = Group;
export type LicenseGroupInput = GroupInput;

/** aktif-madde-grup-tanimi: chemical classes (Piretroitler, Strobilurinler…). */
export const activeSubstanceGroupInputSchema = groupInputSchema;
export const activeSubstanceGroupEditSchema = groupEditSchema;
export const activeSubstanceGroupSchema = groupSchema;
export const activeSubstanceGroupListQuerySchema = groupListQuerySchema;
export type ActiveSubstanceGroup = Group;
export type ActiveSubstanceGroupInput = GroupInput;

/** firma-grup-tanimi: yerli üreticiler, ithalatçılar… */
export const companyGroupInputSchema = groupInputSchema;
export const companyGroupEditSchema = groupEditSchema;
export const companyGroupSchema = groupSchema;
export const companyGroupListQuerySchema = groupListQuerySchema;
export type CompanyGroup = Group;
export type CompanyGroupInput = GroupInput;
