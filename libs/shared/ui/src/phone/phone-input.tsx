import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { useState } from 'react';
import { PHONE_DEFAULT_REGION, phoneMetadata } from './phone-metadata';

/** '0532 123 45 67', '532…', '+90 532…' → '+905321234567'; anything unparseable is passed on for the schema to reject. */
export function toE164(input: string): string {
  const text = input.trim();
  if (!text) return '';
  return parsePhoneNumberFromString(text, PHONE_DEFAULT_REGION, phoneMetadata)?.number ?? text;
}

/** Turkish grouping while typing: '05321234567' → '0532 123 45 67'. */
export function formatTrPhone(input: string): string {
  return input ? new AsYouType(PHONE_DEFAULT_REGION, phoneMetadata).input(input) : '';
}

/** A stored E.164 number as Turkish users write it: '+903121234567' → '(0312) 123 45 67'; '—' when empty. */
export function phoneText(phone: string | null): string {
  if (!phone) return '—';
  return parsePhoneNumberFromString(phone, phoneMetadata)?.formatNational() ?? phone;
}

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** E.164 (+905XXXXXXXXX) as the contracts expect, or the raw text while it is not a number yet. */
  value?: string;
  onChange: (value: string) => void;
}

/** A Turkish mobile number field: shows the number grouped as typed, reports it in E.164. */
export function PhoneInput({ value = '', onChange, label = 'Cep telefonu', ...rest }: PhoneInputProps) {
  const [display, setDisplay] = useState(() => formatTrPhone(value));
  const [reported, setReported] = useState(value);
  // The form changed the value itself (e.g. a reset): show that instead of the typed text.
  if (value !== reported) {
    setReported(value);
    setDisplay(formatTrPhone(value));
  }
  return (
    <TextInput
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0532 123 45 67"
      leftSection={<IconPhone size={18} aria-hidden />}
      {...rest}
      value={display}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = toE164(typed);
        setDisplay(formatTrPhone(typed));
        setReported(next);
        onChange(next);
      }}
    />
  );
}
