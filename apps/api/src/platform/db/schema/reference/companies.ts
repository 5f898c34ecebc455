// Licence companies (ruhsat-firma-tanimi): licence holders and plant-nutrition suppliers.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityColumns, idRef, listColumns, restrictFk, searchIndex } from './columns';
import { companyGroups } from './groups';

export const licenceCompanies = pgTable(
  'licence_companies',
  {
    ...identityColumns(),
    name: text('name').notNull(),
    /** Vergi kimlik numarası: 10 digits (11 for a sole trader's TC kimlik no). */
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    companyGroupId: idRef('company_group_id'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    ...listColumns(),
  },
  (t) => [
    uniqueIndex('licence_companies_name_uq').on(t.name),
    uniqueIndex('licence_companies_tax_number_uq').on(t.taxNumber),
    check('licence_companies_tax_number_chk', sql`${t.taxNumber} ~ '^[0-9]{10,11}$'`),
    restrictFk('licence_companies_company_group_fk', t.companyGroupId, companyGroups.id),
    index('licence_companies_company_group_idx').on(t.companyGroupId),
    searchIndex('licence_companies', t.searchText),
  ],
);

export type LicenceCompanyRow = typeof licenceCompanies.$inferSelect;
