// A picker of the MRL page: an MRL product (plant) or substance, searched on the server by the
// Turkish-folded name (GET search/mrl/options), at most 20 at a time.
import { Loader, Select } from '@mantine/core';
import type { MrlOption } from '@portal/contracts';
import { useState } from 'react';
import { useMrlOptions, type MrlOptionKind } from '../api/get-mrl-options';

export interface MrlOptionSelectProps {
  kind: MrlOptionKind;
  label: string;
  placeholder: string;
  value: number | null;
  onChange(option: MrlOption | null): void;
  /** The chosen record's name when the options do not hold it (e.g. an id from the address). */
  knownLabel?: string | null;
  description?: string;
  error?: string | undefined;
  withAsterisk?: boolean;
  clearable?: boolean;
  id?: string;
}

const labelOf = (o: MrlOption) => (o.detail ? `${o.label} (${o.detail})` : o.label);

export function MrlOptionSelect({ kind, label, placeholder, value, onChange, knownLabel, description, error, withAsterisk, clearable = true, id }: MrlOptionSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<MrlOption | null>(null);
  const chosen = picked && picked.id === value ? picked : value ? { id: value, label: knownLabel ?? `Kayıt ${value}`, detail: null } : null;
  // Picking an option writes its label into the box: that is no new search.
  const options = useMrlOptions(kind, chosen && search === labelOf(chosen) ? '' : search);
  const found = options.data ?? [];
  const all = chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Select
      id={id}
      label={label}
      placeholder={placeholder}
      description={description}
      withAsterisk={withAsterisk}
      searchable
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `${label} seçimini temizle` }}
      nothingFoundMessage={options.isFetching ? 'Aranıyor…' : 'Bulunamadı'}
      // The server folds Turkish letters; its answer is shown as it is.
      filter={({ options: shown }) => shown}
      data={all.map((o) => ({ value: String(o.id), label: labelOf(o) }))}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const option = all.find((o) => String(o.id) === id) ?? null;
        setPicked(option);
        onChange(option);
      }}
      rightSection={options.isFetching ? <Loader size="xs" aria-label="Seçenekler yükleniyor" /> : undefined}
      error={error}
    />
  );
}
