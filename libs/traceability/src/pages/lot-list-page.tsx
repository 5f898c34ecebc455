import { Anchor, Badge, Button, Group, Pagination, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LotStatusLabel, StageKindLabel, type Lot } from '@portal/contracts';
import { FilterDrawer, LoadError, Loading, RecordCard, RecordCardList, SEARCH_DEBOUNCE_MS, useNarrowScreen, type RowAction } from '@portal/shared/ui';
import { dateText } from '@portal/shared/util';
import { IconEye, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLots } from '../api/lots';
import { LotCard } from '../components/lot-card';
import { useOutboxSender } from '../offline/use-outbox';
import { editLotPath, lotPath, NEW_LOT_PATH, newStagePath } from '../paths';

// One of the API's page sizes (10, 25, 50, 100).
const PAGE_SIZE = 25;
const statusChoices = [
  { value: 'open', label: 'Açık' },
  { value: 'closed', label: 'Kapalı' },
  { value: 'all', label: 'Tümü' },
];

/** A lot's actions, as on its page: open it, add a stage (an open lot), edit it. */
function lotActions(lot: Lot): RowAction[] {
  return [
    { label: 'Aç', icon: <IconEye size={16} aria-hidden />, to: lotPath(lot.id) },
    ...(lot.status === 'open' ? [{ label: 'Aşama ekle', icon: <IconPlus size={16} aria-hidden />, to: newStagePath(lot.id) }] : []),
    { label: 'Düzenle', icon: <IconPencil size={16} aria-hidden />, to: editLotPath(lot.id) },
  ];
}

/** A lot on a phone: the shared record card, its code a link to the lot, with the lot's actions. */
function LotRecordCard({ lot }: { lot: Lot }) {
  return (
    <RecordCard
      name={lot.code}
      title={
        <Anchor component={Link} to={lotPath(lot.id)} ff="monospace" fw={700} inherit>
          {lot.code}
        </Anchor>
      }
      badge={
        <Badge color={lot.status === 'open' ? 'teal' : 'gray'} variant="light">
          {LotStatusLabel[lot.status]}
        </Badge>
      }
      fields={[
        ['Ürün', `${lot.plant.name}${lot.variety ? ` · ${lot.variety}` : ''} · ${lot.season}`],
        ['Alan', `${lot.productionArea.name}, ${lot.productionArea.district} / ${lot.productionArea.province}`],
        ['Üretici', lot.producer?.fullName],
        ['Son aşama', lot.lastStage ? `${StageKindLabel[lot.lastStage.kind]}, ${dateText(lot.lastStage.date)}` : 'Henüz yok'],
      ]}
      actions={lotActions(lot)}
    />
  );
}

/**
 * `/partiler`: the member's lots, searched, by status, paged; the state is in the address. On a
 * phone the status sits behind "Filtreler" and each lot is a card with its actions.
 */
export function LotListPage() {
  useOutboxSender();
  const [params, setParams] = useSearchParams();
  const status = params.get('durum') ?? 'open';
  const page = Math.max(1, Number(params.get('sayfa')) || 1);
  const [search, setSearch] = useState(params.get('ara') ?? '');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if ((params.get('ara') ?? '') !== term) update({ ara: term, sayfa: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced term drives this
  }, [term]);

  const lots = useLots({ page, limit: PAGE_SIZE, search: params.get('ara') ?? '', ...(status === 'all' ? {} : { status: status as 'open' | 'closed' }) });
  const pages = lots.data ? Math.max(1, Math.ceil(lots.data.count / PAGE_SIZE)) : 1;
  const narrow = useNarrowScreen();
  const statusField = (
    <div>
      <Text component="span" fz="sm" fw={500} id="lot-status-label">
        Durum
      </Text>
      <SegmentedControl display="flex" mt={4} aria-labelledby="lot-status-label" data={statusChoices} value={status} onChange={(v) => update({ durum: v === 'open' ? null : v, sayfa: null })} />
    </div>
  );

  return (
    <Stack gap="lg" w="100%" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          Partiler
        </Title>
        <Button component={Link} to={NEW_LOT_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
          Yeni parti
        </Button>
      </Group>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="Ara"
            placeholder="Parti kodu, alan, üretici, ürün, çeşit, GTIN"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
          {narrow && (
            // The status is the one filter: "Tümü" is none, "Temizle" goes back to it.
            <FilterDrawer activeCount={status === 'all' ? 0 : 1} onClear={() => update({ durum: 'all', sayfa: null })}>
              {statusField}
            </FilterDrawer>
          )}
        </Group>
        {!narrow && statusField}
      </Stack>
      {lots.error ? (
        <LoadError title="Partiler okunamadı" error={lots.error} onRetry={() => void lots.refetch()} />
      ) : !lots.data ? (
        <Loading text="Partiler yükleniyor…" />
      ) : lots.data.data.length === 0 ? (
        <Text>{params.get('ara') ? 'Aramaya uyan parti yok.' : 'Bu durumda parti yok.'}</Text>
      ) : (
        <>
          <Text fz="sm" role="status">
            {lots.data.count} parti
          </Text>
          {narrow ? (
            <RecordCardList label="Partiler">
              {lots.data.data.map((lot) => (
                <LotRecordCard key={lot.id} lot={lot} />
              ))}
            </RecordCardList>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {lots.data.data.map((lot) => (
                <LotCard key={lot.id} lot={lot} />
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ sayfa: String(p) })} getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Önceki sayfa' : c === 'next' ? 'Sonraki sayfa' : c })} />}
        </>
      )}
    </Stack>
  );
}
