// SAMPLE reference data (Örnek veri): formulation types, CropLife International codes
// with the Turkish names used on labels. The rows are data/formulations.json.
import { z } from 'zod';
import data from './data/formulations.json';

export interface SampleFormulation {
  code: string;
  name: string;
}

const formulationRow = z.strictObject({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string() });

export const SAMPLE_FORMULATIONS: readonly SampleFormulation[] = z.array(formulationRow).parse(data.formulations);
