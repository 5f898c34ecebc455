import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadError, Loading } from '@portal/shared/ui';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLots } from '../api/lots';
import { isoDay } from '@portal/shared/util';
import { LotCard } from '../components/lot-card';
import { OutboxList } from '../components/outbox-list';
import { useOutboxSender } from '../offline/use-outbox';
import { LOTS_PATH, NEW_LOT_PATH } from '../paths';

const OPEN_LOTS_SHOWN = 50;

/**
 * The field controller's home on the trc host (`/anasayfa`): what waits on this
 * device, today's work (the open lots with a stage today) and every open lot, phone first.
 */
export function TrcHomePage() {
  const { entries, flush, discard } = useOutboxSender();
  const open = useLots({ page: 1, limit: OPEN_LOTS_SHOWN, status: 'open' });
  const today = isoDay();
  const doneToday = open.data?.data.filter((l) => l.lastStage?.date === today) ?? [];

  return (
    <Stack gap="lg" w="100%" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          Ana Sayfa
        </Title>
        <Button component={Link} to={NEW_LOT_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
          Yeni parti
        </Button>
      </Group>
      <OutboxList entries={entries} onSend={() => void flush()} onRemove={discard} />
      <Stack component="section" aria-labelledby="trc-today" gap="sm">
        <Title order={2} fz="h4" id="trc-today">
          Bugünün işleri
        </Title>
        {open.data && (doneToday.length === 0 ? <Text>Bugün henüz aşama kaydı girilmedi. Bir partiyi açıp “Aşama ekle” ile başlayın.</Text> : <Text>Bugün {doneToday.length} partide aşama kaydı girildi.</Text>)}
        {doneToday.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {doneToday.map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="trc-open-lots" gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="trc-open-lots">
            Açık partiler
          </Title>
          <Button component={Link} to={LOTS_PATH} variant="subtle" size="compact-sm">
            Tüm partiler
          </Button>
        </Group>
        {open.error ? (
          <LoadError title="Partiler okunamadı" error={open.error} onRetry={() => void open.refetch()} />
        ) : !open.data ? (
          <Loading text="Partiler yükleniyor…" />
        ) : open.data.data.length === 0 ? (
          <Text>Açık parti yok. “Yeni parti” ile bir üretim alanının bu sezonki ürününü kaydedin.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {open.data.data.map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
          </SimpleGrid>
        )}
        {open.data && open.data.count > OPEN_LOTS_SHOWN && (
          <Text fz="sm">
            {open.data.count} açık partinin ilk {OPEN_LOTS_SHOWN} tanesi gösteriliyor; tümü için “Tüm partiler”.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
