// Loaded on demand: @mantine/dates and dayjs stay out of the first page's JavaScript.
import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseTrDate } from './parse-tr-date';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange'> {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange(value: string | null): void;
}

/** Mantine DateInput in Turkish: typed and shown as GG.AA.YYYY, kept as 'YYYY-MM-DD'. */
export default function DateField({ value, onChange, placeholder, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      value={value}
      onChange={onChange}
      locale="tr"
      valueFormat="DD.MM.YYYY"
      dateParser={parseTrDate}
      placeholder={placeholder ?? 'GG.AA.YYYY'}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
    />
  );
}
