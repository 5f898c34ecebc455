// Plant-nutrition products (bitki-besleme-urunleri): fertilisers and biostimulants.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityColumns, idRef, listColumns, restrictFk, searchIndex } from './columns';
import { licenceCompanies } from './companies';
import { unitsOfMeasure } from './units';

export const NutritionForm = ['liquid', 'soluble-powder', 'crystal', 'granule', 'suspension'] as const;
export type NutritionForm = (typeof NutritionForm)[number];

/** A declared component beyond the nutrient columns: hümik asit 12 %, serbest amino asit 10 %… */
export interface NutritionComponent {
  name: string;
  value: number;
  unit: '%' | 'g/L' | 'mg/kg';
}

/** Declared nutrient contents, % by weight, in the fertiliser regulation's oxide forms. */
const nutrientColumns = {
  /** Toplam azot (N) */
  nitrogen: 'nitrogen',
  /** Fosfor pentaoksit (P₂O₅) */
  phosphorusPentoxide: 'phosphorus_pentoxide',
  /** Potasyum oksit (K₂O) */
  potassiumOxide: 'potassium_oxide',
  calciumOxide: 'calcium_oxide',
  magnesiumOxide: 'magnesium_oxide',
  /** Kükürt trioksit (SO₃) */
  sulphurTrioxide: 'sulphur_trioxide',
  iron: 'iron',
  manganese: 'manganese',
  zinc: 'zinc',
  copper: 'copper',
  boron: 'boron',
  molybdenum: 'molybdenum',
} as const;

const percent = (name: string) => numeric(name, { precision: 7, scale: 3, mode: 'number' });

export const plantNutritionProducts = pgTable(
  'plant_nutrition_products',
  {
    ...identityColumns(),
    name: text('name').notNull(),
    companyId: idRef('company_id'),
    form: text('form', { enum: NutritionForm }).notNull(),
    /** Unit of the recommended dose (kg/da, L/da, g/100 L…). */
    unitId: idRef('unit_id'),
    doseMin: numeric('dose_min', { precision: 12, scale: 4, mode: 'number' }),
    doseMax: numeric('dose_max', { precision: 12, scale: 4, mode: 'number' }),
    nitrogen: percent(nutrientColumns.nitrogen),
    phosphorusPentoxide: percent(nutrientColumns.phosphorusPentoxide),
    potassiumOxide: percent(nutrientColumns.potassiumOxide),
    calciumOxide: percent(nutrientColumns.calciumOxide),
    magnesiumOxide: percent(nutrientColumns.magnesiumOxide),
    sulphurTrioxide: percent(nutrientColumns.sulphurTrioxide),
    iron: percent(nutrientColumns.iron),
    manganese: percent(nutrientColumns.manganese),
    zinc: percent(nutrientColumns.zinc),
    copper: percent(nutrientColumns.copper),
    boron: percent(nutrientColumns.boron),
    molybdenum: percent(nutrientColumns.molybdenum),
    otherComponents: jsonb('other_components').$type<NutritionComponent[]>().notNull().default([]),
    description: text('description'),
    ...listColumns(),
  },
  (t) => [
    uniqueIndex('plant_nutrition_products_name_uq').on(t.name),
    index('plant_nutrition_products_company_idx').on(t.companyId),
    check('plant_nutrition_products_form_chk', sql`${t.form} in ('liquid', 'soluble-powder', 'crystal', 'granule', 'suspension')`),
    check('plant_nutrition_products_dose_chk', sql`${t.doseMin} is null or ${t.doseMax} is null or (${t.doseMin} > 0 and ${t.doseMin} <= ${t.doseMax})`),
    check(
      'plant_nutrition_products_percent_chk',
      sql.raw(
        Object.values(nutrientColumns)
          .map((c) => `coalesce(${c}, 0) between 0 and 100`)
          .join(' and '),
      ),
    ),
    restrictFk('plant_nutrition_products_company_fk', t.companyId, licenceCompanies.id),
    restrictFk('plant_nutrition_products_unit_fk', t.unitId, unitsOfMeasure.id),
    searchIndex('plant_nutrition_products', t.searchText),
  ],
);

export type PlantNutritionProductRow = typeof plantNutritionProducts.$inferSelect;
