import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared/ui';
import { useEffect, useState } from 'react';

/** A "contains" filter of spec §3 "Farmer filter credentials": sent 500 ms after the last key, like the search. */
export function TextFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string | null): void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value) onChange(debounced || null);
    // Only a new typed value is sent; the saved one arriving from outside is not sent back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return <TextInput label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={100} w={{ base: '100%', sm: 180 }} placeholder="Tümü" />;
}
