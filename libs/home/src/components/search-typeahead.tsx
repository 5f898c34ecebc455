// The one search box across the four sections: from two characters, debounced,
// hits grouped by section. Keyboard: ↓/↑ move through the hits, Enter on a hit opens its detail
// page, Enter on the text (no hit chosen) opens the licence search with it, Esc closes the list.
// When nothing matches, the closest names ("Bunu mu demek istediniz") are options too: picking
// one puts it in the box, which asks again with it.
import { Button, Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { searchDetailPath, SearchSectionLabels, SearchSections, SUGGEST_MIN_CHARS, type SearchSection } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSuggestions } from '../api/get-suggestions';
import { searchSectionPath } from '../paths';

/** Quick enough to feel live, slow enough not to ask at every key (~200 ms). */
export const SUGGEST_DEBOUNCE_MS = 200;

const optionValue = (section: SearchSection, id: number) => `${section}:${id}`;
/** A "did you mean" option's value: the name to run. */
const DID_YOU_MEAN = 'did-you-mean:';

function parseOption(value: string): { section: SearchSection; id: number } | null {
  const [section, id] = value.split(':');
  const found = SearchSections.find((s) => s === section);
  return found && id ? { section: found, id: Number(id) } : null;
}

export interface SearchTypeaheadProps {
  /** The box's visible label. */
  label?: string;
}

export function SearchTypeahead({ label = 'Hızlı arama' }: SearchTypeaheadProps) {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const term = value.trim();
  const [debounced] = useDebouncedValue(term, SUGGEST_DEBOUNCE_MS);
  const asking = debounced.length >= SUGGEST_MIN_CHARS;
  const query = useSuggestions(asking ? debounced : '');
  const hits = asking ? query.data?.hits : undefined;
  const total = hits ? SearchSections.reduce((sum, s) => sum + hits[s].length, 0) : 0;
  const settled = asking && !query.isFetching && !query.isPlaceholderData;
  const didYouMean = settled && total === 0 ? (query.data?.didYouMean ?? []) : [];

  const openSearch = () => {
    if (!term) return;
    combobox.closeDropdown();
    void navigate(searchSectionPath('licenses', term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A chosen hit is the combobox's to open; Enter with none chosen searches the text.
    if (event.key === 'Enter' && !(combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1)) {
      event.preventDefault();
      openSearch();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    openSearch();
  };

  const noneText = `“${debounced}” için öneri yok.${didYouMean.length ? ` Bunu mu demek istediniz: ${didYouMean.join(', ')}?` : ''}`;
  const status = !asking ? '' : query.isError ? 'Öneriler alınamadı.' : settled ? (total === 0 ? noneText : `${total} öneri bulundu.`) : '';

  return (
    <form role="search" aria-label="Referans verilerde ara" onSubmit={onSubmit}>
      <Combobox
        store={combobox}
        onOptionSubmit={(picked) => {
          if (picked.startsWith(DID_YOU_MEAN)) {
            // The name goes into the box and is asked for as if typed; the list stays open for its hits.
            setValue(picked.slice(DID_YOU_MEAN.length));
            combobox.resetSelectedOption();
            return;
          }
          const target = parseOption(picked);
          combobox.closeDropdown();
          if (target) void navigate(searchDetailPath(target.section, target.id));
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Combobox.Target withExpandedAttribute>
            <TextInput
              flex={1}
              label={label}
              placeholder="İlaç, bitki, hastalık / zararlı ya da aktif madde"
              description={`En az ${SUGGEST_MIN_CHARS} harf yazın; ↓ ile önerilere geçin, Enter ile arayın.`}
              autoComplete="off"
              leftSection={<IconSearch size={18} aria-hidden />}
              rightSection={asking && query.isFetching ? <Loader size="xs" aria-hidden /> : null}
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                combobox.resetSelectedOption();
                if (event.currentTarget.value.trim().length >= SUGGEST_MIN_CHARS) combobox.openDropdown();
                else combobox.closeDropdown();
              }}
              onFocus={() => term.length >= SUGGEST_MIN_CHARS && combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              onKeyDown={onKeyDown}
            />
          </Combobox.Target>
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            Ara
          </Button>
        </Group>

        <Combobox.Dropdown>
          <Combobox.Options aria-label="Öneriler" mah={420} style={{ overflowY: 'auto' }}>
            {SearchSections.map((section) =>
              hits && hits[section].length > 0 ? (
                <Combobox.Group key={section} label={SearchSectionLabels[section]}>
                  {hits[section].map((hit) => (
                    <Combobox.Option key={hit.id} value={optionValue(section, hit.id)}>
                      <Text fz="sm" fw={600}>
                        {hit.label}
                      </Text>
                      {hit.detail && (
                        <Text fz="xs" c="dimmed">
                          {hit.detail}
                        </Text>
                      )}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ) : null,
            )}
            {didYouMean.length > 0 && (
              <Combobox.Group label="Bunu mu demek istediniz?">
                {didYouMean.map((name) => (
                  <Combobox.Option key={name} value={`${DID_YOU_MEAN}${name}`}>
                    <Text fz="sm" fw={600}>
                      {name}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            )}
            {settled && total === 0 && didYouMean.length === 0 && <Combobox.Empty>Öneri yok. Enter ile ilaçlarda arayın.</Combobox.Empty>}
            {query.isError && <Combobox.Empty>Öneriler alınamadı. Enter ile arayabilirsiniz.</Combobox.Empty>}
            {!hits && !query.isError && <Combobox.Empty>Aranıyor…</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </form>
  );
}
