// The other names of a plant, a harmful organism or an active substance: Turkish spellings
// (abamektin), common names (kükürt for sulphur), old names. Search finds the record by any
// of them as by its name; the definition forms edit them as a list of short texts.
import { z } from 'zod';
import { requiredText } from './common';

export const MAX_ALIASES = 20;
export const ALIAS_MAX_LENGTH = 120;
/** How the import and export files write the list in one cell: `abamektin; abamectine`. */
export const ALIAS_CELL_SEPARATOR = ';';

const aliasSchema = requiredText('Diğer ad', ALIAS_MAX_LENGTH);

/** Input `aliases`: optional, trimmed, no empty or repeated entries (case-insensitive, tr-TR). */
export const aliasesInputSchema = z
  .array(aliasSchema, { error: 'Diğer adlar bir metin listesi olmalıdır' })
  .max(MAX_ALIASES, { error: `En çok ${MAX_ALIASES} diğer ad girilebilir` })
  .nullish()
  .transform((list) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const alias of list ?? []) {
      const key = alias.toLocaleLowerCase('tr-TR');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(alias);
      }
    }
    return out;
  });

/** Output `aliases`: the stored list (empty when none). */
export const aliasesSchema = z.array(z.string());
