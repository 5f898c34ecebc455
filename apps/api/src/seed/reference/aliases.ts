// SAMPLE reference data (Örnek veri): the other names search finds the sample plants, harmful
// organisms and active substances by. The rows are data/aliases.json, keyed by the record's name.
import { z } from 'zod';
import data from './data/aliases.json';

const byName = z.record(z.string(), z.array(z.string().min(1)));
const file = z.object({ note: z.string(), activeSubstances: byName, plants: byName, harmfulOrganisms: byName }).parse(data);

export type AliasKind = 'activeSubstances' | 'plants' | 'harmfulOrganisms';

export const SAMPLE_ALIASES: Readonly<Record<AliasKind, Readonly<Record<string, readonly string[]>>>> = file;

/** The sample aliases of a record (none: []). */
export const sampleAliases = (kind: AliasKind, name: string): string[] => [...(SAMPLE_ALIASES[kind][name] ?? [])];
