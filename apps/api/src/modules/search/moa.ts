// A substance's mode-of-action group as the filters name it: `IRAC 4A` (scheme and code, both
// stored upper case; null when the substance has none).
import { sql, type SQL } from 'drizzle-orm';
import { activeSubstances } from '../../platform/db';

export const moaOf = (s: typeof activeSubstances = activeSubstances): SQL<string | null> => sql<string | null>`${s.moaScheme} || ' ' || ${s.moaCode}`;

/** A query value as stored: `irac 4a` → `IRAC 4A`. */
export const moaValue = (code: string) => code.trim().toUpperCase();
