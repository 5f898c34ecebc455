// aktif-madde-tanimi: active substances (DESIGN.md §8 "Active substance"). Our addition: the
// spec keeps activeSubstanceList but its section list names no screen for it.
import {
  DefinitionSectionInfos,
  MoaSchemes,
  activeSubstanceEditSchema,
  activeSubstanceInputSchema,
  activeSubstanceListQuerySchema,
  activeSubstanceSchema,
  type ActiveSubstance,
  type ActiveSubstanceInput,
} from '@portal/contracts';
import { count, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activeSubstanceGroups, activeSubstances, licenceActiveSubstances, licences, mixingCompatibility, mrlActiveSubstances } from '../../../platform/db';
import { matchesSearch, referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { aliasesColumn } from './aliases-column';
import { isoOf, yesNo, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../../platform/crud';

const otherSubstance = alias(activeSubstances, 'other_substance');

const selection = {
  ...getTableColumns(activeSubstances),
  activeSubstanceGroupName: activeSubstanceGroups.name,
  mrlActiveSubstanceName: mrlActiveSubstances.name,
};

export const activeSubstanceSection: SectionSpec<
  ActiveSubstance,
  ActiveSubstanceInput,
  SelectionRow<typeof selection, 'activeSubstanceGroupName' | 'mrlActiveSubstanceName'>
> = {
  info: DefinitionSectionInfos['aktif-madde-tanimi'],
  access: referenceDataAccess,
  entity: 'active-substance',
  path: 'active-substance',
  tag: 'Tanımlar: Aktif madde',
  table: activeSubstances,
  itemSchema: activeSubstanceSchema,
  inputSchema: activeSubstanceInputSchema,
  editSchema: activeSubstanceEditSchema,
  listQuerySchema: activeSubstanceListQuerySchema,
  selection,
  joins: (q) =>
    q
      .leftJoin(activeSubstanceGroups, eq(activeSubstanceGroups.id, activeSubstances.activeSubstanceGroupId))
      .leftJoin(mrlActiveSubstances, eq(mrlActiveSubstances.id, activeSubstances.mrlActiveSubstanceId)),
  sortColumns: {
    name: { column: activeSubstances.name, text: true },
    casNumber: { column: activeSubstances.casNumber },
    activeSubstanceGroupName: { column: activeSubstanceGroups.name, text: true },
    moaCode: { column: sql`${activeSubstances.moaScheme} || ' ' || ${activeSubstances.moaCode}` },
    prescriptionRequired: { column: activeSubstances.prescriptionRequired },
    mrlActiveSubstanceName: { column: mrlActiveSubstances.name, text: true },
    status: { column: activeSubstances.status },
  },
  defaultSort: 'name',
  // Its own text (name, CAS, MoA) or its group's name: each branch has its trigram index.
  search: (term) =>
    or(
      matchesSearch(activeSubstances.searchText, term),
      sql`${activeSubstances.activeSubstanceGroupId} in (select ${activeSubstanceGroups.id} from ${activeSubstanceGroups} where ${matchesSearch(activeSubstanceGroups.searchText, term)})`,
    )!,
  filters: (q) => [
    q['activeSubstanceGroupId'] !== undefined ? eq(activeSubstances.activeSubstanceGroupId, Number(q['activeSubstanceGroupId'])) : undefined,
    q['prescriptionRequired'] !== undefined ? eq(activeSubstances.prescriptionRequired, Boolean(q['prescriptionRequired'])) : undefined,
  ],
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    casNumber: r.casNumber ?? null,
    activeSubstanceGroupId: r.activeSubstanceGroupId,
    activeSubstanceGroupName: r.activeSubstanceGroupName ?? null,
    moaScheme: r.moaScheme ?? null,
    moaCode: r.moaCode ?? null,
    prescriptionRequired: r.prescriptionRequired,
    lowRisk: r.lowRisk,
    mrlActiveSubstanceId: r.mrlActiveSubstanceId,
    mrlActiveSubstanceName: r.mrlActiveSubstanceName ?? null,
    mrlExempt: r.mrlExempt,
    aliases: r.aliases,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.activeSubstance(input) }),
  toInput: ({ name, casNumber, activeSubstanceGroupId, moaScheme, moaCode, prescriptionRequired, lowRisk, mrlActiveSubstanceId, mrlExempt, aliases }) => ({
    name,
    casNumber,
    activeSubstanceGroupId,
    moaScheme,
    moaCode,
    prescriptionRequired,
    lowRisk,
    mrlActiveSubstanceId,
    mrlExempt,
    aliases: aliases ?? [],
  }),
  naturalKey: (input) => eq(activeSubstances.name, input.name),
  naturalKeyText: (input) => input.name,
  label: (a) => a.name,
  constraints: {
    active_substances_name_uq: { field: 'name', message: 'Bu adla kayıtlı bir aktif madde zaten var' },
    active_substances_cas_number_uq: { field: 'casNumber', message: 'Bu CAS numarasıyla kayıtlı bir aktif madde zaten var' },
    active_substances_cas_number_chk: { field: 'casNumber', message: 'CAS numarası NNNNNNN-NN-N biçiminde olmalıdır (ör. 71751-41-2)' },
    active_substances_moa_chk: { field: 'moaCode', message: 'Etki mekanizması sınıflandırması (FRAC, IRAC, HRAC) ve kodu birlikte girilmelidir' },
    active_substances_group_fk: { field: 'activeSubstanceGroupId', message: 'Seçilen aktif madde grubu bulunamadı' },
    active_substances_mrl_substance_fk: { field: 'mrlActiveSubstanceId', message: 'Seçilen MRL aktif maddesi bulunamadı' },
  },
  usages: [
    {
      label: 'ruhsat',
      find: async (db, id) => {
        const where = eq(licenceActiveSubstances.activeSubstanceId, id);
        const [c] = await db.select({ n: count() }).from(licenceActiveSubstances).where(where);
        const [ex] = await db
          .select({ name: licences.tradeName })
          .from(licenceActiveSubstances)
          .innerJoin(licences, eq(licences.id, licenceActiveSubstances.licenceId))
          .where(where)
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex?.name };
      },
    },
    {
      label: 'karışabilirlik kaydı',
      find: async (db, id) => {
        const where = or(eq(mixingCompatibility.activeSubstanceAId, id), eq(mixingCompatibility.activeSubstanceBId, id));
        const [c] = await db.select({ n: count() }).from(mixingCompatibility).where(where);
        // The pair's other substance names the example: 'Abamectin ile'.
        const [ex] = await db
          .select({ name: otherSubstance.name })
          .from(mixingCompatibility)
          .innerJoin(
            otherSubstance,
            sql`${otherSubstance.id} = case when ${mixingCompatibility.activeSubstanceAId} = ${id} then ${mixingCompatibility.activeSubstanceBId} else ${mixingCompatibility.activeSubstanceAId} end`,
          )
          .where(where)
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex ? `${ex.name} ile` : null };
      },
    },
  ],
  columns: [
    { header: 'Aktif Madde Adı', field: 'name', kind: 'text', exportValue: (a) => a.name },
    { header: 'CAS Numarası', field: 'casNumber', kind: 'text', exportValue: (a) => a.casNumber },
    {
      header: 'Aktif Madde Grubu',
      field: 'activeSubstanceGroupId',
      kind: 'ref',
      ref: { table: activeSubstanceGroups, match: activeSubstanceGroups.name, noun: 'aktif madde grubu' },
      exportValue: (a) => a.activeSubstanceGroupName,
    },
    {
      header: 'Etki Mekanizması Sınıflandırması',
      field: 'moaScheme',
      kind: 'enum',
      values: Object.fromEntries(MoaSchemes.map((s) => [s, s])),
      exportValue: (a) => a.moaScheme,
    },
    { header: 'Etki Mekanizması Kodu', field: 'moaCode', kind: 'text', exportValue: (a) => a.moaCode },
    { header: 'B-Reçete Gerekli', field: 'prescriptionRequired', kind: 'boolean', exportValue: (a) => yesNo(a.prescriptionRequired) },
    { header: 'Biyolojik / Düşük Riskli', field: 'lowRisk', kind: 'boolean', exportValue: (a) => yesNo(a.lowRisk) },
    {
      header: 'MRL Aktif Maddesi',
      field: 'mrlActiveSubstanceId',
      kind: 'ref',
      ref: { table: mrlActiveSubstances, match: mrlActiveSubstances.name, noun: 'MRL aktif maddesi' },
      exportValue: (a) => a.mrlActiveSubstanceName,
    },
    { header: 'MRL Muaf (Ek IV)', field: 'mrlExempt', kind: 'boolean', exportValue: (a) => yesNo(a.mrlExempt) },
    aliasesColumn<ActiveSubstance>(),
  ],
};
