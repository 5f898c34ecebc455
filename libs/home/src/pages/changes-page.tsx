// `degisiklikler` (any signed-in session): the feed of reference changes, newest
// first, paged, filtered by kind, each saying what changed in plain Turkish, when, from where
// (a definitions screen or an import), and how many prescriptions it flags. Page and kind live
// in the address.
import { Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { ReferenceChangeKindLabels, ReferenceChangeKinds } from '@portal/contracts';
import { LoadError, Loading } from '@portal/shared/ui';
import { useSearchParams } from 'react-router';
import { useChanges } from '../api/get-changes';
import { ChangeList } from '../components/change-list';
import { numberText } from '@portal/shared/util';
import { changesViewFromParams, paramsOfChangesView, type ChangesView } from './changes-url';

/** Entries per page (the API allows up to 50). */
export const CHANGES_PAGE_SIZE = 10;

const kindOptions = [{ value: '', label: 'Tümü' }, ...ReferenceChangeKinds.map((k) => ({ value: k, label: ReferenceChangeKindLabels[k] }))];
const controlLabels = { first: 'İlk sayfa', previous: 'Önceki sayfa', next: 'Sonraki sayfa', last: 'Son sayfa' } as const;

export function ChangesPage() {
  const [params, setParams] = useSearchParams();
  const view = changesViewFromParams(params);
  const query = useChanges({ page: view.page, limit: CHANGES_PAGE_SIZE, kind: view.kind });
  const go = (next: ChangesView) => setParams(paramsOfChangesView(next));
  const count = query.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / CHANGES_PAGE_SIZE));
  const from = count === 0 ? 0 : (view.page - 1) * CHANGES_PAGE_SIZE + 1;
  const to = Math.min(count, view.page * CHANGES_PAGE_SIZE);

  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2">
          Referans Veri Değişiklikleri
        </Title>
        <Text c="dimmed" fz="sm">
          Ruhsat kayıtları, iptalleri, süresi dolanlar ve MRL değişiklikleri; en yenisi önce.
        </Text>
      </div>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <NativeSelect
          label="Değişiklik türü"
          w={260}
          data={kindOptions}
          value={view.kind ?? ''}
          onChange={(event) => go({ page: 1, kind: ReferenceChangeKinds.find((k) => k === event.currentTarget.value) ?? null })}
        />
        {query.data && (
          <Text fz="sm" c="dimmed" role="status" aria-live="polite">
            {count === 0 ? 'Kayıt yok' : `${numberText(count)} değişiklikten ${from}–${to} arası gösteriliyor`}
          </Text>
        )}
      </Group>

      {query.isError ? (
        <LoadError title="Değişiklikler alınamadı" error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading text="Değişiklikler yükleniyor…" />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <ChangeList
            changes={query.data.data}
            label="Değişiklikler"
            empty={view.kind ? `“${ReferenceChangeKindLabels[view.kind]}” türünde değişiklik yok.` : 'Henüz kaydedilmiş bir ruhsat ya da MRL değişikliği yok.'}
          />
          {pageCount > 1 && (
            <nav aria-label="Sayfalar">
              <Pagination
                total={pageCount}
                value={Math.min(view.page, pageCount)}
                onChange={(page) => go({ ...view, page })}
                boundaries={1}
                siblings={1}
                withEdges
                size="sm"
                getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
                getItemProps={(p) => ({ 'aria-label': `Sayfa ${p}` })}
              />
            </nav>
          )}
        </Stack>
      )}
    </Stack>
  );
}
