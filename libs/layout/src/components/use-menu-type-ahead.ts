import { foldForSearch } from '@portal/shared/util';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { MENU_TYPEAHEAD_RESET_MS } from '../preferences/constants';

export interface TypeAheadEntry {
  id: string;
  label: string;
}

/**
 * Type-ahead for the sidebar (spec §9: the menu's type-ahead search resets after 350 ms):
 * letters typed while focus is in the menu move focus to the next entry whose label starts
 * with them. Repeating one letter steps through the entries starting with it. Turkish letters
 * match their plain forms (`u` finds `Üyeler`).
 */
export function useMenuTypeAhead(entries: () => readonly TypeAheadEntry[], focusEntry: (id: string) => void, resetMs = MENU_TYPEAHEAD_RESET_MS) {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Space activates the focused entry unless a search is under way.
      if (event.key === ' ' && buffer.current === '') return;

      buffer.current += foldForSearch(event.key) || event.key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, resetMs);

      const list = entries();
      const current = list.findIndex((e) => e.id === target.closest('[data-menu-id]')?.getAttribute('data-menu-id'));
      const typed = buffer.current;
      // One letter (or the same letter again and again): the next entry after the focused one; a word: from the focused one on.
      const repeated = [...typed].every((c) => c === typed[0]);
      const search = repeated ? typed.charAt(0) : typed;
      const from = repeated ? current + 1 : Math.max(current, 0);
      const ordered = [...list.slice(from), ...list.slice(0, from)];
      const match = ordered.find((e) => foldForSearch(e.label).startsWith(search));
      if (match) {
        event.preventDefault();
        event.stopPropagation();
        focusEntry(match.id);
      }
    },
    [entries, focusEntry, resetMs],
  );
}
