import { LazyDateField } from '@portal/shared/ui';

/** A registration-date bound of a member list ('YYYY-MM-DD' in the address; empty clears it). */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string | null): void }) {
  return <LazyDateField label={label} value={value || null} onChange={(v) => onChange(v)} clearable clearButtonProps={{ 'aria-label': `${label}: temizle` }} w={{ base: '100%', sm: 170 }} />;
}
