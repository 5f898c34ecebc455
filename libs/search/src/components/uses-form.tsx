import { Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import type { SearchFilters } from '@portal/contracts';
import { FilterDrawer, useNarrowScreen } from '@portal/shared/ui';
import { useCallback, useMemo } from 'react';
import { usePlantOrganisms } from '../api/get-harmful-orgs';
import type { UsesUrlChange, UsesUrlState } from '../state/uses-url';
import { groupedOrganisms, namedOptions } from './section-view';
import { useDebouncedInput } from './use-debounced-input';

/**
 * The plant × pest query's choices: plant and organism (the organism list narrowed
 * to those registered on the plant), PHI ≤ N days, bee-safe, not the last MoA group used (only
 * the groups of the products this plant and pest have), and biological / low-risk. Every change
 * goes into the address.
 */
export function UsesForm({
  state,
  update,
  filters,
  moaCodes,
}: {
  state: UsesUrlState;
  update(change: UsesUrlChange): void;
  filters: SearchFilters | undefined;
  /** The groups of the products the chosen plant and pest have; undefined until both are chosen and read. */
  moaCodes: readonly string[] | undefined;
}) {
  const plantOrganisms = usePlantOrganisms(state.plantId);
  const organisms = useMemo(
    () => (state.plantId && plantOrganisms.data ? groupedOrganisms(plantOrganisms.data.data) : groupedOrganisms(filters?.harmfulOrganisms ?? [])),
    [state.plantId, plantOrganisms.data, filters],
  );
  const commitPhi = useCallback((text: string) => update({ maxPhiDays: text === '' ? null : Number(text) }), [update]);
  const [phiText, setPhiText] = useDebouncedInput(state.maxPhiDays === undefined ? '' : String(state.maxPhiDays), commitPhi);
  // The groups already picked stay choosable (to take them out) even when no product has them now.
  const moaData = useMemo(() => [...new Set([...(moaCodes ?? []), ...state.excludeMoa])], [moaCodes, state.excludeMoa]);
  const chosen = state.plantId !== undefined && state.harmfulOrganismId !== undefined;
  // On a phone the narrowing choices sit behind one 'Filtreler (n)' button, so the products start in the first screen.
  const narrow = useNarrowScreen();
  const activeFilters = [state.maxPhiDays !== undefined, state.excludeMoa.length > 0, state.beeSafe, state.lowRisk, state.includeInvalid].filter(Boolean).length;
  const clearFilters = () => update({ maxPhiDays: null, excludeMoa: [], beeSafe: false, lowRisk: false, includeInvalid: false });

  const narrowing = (
    <>
      <Group gap="lg" align="flex-end" wrap="wrap">
        <NumberInput
          label="Hasat öncesi bekleme en çok (gün)"
          description="Boş bırakılırsa süre sınırı yok"
          value={phiText}
          onChange={(value) => setPhiText(String(value))}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={{ base: '100%', sm: 240 }}
        />
        <MultiSelect
          label="Son kullanılan etki grubundan farklı"
          description={
            chosen
              ? 'Direnç yönetimi: seçilen gruplardan madde içerenler çıkarılır; yalnızca bu bitki ve zararlının ürünlerindeki gruplar'
              : 'Direnç yönetimi: önce bitki ve hastalık / zararlı seçin'
          }
          placeholder={state.excludeMoa.length ? undefined : chosen ? 'Etki grubu seçin' : 'Önce bitki ve zararlı seçin'}
          data={moaData}
          value={state.excludeMoa}
          onChange={(excludeMoa) => update({ excludeMoa })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Etki grubu seçimini temizle' }}
          nothingFoundMessage="Eşleşen etki grubu yok"
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <Group gap="lg" wrap="wrap">
        <Checkbox label="Arıya güvenli (arıya zehirliliği yok ya da düşük)" checked={state.beeSafe} onChange={(e) => update({ beeSafe: e.currentTarget.checked })} />
        <Checkbox label="Biyolojik / düşük riskli" checked={state.lowRisk} onChange={(e) => update({ lowRisk: e.currentTarget.checked })} />
        <Checkbox label="Bugün geçerli olmayan ruhsatları da göster" checked={state.includeInvalid} onChange={(e) => update({ includeInvalid: e.currentTarget.checked })} />
      </Group>
    </>
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Bitki"
          placeholder="Bitki seçin ya da yazın"
          data={namedOptions(filters?.plants)}
          value={state.plantId ? String(state.plantId) : null}
          // Another plant: its organisms differ, and so do the products to compare.
          onChange={(value) => update({ plantId: value ? Number(value) : null, harmfulOrganismId: null, compared: [] })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Bitki seçimini temizle' }}
          nothingFoundMessage="Eşleşen bitki yok"
          required
        />
        <Select
          label="Hastalık / zararlı"
          placeholder={state.plantId ? 'Hastalık ya da zararlı seçin' : 'Önce bitki seçin'}
          description={state.plantId && plantOrganisms.data ? `Bu bitkide ruhsatlı kullanımı olan ${plantOrganisms.data.count} hastalık / zararlı` : undefined}
          data={organisms}
          value={state.harmfulOrganismId ? String(state.harmfulOrganismId) : null}
          onChange={(value) => update({ harmfulOrganismId: value ? Number(value) : null, compared: [] })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Hastalık / zararlı seçimini temizle' }}
          nothingFoundMessage="Eşleşen hastalık / zararlı yok"
          required
        />
      </SimpleGrid>
      {narrow ? (
        <FilterDrawer activeCount={activeFilters} onClear={clearFilters}>
          {narrowing}
        </FilterDrawer>
      ) : (
        narrowing
      )}
    </Stack>
  );
}
