// The market of a limit: TR by default, EU and other markets typed as two letters (upper-cased as typed).
import { Autocomplete } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MARKET_PATTERN } from './limits-url';

const suggested = ['TR', 'EU'];

export interface MarketInputProps {
  value: string;
  /** Called with a valid two-letter market only. */
  onChange(market: string): void;
  error?: string | undefined;
  id?: string;
}

export function MarketInput({ value, onChange, error, id }: MarketInputProps) {
  const [text, setText] = useState(value);
  const [left, setLeft] = useState(false);
  useEffect(() => setText(value), [value]);
  // Told once the field is left: half a code is normal while typing.
  const invalid = left && !MARKET_PATTERN.test(text);
  return (
    <Autocomplete
      id={id}
      label="Pazar"
      description="TR, EU ya da iki harfli ülke kodu"
      data={suggested}
      maxLength={2}
      w={180}
      autoComplete="off"
      value={text}
      onChange={(typed) => {
        const next = typed.toLocaleUpperCase('en-US').replace(/[^A-Z]/g, '').slice(0, 2);
        setText(next);
        setLeft(false);
        if (MARKET_PATTERN.test(next) && next !== value) onChange(next);
      }}
      onBlur={() => setLeft(true)}
      error={error ?? (invalid ? 'Pazar iki harf olmalıdır (TR, EU…)' : undefined)}
    />
  );
}
