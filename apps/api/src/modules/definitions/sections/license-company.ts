// ruhsat-firma-tanimi: licence holders and plant-nutrition suppliers (DESIGN.md §8 "licence company").
import {
  companyPhoneSchema,
  DefinitionSectionInfos,
  licenseCompanyEditSchema,
  licenseCompanyInputSchema,
  licenseCompanyListQuerySchema,
  licenseCompanySchema,
  type LicenseCompany,
  type LicenseCompanyInput,
} from '@portal/contracts';
import { eq, getTableColumns } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { companyGroups, licenceCompanies, licences, plantNutritionProducts } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { isoOf, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../../platform/crud';
import { usedBy } from './group-section';

export const PHONE_MESSAGE = 'Geçerli bir Türkiye telefon numarası girin (ör. 0312 123 45 67)';

/**
 * The contract's phone, checked against the full Turkish numbering plan (the contracts
 * import nothing but zod) and stored in E.164: '0312 123 45 67' → '+903121234567'.
 */
export const turkishPhoneSchema = companyPhoneSchema.transform((value, ctx) => {
  if (value === null) return null;
  const phone = parsePhoneNumberFromString(value, 'TR');
  if (!phone?.isValid() || phone.country !== 'TR') {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone.number as string;
});

const selection = { ...getTableColumns(licenceCompanies), companyGroupName: companyGroups.name };

export const licenseCompanySection: SectionSpec<LicenseCompany, LicenseCompanyInput, SelectionRow<typeof selection, 'companyGroupName'>> = {
  info: DefinitionSectionInfos['ruhsat-firma-tanimi'],
  access: referenceDataAccess,
  entity: 'license-company',
  path: 'license-company',
  tag: 'Tanımlar: Ruhsat Firması',
  table: licenceCompanies,
  itemSchema: licenseCompanySchema,
  inputSchema: licenseCompanyInputSchema.extend({ phone: turkishPhoneSchema }),
  editSchema: licenseCompanyEditSchema.extend({ phone: turkishPhoneSchema }),
  listQuerySchema: licenseCompanyListQuerySchema,
  selection,
  joins: (query) => query.leftJoin(companyGroups, eq(companyGroups.id, licenceCompanies.companyGroupId)),
  sortColumns: {
    name: { column: licenceCompanies.name, text: true },
    taxNumber: { column: licenceCompanies.taxNumber },
    companyGroupName: { column: companyGroups.name, text: true },
    status: { column: licenceCompanies.status },
  },
  defaultSort: 'name',
  filters: (query) => [query['companyGroupId'] ? eq(licenceCompanies.companyGroupId, Number(query['companyGroupId'])) : undefined],
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    taxNumber: r.taxNumber ?? null,
    taxOffice: r.taxOffice ?? null,
    companyGroupId: r.companyGroupId ?? null,
    companyGroupName: r.companyGroupName ?? null,
    address: r.address ?? null,
    phone: r.phone ?? null,
    email: r.email ?? null,
    website: r.website ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.company(input) }),
  toInput: ({ name, taxNumber, taxOffice, companyGroupId, address, phone, email, website }) => ({ name, taxNumber, taxOffice, companyGroupId, address, phone, email, website }),
  naturalKey: (input) => eq(licenceCompanies.name, input.name),
  naturalKeyText: (input) => input.name,
  label: (c) => c.name,
  constraints: {
    licence_companies_name_uq: { field: 'name', message: 'Bu adla kayıtlı bir firma zaten var' },
    licence_companies_tax_number_uq: { field: 'taxNumber', message: 'Bu vergi numarasıyla kayıtlı bir firma zaten var' },
    licence_companies_tax_number_chk: { field: 'taxNumber', message: 'Vergi numarası 10 ya da 11 haneli olmalıdır' },
    licence_companies_company_group_fk: { field: 'companyGroupId', message: 'Seçilen firma grubu bulunamadı' },
  },
  usages: [
    usedBy('ruhsat', licences, licences.companyId, licences.tradeName),
    usedBy('bitki besleme ürünü', plantNutritionProducts, plantNutritionProducts.companyId, plantNutritionProducts.name),
  ],
  columns: [
    { header: 'Firma Adı', field: 'name', kind: 'text', exportValue: (c) => c.name },
    { header: 'Vergi Numarası', field: 'taxNumber', kind: 'text', exportValue: (c) => c.taxNumber },
    { header: 'Vergi Dairesi', field: 'taxOffice', kind: 'text', exportValue: (c) => c.taxOffice },
    {
      header: 'Firma Grubu',
      field: 'companyGroupId',
      kind: 'ref',
      ref: { table: companyGroups, match: companyGroups.name, noun: 'firma grubu' },
      exportValue: (c) => c.companyGroupName,
    },
    { header: 'Adres', field: 'address', kind: 'text', exportValue: (c) => c.address },
    { header: 'Telefon', field: 'phone', kind: 'text', exportValue: (c) => c.phone },
    { header: 'E-posta', field: 'email', kind: 'text', exportValue: (c) => c.email },
    { header: 'Web Sitesi', field: 'website', kind: 'text', exportValue: (c) => c.website },
  ],
};
