import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldForSearch } from '@portal/shared/util';

/** A select's search in Turkish: `ığdır` finds IĞDIR, `kirmizi` finds Kırmızı (DESIGN.md §2). */
export const turkishFilter: OptionsFilter = ({ options, search, limit }) => {
  const term = foldForSearch(search.trim());
  const match = (o: ComboboxItem) => foldForSearch(o.label).includes(term);
  const out: ComboboxParsedItem[] = [];
  for (const o of options as ComboboxParsedItem[]) {
    if ('group' in o) {
      const items = o.items.filter(match);
      if (items.length > 0) out.push({ group: o.group, items });
    } else if (match(o)) {
      out.push(o);
    }
  }
  return limit ? out.slice(0, limit) : out;
};
