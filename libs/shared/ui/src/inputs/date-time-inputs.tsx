import { clampDate, clampTime, type TimeOptions } from '@portal/shared/util';
import { FormattedInput, type FormattedInputProps } from './formatted-input';

/**
 * A typed date, dd.mm.yyyy, clamped as it is typed (spec §5): day ≤ 31, month ≤ 12, 00 → 01,
 * month lengths and leap years. The value is the shown text; `parseClampedDate` reads it.
 */
export function ClampedDateInput(props: FormattedInputProps) {
  return <FormattedInput format={clampDate} inputMode="numeric" placeholder="gg.aa.yyyy" maxLength={10} {...props} />;
}

export type ClampedTimeInputProps = FormattedInputProps & TimeOptions;

/** A typed time, hh:mm or hh:mm:ss, clamped as it is typed (spec §5): hours ≤ 23 (or 12), minutes and seconds ≤ 59. */
export function ClampedTimeInput({ clock = 24, seconds = false, ...props }: ClampedTimeInputProps) {
  return (
    <FormattedInput
      format={(digits) => clampTime(digits, { clock, seconds })}
      inputMode="numeric"
      placeholder={seconds ? 'ss:dd:sn' : 'ss:dd'}
      maxLength={seconds ? 8 : 5}
      {...props}
    />
  );
}
