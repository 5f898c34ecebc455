import { Loader, Select } from '@mantine/core';
import type { MemberItem } from '@portal/contracts';
import { useState } from 'react';
import { useMemberOptions } from '../api/get-member-options';
import { displayName, seatsText } from './member-text';

const labelOf = (m: MemberItem) => `${displayName(m.name)} (${seatsText(m.users, m.seats)})`;

export interface MemberSelectProps {
  value: MemberItem | null;
  onChange(member: MemberItem | null): void;
  /** The signed-in user's own member (the provider's): what an empty choice means. */
  ownMemberName: string | null;
  error?: string;
}

/**
 * BestnetAdmin's choice of the member a new user joins: the members searched by name
 * (GET member?list=uyeler&search=). Empty: the admin's own member, the provider's.
 */
export function MemberSelect({ value, onChange, ownMemberName, error }: MemberSelectProps) {
  const [search, setSearch] = useState('');
  // Picking an option writes its label into the box: that is no new search.
  const options = useMemberOptions(value && search === labelOf(value) ? '' : search);
  const members = options.data ?? [];
  const known = value && !members.some((m) => m.id === value.id) ? [value, ...members] : members;
  const data = known.map((m) => ({ value: String(m.id), label: labelOf(m) }));
  return (
    <Select
      label="Üye"
      description={`Boş bırakılırsa kullanıcı kendi üyeliğinize${ownMemberName ? ` (${ownMemberName})` : ''} eklenir.`}
      placeholder="Üye arayın"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Üye seçimini temizle' }}
      nothingFoundMessage={options.isFetching ? 'Aranıyor…' : 'Üye bulunamadı'}
      filter={({ options: all }) => all}
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(known.find((m) => String(m.id) === id) ?? null)}
      rightSection={options.isFetching ? <Loader size="xs" aria-label="Üyeler yükleniyor" /> : undefined}
      error={error}
    />
  );
}
