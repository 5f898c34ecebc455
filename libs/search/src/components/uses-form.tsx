import { Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import type { SearchFilters } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { usePlantOrganisms } from '../api/get-harmful-orgs';
import type { UsesUrlChange, UsesUrlState } from '../state/uses-url';
import { groupedOrganisms, namedOptions } from './section-view';
import { useDebouncedInput } from './use-debounced-input';

/**
 * The plant × pest query's choices: plant and organism (the organism list narrowed
 * to those registered on the plant), PHI ≤ N days, bee-safe, not the last MoA group used, and
 * biological / low-risk. Every change goes into the address.
 */
export function UsesForm({ state, update, filters }: { state: UsesUrlState; update(change: UsesUrlChange): void; filters: SearchFilters | undefined }) {
  const plantOrganisms = usePlantOrganisms(state.plantId);
  const organisms = useMemo(
    () => (state.plantId && plantOrganisms.data ? groupedOrganisms(plantOrganisms.data.data) : groupedOrganisms(filters?.harmfulOrganisms ?? [])),
    [state.plantId, plantOrganisms.data, filters],
  );
  const commitPhi = useCallback((text: string) => update({ maxPhiDays: text === '' ? null : Number(text) }), [update]);
  const [phiText, setPhiText] = useDebouncedInput(state.maxPhiDays === undefined ? '' : String(state.maxPhiDays), commitPhi);

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
          description="Direnç yönetimi: seçilen gruplardan madde içerenler çıkarılır"
          placeholder={state.excludeMoa.length ? undefined : 'Etki grubu seçin'}
          data={filters?.moaCodes ?? []}
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
    </Stack>
  );
}
