// SAMPLE reference data (Örnek veri): plant-nutrition products. The compositions are the
// usual ones of these fertiliser types; the brand names (Yeşilova, Toprakana) and the
// companies are INVENTED. Doses are illustrative. The rows are data/plant-nutrition.json.
import { z } from 'zod';
import { NutritionForm, type NutritionComponent } from '../../platform/db';
import data from './data/plant-nutrition.json';

const Nutrient = ['nitrogen', 'phosphorusPentoxide', 'potassiumOxide', 'calciumOxide', 'magnesiumOxide', 'sulphurTrioxide', 'iron', 'manganese', 'zinc', 'copper', 'boron', 'molybdenum'] as const;

export interface SampleNutritionProduct {
  name: string;
  company: string;
  form: NutritionForm;
  /** Unit symbol of SAMPLE_UNITS. */
  unit: string;
  doseMin: number;
  doseMax: number;
  /** % by weight. */
  nutrients: Partial<Record<(typeof Nutrient)[number], number>>;
  otherComponents?: NutritionComponent[];
  description: string;
}

const percent = z.number().positive().max(100);
const productRow = z.strictObject({
  name: z.string(),
  company: z.string(),
  form: z.enum(NutritionForm),
  unit: z.string(),
  doseMin: z.number().positive(),
  doseMax: z.number().positive(),
  nutrients: z.partialRecord(z.enum(Nutrient), percent),
  otherComponents: z.array(z.strictObject({ name: z.string(), value: z.number().positive(), unit: z.enum(['%', 'g/L', 'mg/kg']) })).optional(),
  description: z.string(),
});

export const SAMPLE_NUTRITION_PRODUCTS: readonly SampleNutritionProduct[] = z.array(productRow).parse(data.products);
