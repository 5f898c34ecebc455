import { Box, Button, Group, LoadingOverlay, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { SearchSectionLabels } from '@portal/contracts';
import {
  FilterDrawer,
  LoadError,
  Loading,
  RecordCard,
  RecordCardList,
  SortHeader,
  TablePager,
  useNarrowScreen,
  type CardField,
  type Column,
  type ListState,
  type ResourceRow,
} from '@portal/shared/ui';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchFilters } from '../api/get-search-filters';
import type { SearchUrlChange } from '../state/search-url';
import { DidYouMean, didYouMeanText } from './did-you-mean';
import { resultCountText } from './search-text';
import type { SectionFilter, SectionView } from './section-view';
import { useDebouncedInput } from './use-debounced-input';

export interface SectionResultsProps<Item extends ResourceRow> {
  view: SectionView<Item>;
  list: ListState;
  update(change: SearchUrlChange, options?: { replace?: boolean }): void;
}

/**
 * One tab of the search page: the search box (500 ms, trimmed), the section's
 * filters, the count read out to screen readers, the results table with sort and paging.
 * Everything it changes goes into the address. On a phone-wide screen the filters sit behind
 * one 'Filtreler (n)' button and the rows are cards, so the results start in the first screen.
 */
export function SectionResults<Item extends ResourceRow>({ view, list, update }: SectionResultsProps<Item>) {
  const label = SearchSectionLabels[view.section];
  const commitSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const [text, setText] = useDebouncedInput(list.search, commitSearch);
  const filters = useSearchFilters(view.filters.length > 0);
  const query = view.useList(list);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.count ?? 0) / list.limit));

  // A page beyond the end (an old link, a narrower search) moves to the last page.
  useEffect(() => {
    if (page && !query.isPlaceholderData && list.page > pageCount) update({ page: pageCount }, { replace: true });
  }, [page, query.isPlaceholderData, list.page, pageCount, update]);

  const narrow = useNarrowScreen();
  const activeFilters = view.filters.filter((f) => list.filters[f.param]).length;
  const filtered = activeFilters > 0;
  // A new key remounts the selects after 'Temizle', so a typed-in search text goes too.
  const [filterKey, setFilterKey] = useState(0);
  const clearFilters = () => {
    update({ filters: {}, page: 1 });
    setFilterKey((k) => k + 1);
  };
  const filterFields = view.filters.map((filter) => (
    <FilterSelect
      key={`${filter.param}-${filterKey}`}
      filter={filter}
      data={filter.options(filters.data)}
      value={list.filters[filter.param] ?? ''}
      onChange={(value) => update({ filters: { ...list.filters, [filter.param]: value ?? '' }, page: 1 })}
      wide={narrow}
    />
  ));
  const searchBox = useRef<HTMLInputElement>(null);
  // The API offers names when the term matched nothing as typed: the rows are then its near misses (or none).
  const suggestions = page?.suggestions ?? [];
  // A picked name runs at once (no debounce); the box follows the address, and keeps the focus.
  const runSuggestion = (term: string) => {
    update({ search: term, page: 1 });
    searchBox.current?.focus();
  };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap={narrow ? 'nowrap' : 'wrap'}>
        <TextInput
          ref={searchBox}
          type="search"
          label="Ara"
          description="Türkçe karakterli ya da karaktersiz yazabilirsiniz"
          placeholder={`${label} içinde ara`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={narrow ? undefined : { base: '100%', sm: 320 }}
          style={narrow ? { flex: 1, minWidth: 0 } : undefined}
          maxLength={100}
        />
        {narrow && view.filters.length > 0 ? (
          <FilterDrawer activeCount={activeFilters} onClear={clearFilters}>
            {filterFields}
          </FilterDrawer>
        ) : (
          <>
            {filterFields}
            {filtered && (
              <Button variant="subtle" onClick={clearFilters}>
                Filtreleri temizle
              </Button>
            )}
          </>
        )}
      </Group>

      {filters.isError && <LoadError title="Filtre seçenekleri alınamadı" error={filters.error} onRetry={() => void filters.refetch()} />}
      {query.isError && <LoadError title="Arama sonuçları alınamadı" error={query.error} onRetry={() => void query.refetch()} />}

      {/* Always in the page, so each new count is read out. */}
      <Text fw={600} role="status" aria-live="polite">
        {page ? [resultCountText(page.count), didYouMeanText(suggestions)].filter(Boolean).join('. ') : ''}
      </Text>

      {!page && !query.isError && <Loading text="Sonuçlar yükleniyor…" />}

      {page && page.data.length > 0 && suggestions.length > 0 && (
        <Stack gap={2} align="flex-start">
          <Text c="dimmed" fz="sm">
            “{page.search}” için tam eşleşme yok; en yakın sonuçlar gösteriliyor.
          </Text>
          <DidYouMean suggestions={suggestions} onPick={runSuggestion} />
        </Stack>
      )}

      {page && page.data.length === 0 && (
        <Stack gap={4} py="lg" align="center">
          <Text fw={600}>Aramanızla eşleşen {view.noun} bulunamadı</Text>
          <DidYouMean suggestions={suggestions} onPick={runSuggestion} />
          <Text c="dimmed" fz="sm">
            {filtered ? 'Yazımı kontrol edin ya da filtreleri kaldırın.' : 'Yazımı kontrol edin ya da daha kısa bir kelimeyle arayın.'}
          </Text>
        </Stack>
      )}

      {page && page.data.length > 0 && (
        <>
          <Box pos="relative">
            <LoadingOverlay visible={query.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
            {narrow ? (
              <ResultCards view={view} rows={page.data} label={`${label} arama sonuçları`} busy={query.isFetching} />
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing="sm" captionSide="top" aria-busy={query.isFetching}>
                  <Table.Caption>{label} arama sonuçları</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      {view.columns.map((column) =>
                        column.sort ? (
                          <SortHeader key={column.key} sortKey={column.sort} sort={list.sort} order={list.order} onSort={(sort, order) => update({ sort, order, page: 1 })}>
                            {column.header}
                          </SortHeader>
                        ) : (
                          <Table.Th key={column.key} scope="col">
                            {column.header}
                          </Table.Th>
                        ),
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((row) => (
                      <Table.Tr key={row.id}>
                        {view.columns.map((column) =>
                          column.primary ? (
                            <Table.Th key={column.key} scope="row" fw="normal">
                              {cellOf(column, row)}
                            </Table.Th>
                          ) : (
                            <Table.Td key={column.key}>{cellOf(column, row)}</Table.Td>
                          ),
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Box>
          <TablePager
            page={Math.min(list.page, pageCount)}
            pageCount={pageCount}
            limit={list.limit}
            total={page.count}
            {...(page.countKind ? { countKind: page.countKind } : {})}
            onPage={(next) => update({ page: next })}
            onLimit={(limit) => update({ limit, page: 1 })}
          />
        </>
      )}
    </Stack>
  );
}

function cellOf<Item>(column: Column<Item>, row: Item): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

function FilterSelect({
  filter,
  data,
  value,
  onChange,
  wide,
}: {
  filter: SectionFilter;
  data: ReturnType<SectionFilter['options']>;
  value: string;
  onChange(value: string | null): void;
  /** In the phone's filter drawer: the drawer's full width. */
  wide: boolean;
}) {
  return (
    <Select
      label={filter.label}
      data={data}
      value={value || null}
      onChange={onChange}
      searchable={filter.searchable ?? false}
      nothingFoundMessage="Eşleşen seçenek yok"
      clearable
      clearButtonProps={{ 'aria-label': `${filter.label} filtresini temizle` }}
      placeholder="Tümü"
      w={wide ? '100%' : { base: '100%', sm: 220 }}
    />
  );
}

/**
 * The rows as cards (phone-wide screens): the primary column (a link to the record) heads each
 * card, `card: 'badge'` columns sit beside it (the licence state), the rest are its fields
 * unless a column says `card: false`.
 */
function ResultCards<Item extends ResourceRow>({ view, rows, label, busy }: { view: SectionView<Item>; rows: readonly Item[]; label: string; busy: boolean }) {
  const titleColumn = view.columns.find((c) => c.card === 'title') ?? view.columns.find((c) => c.primary) ?? view.columns[0];
  const shown = (kind: 'badge' | 'field') => view.columns.filter((c) => c !== titleColumn && (c.card ?? 'field') === kind);
  return (
    <RecordCardList label={label} busy={busy}>
      {rows.map((row) => {
        const fields: CardField[] = shown('field').map((c) => [c.header, cellOf(c, row)]);
        const badges = shown('badge');
        return (
          <RecordCard
            key={row.id}
            name={view.name(row)}
            title={titleColumn ? cellOf(titleColumn, row) : view.name(row)}
            fields={fields}
            badge={badges.length > 0 ? badges.map((c) => <Fragment key={c.key}>{cellOf(c, row)}</Fragment>) : undefined}
          />
        );
      })}
    </RecordCardList>
  );
}
