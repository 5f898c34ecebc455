import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { LoadError, Loading } from '@portal/shared/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useMoaChoices, useSearchFilters } from '../api/get-search-filters';
import { useUses } from '../api/get-uses';
import { useFocusHeading } from '../components/use-focus-heading';
import { UsesForm } from '../components/uses-form';
import { UsesResults } from '../components/uses-results';
import { SEARCH_PATH } from '../paths';
import { usesRequestOf, useUsesUrl } from '../state/uses-url';

/**
 * `search/kullanim?bitki=&zararli=`: "Bu bitkide bu zararlıya ne kullanabilirim?"
 * — the registered products for a plant and a pest, ranked, filtered by PHI, bee safety, MoA
 * rotation and low risk, with up to three compared side by side; all of it in the address.
 */
export function UsesPage() {
  const [state, update] = useUsesUrl();
  const filters = useSearchFilters();
  const request = usesRequestOf(state);
  const uses = useUses(request);
  const moaCodes = useMoaChoices(request && { plantId: request.plantId, harmfulOrganismId: request.harmfulOrganismId, includeInvalid: !!request.includeInvalid });
  const heading = useFocusHeading<HTMLHeadingElement>(true);
  const onCompare = useCallback((compared: number[]) => update({ compared }, { replace: true }), [update]);

  return (
    <Stack gap="lg" w="100%" maw={1300}>
      <Anchor component={Link} to={SEARCH_PATH} fz="sm">
        ← Aramaya dön
      </Anchor>
      <div>
        <Title order={1} fz="h2" ref={heading} tabIndex={-1}>
          Bu bitkide bu zararlıya ne kullanabilirim?
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          Bitkiyi ve hastalık / zararlıyı seçin: ruhsatlı ürünler bekleme süresi, arı güvenliği ve etki grubuyla birlikte listelenir.
        </Text>
      </div>
      {filters.isError && <LoadError title="Bitki ve zararlı listesi alınamadı" error={filters.error} onRetry={() => void filters.refetch()} />}
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Sorgu">
        <UsesForm state={state} update={update} filters={filters.data} moaCodes={request ? moaCodes.data : undefined} />
      </Card>
      {!request && <Text c="dimmed">Sonuçları görmek için bir bitki ve bir hastalık / zararlı seçin.</Text>}
      {request && uses.isError && <LoadError title="Ürünler alınamadı" error={uses.error} onRetry={() => void uses.refetch()} />}
      {request && !uses.data && !uses.isError && <Loading text="Ürünler yükleniyor…" />}
      {request && uses.data && <UsesResults answer={uses.data} compared={state.compared} onCompare={onCompare} />}
    </Stack>
  );
}
