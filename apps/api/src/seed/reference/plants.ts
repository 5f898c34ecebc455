// SAMPLE reference data (Örnek veri): real crops with their Latin names and EU product
// codes (Reg. (EC) No 396/2005 Annex I), which join the MRL products. The rows are data/plants.json.
import { z } from 'zod';
import data from './data/plants.json';

export interface SamplePlant {
  name: string;
  latinName: string;
  euCode: string;
  /** The MRL product's name (Annex I wording, in Turkish). */
  mrlName: string;
}

const plantRow = z.strictObject({ name: z.string(), latinName: z.string(), euCode: z.string().regex(/^\d{7}$/), mrlName: z.string().optional() });

export const SAMPLE_PLANTS: readonly SamplePlant[] = z
  .array(plantRow)
  .parse(data.plants)
  .map(({ mrlName, ...plant }) => ({ ...plant, mrlName: mrlName ?? plant.name }));
