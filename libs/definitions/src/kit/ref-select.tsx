import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DefinitionSection } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useRefOption, useRefOptions } from './api/get-ref-options';
import { sectionInfo, type RefItem } from './section-view';

/** The default label of another section's row: its `name`, else its number. */
export function defaultOptionLabel(item: RefItem): string {
  const name = item['name'];
  return typeof name === 'string' && name.trim() ? name : `#${item.id}`;
}

export interface RefSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  /** The section the choices come from. */
  section: DefinitionSection;
  value: number | null;
  onChange(value: number | null): void;
  optionLabel?(item: RefItem): string;
}

/**
 * A searchable select over another section's records: GET `<api>?search=&limit=25` as the user
 * types (debounced), and GET `<api>?id=` for the label of a chosen record that is not among them.
 */
export function RefSelect({ section, value, onChange, optionLabel = defaultOptionLabel, ...props }: RefSelectProps) {
  const { api } = sectionInfo(section);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);

  const chosen = useRefOption(api, value);
  const chosenLabel = value !== null && chosen.data ? optionLabel(chosen.data) : null;
  // While the search box shows the chosen record's label, list from the start rather than by that label.
  const term = debounced === chosenLabel ? '' : debounced;

  const options = useRefOptions(api, term);

  const data = useMemo(() => {
    const items = new Map<string, string>();
    if (value !== null && chosen.data) items.set(String(value), optionLabel(chosen.data));
    for (const item of options.data ?? []) items.set(String(item.id), optionLabel(item));
    return [...items].map(([v, label]) => ({ value: v, label }));
  }, [value, chosen.data, options.data, optionLabel]);

  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already (Turkish-aware, spec §2 search).
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Yükleniyor…' : 'Sonuç bulunamadı'}
      clearable={!props.withAsterisk}
      clearButtonProps={{ 'aria-label': 'Temizle' }}
    />
  );
}
