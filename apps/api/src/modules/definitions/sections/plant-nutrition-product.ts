// bitki-besleme-urunleri: plant-nutrition products (DESIGN.md §8 "Plant-nutrition product").
import {
  DefinitionSectionInfos,
  NutrientFields,
  NutritionFormLabels,
  componentsText,
  parseComponentsText,
  plantNutritionProductEditSchema,
  plantNutritionProductInputSchema,
  plantNutritionProductListQuerySchema,
  plantNutritionProductSchema,
  type NutrientKey,
  type PlantNutritionProduct,
  type PlantNutritionProductInput,
} from '@portal/contracts';
import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import { licenceCompanies, plantNutritionProducts, unitsOfMeasure } from '../../../platform/db';
import { matchesSearch, referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { isoOf, type ImportColumn, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../../platform/crud';

/** The nutrient fields of a row or an item; the `as` only restores the keys Object.fromEntries loses. */
const nutrientsOf = (source: Record<NutrientKey, number | null>) =>
  Object.fromEntries(NutrientFields.map((f) => [f.key, source[f.key]])) as Record<NutrientKey, number | null>;

const nutrientColumns: ImportColumn<PlantNutritionProduct>[] = NutrientFields.map((f) => ({
  header: f.header,
  field: f.key,
  kind: 'number',
  exportValue: (p) => p[f.key],
}));

const selection = {
  ...getTableColumns(plantNutritionProducts),
  companyName: licenceCompanies.name,
  unitSymbol: unitsOfMeasure.symbol,
};

// Company and unit are optional, so their left-joined columns may be null.
export const plantNutritionProductSection: SectionSpec<
  PlantNutritionProduct,
  PlantNutritionProductInput,
  SelectionRow<typeof selection, 'companyName' | 'unitSymbol'>
> = {
  info: DefinitionSectionInfos['bitki-besleme-urunleri'],
  access: referenceDataAccess,
  entity: 'plant-nutrition-product',
  path: 'plant-nutrition-product',
  tag: 'Tanımlar: Bitki besleme ürünü',
  table: plantNutritionProducts,
  itemSchema: plantNutritionProductSchema,
  inputSchema: plantNutritionProductInputSchema,
  editSchema: plantNutritionProductEditSchema,
  listQuerySchema: plantNutritionProductListQuerySchema,
  selection,
  joins: (q) =>
    q.leftJoin(licenceCompanies, eq(licenceCompanies.id, plantNutritionProducts.companyId)).leftJoin(unitsOfMeasure, eq(unitsOfMeasure.id, plantNutritionProducts.unitId)),
  sortColumns: {
    name: { column: plantNutritionProducts.name, text: true },
    companyName: { column: licenceCompanies.name, text: true },
    form: { column: plantNutritionProducts.form },
    nitrogen: { column: plantNutritionProducts.nitrogen },
    phosphorusPentoxide: { column: plantNutritionProducts.phosphorusPentoxide },
    potassiumOxide: { column: plantNutritionProducts.potassiumOxide },
    status: { column: plantNutritionProducts.status },
  },
  defaultSort: 'name',
  // Its own text (name, description) or its company's name: each branch has its trigram index.
  search: (term) =>
    or(
      matchesSearch(plantNutritionProducts.searchText, term),
      sql`${plantNutritionProducts.companyId} in (select ${licenceCompanies.id} from ${licenceCompanies} where ${matchesSearch(licenceCompanies.searchText, term)})`,
    )!,
  filters: (q) => [
    q['form'] !== undefined ? eq(plantNutritionProducts.form, q['form'] as PlantNutritionProduct['form']) : undefined,
    q['companyId'] !== undefined ? eq(plantNutritionProducts.companyId, Number(q['companyId'])) : undefined,
  ],
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    companyId: r.companyId,
    companyName: r.companyName ?? null,
    form: r.form,
    unitId: r.unitId,
    unitSymbol: r.unitSymbol ?? null,
    doseMin: r.doseMin,
    doseMax: r.doseMax,
    ...nutrientsOf(r),
    otherComponents: r.otherComponents,
    description: r.description ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.plantNutritionProduct(input) }),
  toInput: (p) => ({
    name: p.name,
    companyId: p.companyId,
    form: p.form,
    unitId: p.unitId,
    doseMin: p.doseMin,
    doseMax: p.doseMax,
    ...nutrientsOf(p),
    otherComponents: p.otherComponents,
    description: p.description,
  }),
  naturalKey: (input) => eq(plantNutritionProducts.name, input.name),
  naturalKeyText: (input) => input.name,
  label: (p) => p.name,
  constraints: {
    plant_nutrition_products_name_uq: { field: 'name', message: 'Bu adla kayıtlı bir bitki besleme ürünü zaten var' },
    plant_nutrition_products_form_chk: { field: 'form', message: 'Form Sıvı, Suda çözünür toz, Kristal, Granül ya da Süspansiyon olmalıdır' },
    plant_nutrition_products_dose_chk: { field: 'doseMax', message: 'Dozlar sıfırdan büyük olmalı; en çok doz en az dozdan küçük olamaz' },
    plant_nutrition_products_percent_chk: { field: 'nitrogen', message: 'Besin içerikleri 0 ile 100 arasında (%) olmalıdır' },
    plant_nutrition_products_company_fk: { field: 'companyId', message: 'Seçilen firma bulunamadı' },
    plant_nutrition_products_unit_fk: { field: 'unitId', message: 'Seçilen doz birimi bulunamadı' },
  },
  // Nothing refers to these yet; prescriptions will (their foreign keys then belong here).
  usages: [],
  columns: [
    { header: 'Ürün Adı', field: 'name', kind: 'text', exportValue: (p) => p.name },
    {
      header: 'Firma',
      field: 'companyId',
      kind: 'ref',
      ref: { table: licenceCompanies, match: licenceCompanies.name, noun: 'firma' },
      exportValue: (p) => p.companyName,
    },
    {
      header: 'Form',
      field: 'form',
      kind: 'enum',
      values: Object.fromEntries(Object.entries(NutritionFormLabels).map(([code, label]) => [label, code])),
      exportValue: (p) => NutritionFormLabels[p.form],
    },
    {
      header: 'Doz Birimi',
      field: 'unitId',
      kind: 'ref',
      ref: { table: unitsOfMeasure, match: unitsOfMeasure.symbol, noun: 'ölçü birimi' },
      exportValue: (p) => p.unitSymbol,
    },
    { header: 'En Az Doz', field: 'doseMin', kind: 'number', exportValue: (p) => p.doseMin },
    { header: 'En Çok Doz', field: 'doseMax', kind: 'number', exportValue: (p) => p.doseMax },
    ...nutrientColumns,
    {
      header: 'Diğer Bileşenler',
      field: 'otherComponents',
      kind: 'custom',
      // 'Hümik asit 12 %; Amino asit 10 %'; an unreadable part throws its Turkish message.
      parse: (text) => parseComponentsText(text),
      exportValue: (p) => (p.otherComponents.length ? componentsText(p.otherComponents) : null),
    },
    { header: 'Açıklama', field: 'description', kind: 'text', exportValue: (p) => p.description },
  ],
};
