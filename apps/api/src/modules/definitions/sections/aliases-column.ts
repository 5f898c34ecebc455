// The "Diğer Adlar" column of the plant, harmful organism and active substance files: the
// aliases in one cell, `;`-separated. Optional on import, so files exported before it existed
// still import.
import { ALIAS_CELL_SEPARATOR } from '@portal/contracts';
import type { ImportColumn } from '../../../platform/crud';

export function aliasesColumn<Item extends { aliases?: string[] | undefined }>(): ImportColumn<Item> {
  return {
    header: 'Diğer Adlar',
    field: 'aliases',
    kind: 'custom',
    optional: true,
    parse: (text) =>
      text
        .split(ALIAS_CELL_SEPARATOR)
        .map((alias) => alias.trim())
        .filter(Boolean),
    exportValue: (item) => (item.aliases?.length ? item.aliases.join(`${ALIAS_CELL_SEPARATOR} `) : null),
  };
}
