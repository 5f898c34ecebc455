// SAMPLE reference data (Örnek veri): units of measure used on Turkish labels.
// The rows are data/units.json.
import { z } from 'zod';
import { UnitKind } from '../../platform/db';
import data from './data/units.json';

export interface SampleUnit {
  name: string;
  symbol: string;
  kind: UnitKind;
  amountUnit: string;
  perQuantity: number | null;
  perUnit: string | null;
}

const unitRow = z.strictObject({
  name: z.string(),
  symbol: z.string(),
  kind: z.enum(UnitKind),
  amountUnit: z.string(),
  perQuantity: z.number().positive().nullable(),
  perUnit: z.string().nullable(),
});

export const SAMPLE_UNITS: readonly SampleUnit[] = z.array(unitRow).parse(data.units);
