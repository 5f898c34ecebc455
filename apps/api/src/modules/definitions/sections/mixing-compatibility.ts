// karisabilirlik: pairs of licensed products or of active substances → compatible /
// incompatible / caution (DESIGN.md §8 "Mixing compatibility"). A pair is stored once,
// smaller id first (canonicalPair), whichever order the input names it in.
import {
  DefinitionSectionInfos,
  MixingPairKindLabel,
  MixingResultLabel,
  mixingCompatibilityEditSchema,
  mixingCompatibilityInputSchema,
  mixingCompatibilityListQuerySchema,
  mixingCompatibilitySchema,
  type MixingCompatibility,
  type MixingCompatibilityInput,
} from '@portal/contracts';
import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activeSubstances, licences, mixingCompatibility } from '../../../platform/db';
import { canonicalPair } from '../../../platform/db/schema/reference/mixing-compatibility';
import { matchesSearch, referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { isoOf, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../../platform/crud';

const licenceA = alias(licences, 'licence_a');
const licenceB = alias(licences, 'licence_b');
const substanceA = alias(activeSubstances, 'substance_a');
const substanceB = alias(activeSubstances, 'substance_b');

const aName = sql<string>`coalesce(${licenceA.tradeName}, ${substanceA.name})`;
const bName = sql<string>`coalesce(${licenceB.tradeName}, ${substanceB.name})`;

/** The pair's two ids, smaller first, and their columns. */
function pairOf(input: MixingCompatibilityInput) {
  const licence = input.pairKind === 'licence';
  const [a, b] = canonicalPair(
    Number(licence ? input.licenceAId : input.activeSubstanceAId),
    Number(licence ? input.licenceBId : input.activeSubstanceBId),
  );
  const columns = licence ? ([mixingCompatibility.licenceAId, mixingCompatibility.licenceBId] as const) : ([mixingCompatibility.activeSubstanceAId, mixingCompatibility.activeSubstanceBId] as const);
  return { licence, a, b, columns };
}

/** A record id on either side of the pair. */
const eitherSide = (aColumn: typeof mixingCompatibility.licenceAId, bColumn: typeof mixingCompatibility.licenceBId, id: number): SQL =>
  or(eq(aColumn, id), eq(bColumn, id))!;

/** Own note, or either record's searchable text: IN-subqueries, so each branch can use its table's trigram index. */
function searchPairs(term: string) {
  const licencesLike = sql`(select ${licences.id} from ${licences} where ${matchesSearch(licences.searchText, term)})`;
  const substancesLike = sql`(select ${activeSubstances.id} from ${activeSubstances} where ${matchesSearch(activeSubstances.searchText, term)})`;
  return or(
    matchesSearch(mixingCompatibility.searchText, term),
    sql`${mixingCompatibility.licenceAId} in ${licencesLike}`,
    sql`${mixingCompatibility.licenceBId} in ${licencesLike}`,
    sql`${mixingCompatibility.activeSubstanceAId} in ${substancesLike}`,
    sql`${mixingCompatibility.activeSubstanceBId} in ${substancesLike}`,
  )!;
}

const enumValues = (labels: Record<string, string>) => Object.fromEntries(Object.entries(labels).map(([code, label]) => [label, code]));

const selection = {
  ...getTableColumns(mixingCompatibility),
  aName: aName.as('a_name'),
  bName: bName.as('b_name'),
  licenceANumber: licenceA.licenceNumber,
  licenceBNumber: licenceB.licenceNumber,
};

// A substance pair joins no licence, so the licence numbers may be null; the names are not,
// as mixing_compatibility_pair_chk fills both ids of the pair's kind.
export const mixingCompatibilitySection: SectionSpec<
  MixingCompatibility,
  MixingCompatibilityInput,
  SelectionRow<typeof selection, 'licenceANumber' | 'licenceBNumber'>
> = {
  info: DefinitionSectionInfos.karisabilirlik,
  access: referenceDataAccess,
  entity: 'mixing-compatibility',
  path: 'mixing-compatibility',
  tag: 'Tanımlar: Karışabilirlik',
  table: mixingCompatibility,
  itemSchema: mixingCompatibilitySchema,
  inputSchema: mixingCompatibilityInputSchema,
  editSchema: mixingCompatibilityEditSchema,
  listQuerySchema: mixingCompatibilityListQuerySchema,
  selection,
  joins: (q) =>
    q
      .leftJoin(licenceA, eq(licenceA.id, mixingCompatibility.licenceAId))
      .leftJoin(licenceB, eq(licenceB.id, mixingCompatibility.licenceBId))
      .leftJoin(substanceA, eq(substanceA.id, mixingCompatibility.activeSubstanceAId))
      .leftJoin(substanceB, eq(substanceB.id, mixingCompatibility.activeSubstanceBId)),
  sortColumns: {
    aName: { column: aName, text: true },
    bName: { column: bName, text: true },
    pairKind: { column: mixingCompatibility.pairKind },
    result: { column: mixingCompatibility.result },
    status: { column: mixingCompatibility.status },
  },
  defaultSort: 'aName',
  search: searchPairs,
  filters: (q) => [
    q['pairKind'] === undefined ? undefined : eq(mixingCompatibility.pairKind, q['pairKind'] as MixingCompatibility['pairKind']),
    q['result'] === undefined ? undefined : eq(mixingCompatibility.result, q['result'] as MixingCompatibility['result']),
    q['licenceId'] === undefined ? undefined : eitherSide(mixingCompatibility.licenceAId, mixingCompatibility.licenceBId, Number(q['licenceId'])),
    q['activeSubstanceId'] === undefined
      ? undefined
      : eitherSide(mixingCompatibility.activeSubstanceAId, mixingCompatibility.activeSubstanceBId, Number(q['activeSubstanceId'])),
  ],
  toItem: (r) => ({
    id: r.id,
    pairKind: r.pairKind,
    licenceAId: r.licenceAId,
    licenceBId: r.licenceBId,
    activeSubstanceAId: r.activeSubstanceAId,
    activeSubstanceBId: r.activeSubstanceBId,
    aName: r.aName,
    bName: r.bName,
    licenceANumber: r.licenceANumber ?? null,
    licenceBNumber: r.licenceBNumber ?? null,
    result: r.result,
    note: r.note ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => {
    const { licence, a, b } = pairOf(input);
    return {
      pairKind: input.pairKind,
      licenceAId: licence ? a : null,
      licenceBId: licence ? b : null,
      activeSubstanceAId: licence ? null : a,
      activeSubstanceBId: licence ? null : b,
      result: input.result,
      note: input.note,
      searchText: referenceSearchText.mixing(input),
    };
  },
  toInput: (m) => ({
    pairKind: m.pairKind,
    licenceAId: m.licenceAId,
    licenceBId: m.licenceBId,
    activeSubstanceAId: m.activeSubstanceAId,
    activeSubstanceBId: m.activeSubstanceBId,
    result: m.result,
    note: m.note,
  }),
  naturalKey: (input) => {
    const { a, b, columns } = pairOf(input);
    return and(eq(mixingCompatibility.pairKind, input.pairKind), eq(columns[0], a), eq(columns[1], b))!;
  },
  naturalKeyText: (input) => {
    const { a, b } = pairOf(input);
    return `${input.pairKind}:${a}:${b}`;
  },
  // An import row has only ids; the list's items have the names.
  label: (m) => {
    if ('aName' in m) return `${m.aName} + ${m.bName}`;
    const { licence, a, b } = pairOf(m);
    return licence ? `Ruhsat #${a} + ruhsat #${b}` : `Aktif madde #${a} + aktif madde #${b}`;
  },
  constraints: {
    mixing_compatibility_pair_chk: { field: 'pairKind', message: 'Karışım çifti türüne uygun iki farklı kayıttan oluşmalıdır' },
    mixing_compatibility_result_chk: { field: 'result', message: 'Sonuç Karışabilir, Karışamaz ya da Dikkatli karıştırılmalı olmalıdır' },
    mixing_compatibility_licence_pair_uq: { field: 'licenceBId', message: 'Bu iki ruhsat için bir karışım kaydı zaten var' },
    mixing_compatibility_substance_pair_uq: { field: 'activeSubstanceBId', message: 'Bu iki aktif madde için bir karışım kaydı zaten var' },
    mixing_compatibility_licence_a_fk: { field: 'licenceAId', message: 'Seçilen ruhsat bulunamadı' },
    mixing_compatibility_licence_b_fk: { field: 'licenceBId', message: 'Seçilen ruhsat bulunamadı' },
    mixing_compatibility_substance_a_fk: { field: 'activeSubstanceAId', message: 'Seçilen aktif madde bulunamadı' },
    mixing_compatibility_substance_b_fk: { field: 'activeSubstanceBId', message: 'Seçilen aktif madde bulunamadı' },
  },
  // Nothing refers to a pair.
  usages: [],
  // A pair names its records in the columns of its kind; the other kind's two stay empty.
  columns: [
    { header: 'Tür', field: 'pairKind', kind: 'enum', values: enumValues(MixingPairKindLabel), exportValue: (m) => MixingPairKindLabel[m.pairKind] },
    {
      header: 'Birinci Ruhsat No',
      field: 'licenceAId',
      kind: 'ref',
      ref: { table: licences, match: licences.licenceNumber, noun: 'ruhsat' },
      exportValue: (m) => m.licenceANumber,
    },
    {
      header: 'İkinci Ruhsat No',
      field: 'licenceBId',
      kind: 'ref',
      ref: { table: licences, match: licences.licenceNumber, noun: 'ruhsat' },
      exportValue: (m) => m.licenceBNumber,
    },
    {
      header: 'Birinci Aktif Madde',
      field: 'activeSubstanceAId',
      kind: 'ref',
      ref: { table: activeSubstances, match: activeSubstances.name, noun: 'aktif madde' },
      exportValue: (m) => (m.pairKind === 'active-substance' ? m.aName : null),
    },
    {
      header: 'İkinci Aktif Madde',
      field: 'activeSubstanceBId',
      kind: 'ref',
      ref: { table: activeSubstances, match: activeSubstances.name, noun: 'aktif madde' },
      exportValue: (m) => (m.pairKind === 'active-substance' ? m.bName : null),
    },
    { header: 'Sonuç', field: 'result', kind: 'enum', values: enumValues(MixingResultLabel), exportValue: (m) => MixingResultLabel[m.result] },
    { header: 'Not', field: 'note', kind: 'text', exportValue: (m) => m.note },
  ],
};
