// Spec §2 `anasayfa` (the RCT home panel): the four search tiles, the typeahead, the
// plant × pest and MRL shortcuts, the user's recent prescriptions and their counts (professionals
// of a member only: GET search/home sends none to others) and the latest reference changes.
import { Stack, Text, Title } from '@mantine/core';
import { LoadError, Loading } from '@portal/shared/ui';
import { useHomeSummary } from '../api/get-home-summary';
import { LatestChangesPanel } from '../components/latest-changes-panel';
import { PrescriptionCounts, RecentPrescriptionsPanel } from '../components/recent-prescriptions-panel';
import { SearchPanel } from '../components/search-panel';

export function HomePage() {
  const query = useHomeSummary();
  const data = query.data;
  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2">
          Ana Sayfa
        </Title>
        <Text c="dimmed" fz="sm">
          Ruhsatlı ilaçları, bitkileri, hastalık ve zararlıları, aktif maddeleri tek kutudan arayın.
        </Text>
      </div>
      <SearchPanel />
      {query.isError ? (
        <LoadError title="Ana sayfa bilgileri alınamadı" error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Loading text="Reçeteler ve değişiklikler yükleniyor…" />
      ) : (
        <>
          {data.prescriptionCounts && (
            <Stack gap="md">
              <PrescriptionCounts counts={data.prescriptionCounts} />
              <RecentPrescriptionsPanel prescriptions={data.recentPrescriptions} />
            </Stack>
          )}
          <LatestChangesPanel changes={data.latestChanges} />
        </>
      )}
    </Stack>
  );
}
