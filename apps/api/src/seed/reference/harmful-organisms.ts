// SAMPLE reference data (Örnek veri): real pests, diseases and weeds of Turkish crops.
// The rows are data/harmful-organisms.json, one list per type.
import { HarmfulOrganismType } from '@portal/contracts';
import { z } from 'zod';
import data from './data/harmful-organisms.json';

export interface SampleHarmfulOrganism {
  name: string;
  latinName: string;
  type: HarmfulOrganismType;
}

const organisms = z.array(z.strictObject({ name: z.string(), latinName: z.string() }));
const file = z.object({ pests: organisms, diseases: organisms, weeds: organisms }).parse(data);
const typed = (rows: z.infer<typeof organisms>, type: HarmfulOrganismType) => rows.map((row) => ({ ...row, type }));

export const SAMPLE_HARMFUL_ORGANISMS: readonly SampleHarmfulOrganism[] = [
  ...typed(file.pests, HarmfulOrganismType.Harmful),
  ...typed(file.diseases, HarmfulOrganismType.Disease),
  ...typed(file.weeds, HarmfulOrganismType.Weed),
];
