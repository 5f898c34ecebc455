// The three grouping lists: licence groups (ruhsat-grup-tanimi: insektisit, fungisit…),
// active-substance groups (aktif-madde-grup-tanimi: chemical classes) and company groups
// (firma-grup-tanimi).
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityColumns, listColumns, searchIndex } from './columns';

export const licenceGroups = pgTable(
  'licence_groups',
  {
    ...identityColumns(),
    /** İnsektisit, Fungisit, Herbisit, Akarisit… */
    name: text('name').notNull(),
    description: text('description'),
    ...listColumns(),
  },
  (t) => [uniqueIndex('licence_groups_name_uq').on(t.name), searchIndex('licence_groups', t.searchText)],
);

export const activeSubstanceGroups = pgTable(
  'active_substance_groups',
  {
    ...identityColumns(),
    /** Chemical class: Avermektinler, Strobilurinler (QoI), Sülfonilüreler… */
    name: text('name').notNull(),
    description: text('description'),
    ...listColumns(),
  },
  (t) => [uniqueIndex('active_substance_groups_name_uq').on(t.name), searchIndex('active_substance_groups', t.searchText)],
);

export const companyGroups = pgTable(
  'company_groups',
  {
    ...identityColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...listColumns(),
  },
  (t) => [uniqueIndex('company_groups_name_uq').on(t.name), searchIndex('company_groups', t.searchText)],
);

export type LicenceGroupRow = typeof licenceGroups.$inferSelect;
export type ActiveSubstanceGroupRow = typeof activeSubstanceGroups.$inferSelect;
export type CompanyGroupRow = typeof companyGroups.$inferSelect;
