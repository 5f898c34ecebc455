// SAMPLE reference data (Örnek veri): real active substances with their CAS numbers,
// chemical groups and IRAC / FRAC / HRAC mode-of-action groups. The
// prescriptionRequired flags are illustrative, not the official B-Reçete risk list; the
// low-risk ones are substances allowed in organic farming (Reg. (EU) 2021/1165 Annex I).
// The rows are data/active-substances.json; a flag the file leaves out is false.
import { z } from 'zod';
import { MoaScheme } from '../../platform/db';
import data from './data/active-substances.json';

export interface SampleActiveSubstance {
  name: string;
  casNumber: string;
  group: string;
  moa: [MoaScheme, string] | null;
  prescriptionRequired: boolean;
  /** The MRL substance (residue definition) it joins; null: none. */
  mrlName: string | null;
  /** Needs no MRL (Reg. (EC) No 396/2005 Annex IV: paraffin oil, sulphur, Bacillus thuringiensis). */
  mrlExempt: boolean;
  /** Biological or low-risk: search's "biyolojik / düşük riskli" filter. */
  lowRisk: boolean;
}

const substanceRow = z.strictObject({
  name: z.string(),
  casNumber: z.string().regex(/^\d{2,7}-\d{2}-\d$/),
  group: z.string(),
  moa: z.tuple([z.enum(MoaScheme), z.string()]).nullable(),
  prescriptionRequired: z.boolean().default(false),
  /** Absent: the substance's own name. */
  mrlName: z.string().nullable().optional(),
  mrlExempt: z.boolean().default(false),
  lowRisk: z.boolean().default(false),
});

export const SAMPLE_ACTIVE_SUBSTANCES: readonly SampleActiveSubstance[] = z
  .array(substanceRow)
  .parse(data.substances)
  .map(({ mrlName, ...substance }) => ({ ...substance, mrlName: mrlName === undefined ? substance.name : mrlName }));
