// olcu-birimi: units of measure (ml/da, g/100 L su, g/L, kg…; DESIGN.md §8).
import {
  DefinitionSectionInfos,
  UnitKindLabel,
  UnitKinds,
  unitEditSchema,
  unitInputSchema,
  unitListQuerySchema,
  unitSchema,
  type Unit,
  type UnitInput,
  type UnitKind,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { licenceActiveSubstances, licenceDetails, plantNutritionProducts, unitsOfMeasure } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../../platform/crud';
import { licenceNameOf, usedBy } from './group-section';

/** Import cells: the Turkish label ('Alana göre doz') or the code ('dose-area'). */
const kindValues = Object.fromEntries(UnitKinds.map((k) => [UnitKindLabel[k], k]));

/** The kind's Turkish label in SQL, so the list sorts by what it shows (constants only, no input). */
const kindLabelSql = sql`(case ${unitsOfMeasure.kind} ${sql.raw(UnitKinds.map((k) => `when '${k}' then '${UnitKindLabel[k]}'`).join(' '))} end)`;

export const unitSection: SectionSpec<Unit, UnitInput, typeof unitsOfMeasure.$inferSelect> = {
  info: DefinitionSectionInfos['olcu-birimi'],
  access: referenceDataAccess,
  entity: 'unit',
  path: 'unit',
  tag: 'Tanımlar: Ölçü Birimi',
  table: unitsOfMeasure,
  itemSchema: unitSchema,
  inputSchema: unitInputSchema,
  editSchema: unitEditSchema,
  listQuerySchema: unitListQuerySchema,
  sortColumns: {
    name: { column: unitsOfMeasure.name, text: true },
    symbol: { column: unitsOfMeasure.symbol, text: true },
    kind: { column: kindLabelSql, text: true },
    amountUnit: { column: unitsOfMeasure.amountUnit, text: true },
    status: { column: unitsOfMeasure.status },
  },
  defaultSort: 'name',
  filters: (query) => [query['kind'] ? eq(unitsOfMeasure.kind, query['kind'] as UnitKind) : undefined],
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    symbol: r.symbol,
    kind: r.kind,
    amountUnit: r.amountUnit,
    perQuantity: r.perQuantity ?? null,
    perUnit: r.perUnit ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.unit(input) }),
  toInput: ({ name, symbol, kind, amountUnit, perQuantity, perUnit }) => ({ name, symbol, kind, amountUnit, perQuantity, perUnit }),
  naturalKey: (input) => eq(unitsOfMeasure.symbol, input.symbol),
  naturalKeyText: (input) => input.symbol,
  label: (u) => u.symbol,
  constraints: {
    units_of_measure_symbol_uq: { field: 'symbol', message: 'Bu sembolle kayıtlı bir ölçü birimi zaten var' },
    units_of_measure_kind_chk: { field: 'kind', message: 'Geçerli bir birim türü seçin' },
    units_of_measure_basis_chk: { field: 'perQuantity', message: 'Temel miktar ve temel birim birlikte girilmelidir; temel miktar sıfırdan büyük olmalıdır' },
    units_of_measure_area_basis_chk: { field: 'perUnit', message: 'Alana göre dozun temel birimi da ya da ha olmalıdır' },
  },
  usages: [
    usedBy('ruhsat detayı', licenceDetails, licenceDetails.doseUnitId, licenceNameOf(licenceDetails.licenceId)),
    usedBy('ruhsat aktif maddesi', licenceActiveSubstances, licenceActiveSubstances.unitId, licenceNameOf(licenceActiveSubstances.licenceId)),
    usedBy('bitki besleme ürünü', plantNutritionProducts, plantNutritionProducts.unitId, plantNutritionProducts.name),
  ],
  columns: [
    { header: 'Sembol', field: 'symbol', kind: 'text', exportValue: (u) => u.symbol },
    { header: 'Birim Adı', field: 'name', kind: 'text', exportValue: (u) => u.name },
    { header: 'Tür', field: 'kind', kind: 'enum', values: kindValues, exportValue: (u) => UnitKindLabel[u.kind] },
    { header: 'Miktar Birimi', field: 'amountUnit', kind: 'text', exportValue: (u) => u.amountUnit },
    { header: 'Temel Miktar', field: 'perQuantity', kind: 'number', exportValue: (u) => u.perQuantity },
    { header: 'Temel Birim', field: 'perUnit', kind: 'text', exportValue: (u) => u.perUnit },
  ],
};
