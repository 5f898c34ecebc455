import { AppCodeName, MemberListStatuses, MemberType, MemberTypeLabel, memberStatusLabel, type MemberList } from '@portal/contracts';
import type { ResourceFilter } from '@portal/shared/ui';
import { DateFilter } from './date-filter';

/** The member-type filter of spec §3: 'Bireysel' (individual) and the seven types. */
const memberTypeOptions = [{ value: 'individual', label: 'Bireysel' }, ...Object.values(MemberType).map((value) => ({ value, label: MemberTypeLabel[value] }))];
const appOptions = Object.entries(AppCodeName).map(([value, label]) => ({ value, label }));

/**
 * A list's filters: member type, status (only the statuses the list holds, when it
 * holds more than one), application, the registration-date range and the last day the demo or
 * subscription may end (not on demo-talepler).
 */
export function memberFilters(list: MemberList): ResourceFilter[] {
  const statuses = MemberListStatuses[list];
  return [
    { param: 'memberType', label: 'Üye tipi', kind: 'select', options: memberTypeOptions },
    ...(statuses.length > 1 ? [{ param: 'status', label: 'Durum', kind: 'select' as const, options: statuses.map((s) => ({ value: s, label: memberStatusLabel(s) })) }] : []),
    { param: 'app', label: 'Uygulama', kind: 'select', options: appOptions },
    { param: 'from', label: 'Kayıt tarihi (ilk gün)', kind: 'custom', render: (value, onChange) => <DateFilter label="Kayıt tarihi (ilk gün)" value={value} onChange={onChange} /> },
    { param: 'to', label: 'Kayıt tarihi (son gün)', kind: 'custom', render: (value, onChange) => <DateFilter label="Kayıt tarihi (son gün)" value={value} onChange={onChange} /> },
    // A demo request has no end yet.
    ...(list === 'demo-talepler'
      ? []
      : [{ param: 'endsBefore', label: 'Bitişi en geç', kind: 'custom' as const, render: (value: string, onChange: (v: string | null) => void) => <DateFilter label="Bitişi en geç" value={value} onChange={onChange} /> }]),
  ];
}
