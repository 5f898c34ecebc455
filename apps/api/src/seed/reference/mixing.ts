// SAMPLE reference data (Örnek veri): mixing compatibility of active substances and of
// sample products, after well-known label rules (e.g. captan and oils, sulphur and oils,
// ACCase graminicides and auxin herbicides). Illustrative, not an official list.
// The rows are data/mixing.json.
import { z } from 'zod';
import { MixingResult } from '../../platform/db';
import data from './data/mixing.json';

export interface SampleMixingPair {
  kind: 'licence' | 'active-substance';
  /** Licence numbers or substance names, in any order. */
  a: string;
  b: string;
  result: MixingResult;
  note: string;
}

const pairRow = z.strictObject({ kind: z.enum(['licence', 'active-substance']), a: z.string(), b: z.string(), result: z.enum(MixingResult), note: z.string() });

export const SAMPLE_MIXING_PAIRS: readonly SampleMixingPair[] = z.array(pairRow).parse(data.pairs);
