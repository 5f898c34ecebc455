import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * A text box whose trimmed value is committed (to the address) 500 ms after the last key (spec
 * §9), and which follows the committed value when it changes from outside (the back button, a
 * link). Returns what the box shows and its setter.
 */
export function useDebouncedInput(value: string, commit: (value: string) => void, delay = SEARCH_DEBOUNCE_MS): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  // Follow the outside value when it moves on its own (not when it took what was typed).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const [debounced] = useDebouncedValue(text.trim(), delay);
  const committed = useRef(debounced);
  useEffect(() => {
    // Only a new resting value is committed: an old one must not undo a change from outside.
    if (debounced === committed.current) return;
    committed.current = debounced;
    if (debounced !== value) commit(debounced);
  }, [debounced, value, commit]);
  return [text, setText];
}
