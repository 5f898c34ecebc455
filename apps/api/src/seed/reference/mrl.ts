// SAMPLE reference data (Örnek veri): MRL products (from the sample plants' EU codes),
// MRL substances (residue definitions) and maximum residue limits.
//
// THE LIMITS ARE ILLUSTRATIVE, NOT REGULATORY: plausible magnitudes chosen so the
// prescription checks have data to work on. They are not the values of the Turkish Food
// Codex MRL regulation, nor of Reg. (EC) No 396/2005, and must not be used for decisions.
// The limits are data/mrl.json; the MRL products and substances follow from the plants and substances.
import { z } from 'zod';
import { SAMPLE_ACTIVE_SUBSTANCES } from './active-substances';
import data from './data/mrl.json';
import { SAMPLE_PLANTS } from './plants';

export interface SampleMrlProduct {
  name: string;
  code: string;
  subCode: string | null;
}

export interface SampleMrlRate {
  /** A plant name of SAMPLE_PLANTS (its EU code picks the MRL product). */
  plant: string;
  substance: string;
  /** mg/kg */
  rate: number;
  date: string;
  market: string;
  expired: boolean;
  description: string;
}

export const SAMPLE_MRL_PRODUCTS: readonly SampleMrlProduct[] = SAMPLE_PLANTS.map((p) => ({ name: p.mrlName, code: p.euCode, subCode: null }));

export const SAMPLE_MRL_ACTIVE_SUBSTANCES: readonly string[] = [
  ...new Set(SAMPLE_ACTIVE_SUBSTANCES.flatMap((s) => (s.mrlName ? [s.mrlName] : []))),
];

const rateRow = z.strictObject({ plant: z.string(), substance: z.string(), rate: z.number().positive(), date: z.iso.date(), market: z.string().regex(/^[A-Z]{2}$/), expired: z.boolean(), description: z.string() });
const file = z
  .object({
    trDate: z.iso.date(),
    trDescription: z.string(),
    /** MRL substance → [plant, mg/kg]: the TR market's limits in force. */
    trLimits: z.record(z.string(), z.array(z.tuple([z.string(), z.number().positive()]))),
    /** Replaced (expired) limits and export-market limits. */
    otherRates: z.array(rateRow),
  })
  .parse(data);

export const SAMPLE_MRL_RATES: readonly SampleMrlRate[] = [
  ...Object.entries(file.trLimits).flatMap(([substance, limits]) =>
    limits.map(([plant, rate]) => ({ plant, substance, rate, date: file.trDate, market: 'TR', expired: false, description: file.trDescription })),
  ),
  ...file.otherRates,
];
