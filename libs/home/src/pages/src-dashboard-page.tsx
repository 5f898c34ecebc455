// Spec §2 `src-dashboard` (the SRC app's home): the four search tiles, the typeahead,
// the plant × pest and MRL shortcuts, how much reference data there is, and the latest changes.
import { Stack, Text, Title } from '@mantine/core';
import { LoadError, Loading } from '@portal/shared/ui';
import { useHomeSummary } from '../api/get-home-summary';
import { LatestChangesPanel } from '../components/latest-changes-panel';
import { Panel } from '../components/panel';
import { ReferenceCounts } from '../components/reference-counts';
import { SearchPanel } from '../components/search-panel';
import { MRL_PATH } from '../paths';

export function SrcDashboardPage() {
  const query = useHomeSummary();
  const data = query.data;
  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2">
          SRC Gösterge Paneli
        </Title>
        <Text c="dimmed" fz="sm">
          Ruhsatlı ürünler, kullanım dozları, bekleme süreleri ve kalıntı limitleri: tek yerden sorgulayın.
        </Text>
      </div>
      <SearchPanel />
      {query.isError ? (
        <LoadError title="Gösterge paneli bilgileri alınamadı" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Loading text="Referans veriler yükleniyor…" />
      ) : (
        <>
          <Panel title="Referans veriler" more={{ to: MRL_PATH, label: 'MRL sorgulama' }}>
            <ReferenceCounts counts={data.counts} />
          </Panel>
          <LatestChangesPanel changes={data.latestChanges} />
        </>
      )}
    </Stack>
  );
}
