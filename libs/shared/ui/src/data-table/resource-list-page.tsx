import { ActionIcon, Alert, Avatar, Badge, Box, Button, Center, Group, Loader, LoadingOverlay, Select, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { SortOrder } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { IconCheck, IconChevronDown, IconChevronRight, IconEye, IconInfoCircle, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useDeleteResource } from './api/delete-resource';
import { useResourceList, type ResourceRow } from './api/get-resource-list';
import { useToggleStatus } from './api/patch-resource-status';
import { useNarrowScreen } from '../components/use-narrow-screen';
import { LoadError } from '../form/page-states';
import { listSearchParams, type ListParams } from './api/resource-keys';
import { DeleteConfirm } from './delete-confirm';
import { FilterDrawer } from './filter-drawer';
import { useListState, type ListState } from './list-state';
import { ReadOnlyNote, ReadOnlyTip } from './read-only';
import { RecordCard, RecordCardList, type CardField } from './record-card';
import { RowMenu, type RowAction } from './row-menu';
import { SortHeader } from './sort-header';
import { TablePager } from './table-pager';

/** Spec §9: the search box waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export type { RowAction } from './row-menu';

/**
 * A list column between the avatar and 'Durum'. On a phone-wide screen the rows are cards and
 * `card` says where the column goes there: 'title' (the card's heading; the primary column by
 * default), 'badge' (beside the title, e.g. a status badge), 'field' (a label–value pair, the
 * default) or false (not on the card).
 */
export interface Column<Item> {
  /** Unique in the list; the cell shows `item[key]` unless `render` is given ('—' when empty). */
  key: string;
  header: string;
  /** One of the resource's sort keys: the header becomes a sort button. */
  sort?: string;
  render?(item: Item): ReactNode;
  /** The name column: the 'Örnek veri' badge follows its content. The first column by default. */
  primary?: boolean;
  card?: 'title' | 'badge' | 'field' | false;
}

/** A choice of a `select` filter; sent as its text. */
export interface FilterOption {
  value: string | number | boolean;
  label: string;
}

/** An extra list filter, sent as `?<param>=<value>` with the list (and the export). */
export type ResourceFilter = { param: string; label: string } & (
  | { kind: 'select'; options: readonly FilterOption[] }
  /** Any input (e.g. a searchable select over another resource); '' or null clears it. */
  | { kind: 'custom'; render(value: string, onChange: (value: string | null) => void): ReactNode }
);

/** What a row's actions may use: whether the user only reads, and the delete confirmation. */
export interface RowActionContext {
  readOnly: boolean;
  /** Opens 'Kaydı sil' for the row; on 'Sil' the row is deleted (DELETE `<api>?id=N`). */
  remove(): void;
}

/**
 * The usual menu: Düzenle and Sil; a read-only user may only look at the record (Görüntüle),
 * with Düzenle and Sil shown disabled (spec §6).
 */
export function editDeleteActions(editPath: string, { readOnly, remove }: RowActionContext): RowAction[] {
  const edit = { label: 'Düzenle', icon: <IconPencil size={16} aria-hidden /> };
  const del = { label: 'Sil', icon: <IconTrash size={16} aria-hidden />, color: 'red' };
  return readOnly
    ? [{ label: 'Görüntüle', icon: <IconEye size={16} aria-hidden />, to: editPath }, { ...edit, disabled: true }, { ...del, disabled: true }]
    : [{ ...edit, to: editPath }, { ...del, onClick: remove }];
}

export interface ResourceListPageProps<Item extends ResourceRow> {
  /** The page's heading and the table's name. */
  title: string;
  /** A sentence under the title. */
  description?: string;
  /** The API path of the list, status switch and delete (e.g. 'plant'). */
  api: string;
  /** The base query key; the list, the records and their invalidation sit under it. */
  queryKey: readonly unknown[];
  /** Where the list state (page, search, order, filters) is kept while the user is away. */
  stateKey: string;
  /** A row as the API answers it; checked on every read. */
  itemSchema: z.ZodType<Item>;
  /** The record's name: avatar letter, switch and menu labels, the delete dialog. */
  name(item: Item): string;
  /** What kind of record it is, for the delete dialog: 'bitki', 'ruhsat'… */
  singular: string;
  columns: readonly Column<Item>[];
  /** The list's first order; without it the API's default. */
  defaultSort?: { key: string; order: SortOrder };
  filters?: readonly ResourceFilter[];
  /** False for a read-only user: every changing control is disabled with the reason (spec §6). */
  canWrite: boolean;
  /** The add screen; without it there is no 'Yeni Kayıt'. */
  addPath?: string;
  /** A 'Durum' column with the Aktif/Pasif switch (PATCH `<api>` `{ id }`); `sortKey` makes it sortable. */
  status?: { sortKey?: string };
  rowActions(item: Item, context: RowActionContext): RowAction[];
  /** More buttons before 'Yeni Kayıt' (export, import…), given the list's query parameters. */
  toolbar?(context: { query: Record<string, string>; readOnly: boolean }): ReactNode;
  /** The add button's text; 'Yeni Kayıt' unless told. */
  addLabel?: string;
  /**
   * 'disabled' (default): a read-only user sees the changing controls disabled with the reason
   * (definitions, spec §6); 'hidden': they are not shown at all (producers: Tekniker, User).
   */
  readOnlyControls?: 'disabled' | 'hidden';
  /** The list state from elsewhere (e.g. a saved slice) instead of the in-memory one of `stateKey`. */
  listState?: [ListState, (change: Partial<ListState>) => void];
  /** DELETE `<path(id)>` instead of `<api>?id=N` (REST-style paths: `producer/7`). */
  deletePath?(id: number): string;
  /** What the delete dialog offers when the delete was refused (e.g. 409 RECORD_IN_USE → archive instead). */
  deleteRefused?(item: Item, error: unknown, close: () => void): ReactNode;
  /** One row at a time opens below itself (spec §4 "One farmer row can be expanded at a time"). */
  expandable?: {
    expandedId: number | null;
    onExpand(id: number | null): void;
    render(item: Item): ReactNode;
  };
}

const initialOf = (name: string) => (name.trim().charAt(0) || '?').toLocaleUpperCase('tr-TR');

function cellOf<Item>(column: Column<Item>, row: Item): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** A 'badge' column on a card: a plain text value ('Aktif', 'Arşivde') becomes a badge. */
function badgeOf<Item>(column: Column<Item>, row: Item): ReactNode {
  const value = cellOf(column, row);
  return typeof value === 'string' ? (
    <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
      {value}
    </Badge>
  ) : (
    value
  );
}

/**
 * A resource's list screen (spec §2 "MRL product list screen", for every list): search,
 * sortable columns, paging, status switch, row menu and add. Read-only users (BestnetSupport)
 * see everything with the changing controls disabled (spec §6). Definitions, MRL, members,
 * producers and prescriptions declare what differs.
 */
export function ResourceListPage<Item extends ResourceRow>(view: ResourceListPageProps<Item>) {
  const readOnly = !view.canWrite;
  const hideWrites = readOnly && view.readOnlyControls === 'hidden';
  const ownState = useListState(view.stateKey, view.defaultSort);
  const [state, update] = view.listState ?? ownState;

  // The box shows what is typed; the list asks with the trimmed term 500 ms after the last key.
  const [searchText, setSearchText] = useState(state.search);
  const [debounced] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== state.search) update({ search: debounced, page: 1 });
  }, [debounced, state.search, update]);

  const params: ListParams = useMemo(
    () => ({ page: state.page, limit: state.limit, search: state.search, order: state.order, filters: state.filters, ...(state.sort ? { sort: state.sort } : {}) }),
    [state],
  );
  const query = useResourceList(view.queryKey, view.api, view.itemSchema, params);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.count ?? 0) / state.limit));

  // A page beyond the end (e.g. after deleting the last row of the last page) moves to the last page.
  useEffect(() => {
    if (page && !query.isPlaceholderData && state.page > pageCount) update({ page: pageCount });
  }, [page, query.isPlaceholderData, state.page, pageCount, update]);

  const [toDelete, setToDelete] = useState<Item | null>(null);
  const remove = useDeleteResource(view.queryKey, view.api, view.deletePath);

  const onSort = (sort: string, order: SortOrder) => update({ sort, order, page: 1 });
  const setFilter = (param: string, value: string | null) => update({ filters: { ...state.filters, [param]: value ?? '' }, page: 1 });
  const openDelete = (row: Item) => {
    remove.reset();
    setToDelete(row);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const name = view.name(toDelete);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Silindi', message: `“${name}” silindi.` });
      },
    });
  };

  const rows = page?.data ?? [];
  const hasSample = rows.some((row) => row.sample);
  const primaryKey = (view.columns.find((c) => c.primary) ?? view.columns[0])?.key;
  const expandable = view.expandable;
  const columnCount = view.columns.length + (view.status ? 3 : 2) + (expandable ? 1 : 0);
  const sortProps = { sort: state.sort, order: state.order, onSort };
  const narrow = useNarrowScreen();
  const filters = view.filters ?? [];
  const activeFilters = filters.filter((f) => (state.filters[f.param] ?? '') !== '').length;
  // A new key remounts the fields after 'Temizle', so fields holding typed text show it cleared.
  const [filterKey, setFilterKey] = useState(0);
  const clearFilters = () => {
    update({ filters: { ...state.filters, ...Object.fromEntries(filters.map((f) => [f.param, ''])) }, page: 1 });
    setFilterKey((k) => k + 1);
  };
  const filterFields = filters.map((filter) => <FilterInput key={`${filter.param}-${filterKey}`} filter={filter} value={state.filters[filter.param] ?? ''} onChange={setFilter} />);
  const titleColumn = view.columns.find((c) => c.card === 'title') ?? view.columns.find((c) => c.key === primaryKey);

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            {view.title}
          </Title>
          {view.description && (
            <Text c="dimmed" fz="sm" mt={4}>
              {view.description}
            </Text>
          )}
        </div>
        <Group gap="sm" wrap="wrap">
          {view.toolbar?.({ query: listSearchParams(params), readOnly })}
          {view.addPath !== undefined && !hideWrites && (
            <ReadOnlyTip readOnly={readOnly}>
              {readOnly ? (
                <Button leftSection={<IconPlus size={16} aria-hidden />} disabled>
                  {view.addLabel ?? 'Yeni Kayıt'}
                </Button>
              ) : (
                <Button component={Link} to={view.addPath} leftSection={<IconPlus size={16} aria-hidden />}>
                  {view.addLabel ?? 'Yeni Kayıt'}
                </Button>
              )}
            </ReadOnlyTip>
          )}
        </Group>
      </Group>

      {readOnly && !hideWrites && <ReadOnlyNote />}

      <Group gap="md" align="flex-end" wrap={narrow ? 'nowrap' : 'wrap'}>
        <TextInput
          type="search"
          label="Ara"
          placeholder={`${view.title} içinde ara`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={narrow ? undefined : { base: '100%', sm: 320 }}
          style={narrow ? { flex: 1, minWidth: 0 } : undefined}
          maxLength={100}
        />
        {narrow && filters.length > 0 ? (
          <FilterDrawer activeCount={activeFilters} onClear={clearFilters}>
            {filterFields}
          </FilterDrawer>
        ) : (
          filterFields
        )}
      </Group>

      {query.isError && <LoadError title="Liste alınamadı" error={query.error} onRetry={() => void query.refetch()} />}

      {!page && (
        // Spec §8: the loading indicator stays while loading and on a fetch error.
        <Center py="xl">
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Yükleniyor…</Text>
          </Group>
        </Center>
      )}

      {page && (
        <>
          {hasSample && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title="Örnek veri">
              “Örnek veri” etiketli kayıtlar portalı denemek için eklenmiş örneklerdir; resmî kaynaklardan doğrulanmamıştır ve gerçek bir
              reçete ya da karar için kullanılmamalıdır.
            </Alert>
          )}
          <Box pos="relative">
            <LoadingOverlay visible={query.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
            {narrow ? (
              rows.length === 0 ? (
                <Text ta="center" py="lg" c="dimmed">
                  {page.search ? `"${page.search}" için sonuç bulunamadı` : 'Kayıt bulunamadı'}
                </Text>
              ) : (
                <RecordCardList label={view.title} busy={query.isFetching}>
                  {rows.map((row) => {
                    const name = view.name(row);
                    const expanded = expandable?.expandedId === row.id;
                    const shown = (kind: 'badge' | 'field') => view.columns.filter((c) => c !== titleColumn && (c.card ?? 'field') === kind);
                    const fields: CardField[] = shown('field').map((c) => [c.header, cellOf(c, row)]);
                    const badges = shown('badge');
                    return (
                      <RecordCard
                        key={row.id}
                        name={name}
                        title={titleColumn ? cellOf(titleColumn, row) : name}
                        sample={row.sample}
                        fields={fields}
                        badge={badges.length > 0 ? badges.map((c) => <Fragment key={c.key}>{badgeOf(c, row)}</Fragment>) : undefined}
                        actions={view.rowActions(row, { readOnly, remove: () => openDelete(row) })}
                        readOnly={readOnly && !hideWrites}
                      >
                        {view.status && <StatusSwitch view={view} row={row} name={name} readOnly={readOnly} />}
                        {expandable && (
                          <>
                            <Button
                              variant="subtle"
                              size="compact-sm"
                              justify="flex-start"
                              leftSection={expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                              aria-expanded={expanded}
                              aria-controls={`card-detail-${row.id}`}
                              aria-label={`${name}: ${expanded ? 'ayrıntıyı kapat' : 'ayrıntıyı aç'}`}
                              onClick={() => expandable.onExpand(expanded ? null : row.id)}
                            >
                              {expanded ? 'Ayrıntıyı kapat' : 'Ayrıntıyı aç'}
                            </Button>
                            {expanded && <div id={`card-detail-${row.id}`}>{expandable.render(row)}</div>}
                          </>
                        )}
                      </RecordCard>
                    );
                  })}
                </RecordCardList>
              )
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing="sm" aria-label={view.title} aria-busy={query.isFetching}>
                  <Table.Thead>
                    <Table.Tr>
                      {expandable && (
                        <Table.Th w={48}>
                          <VisuallyHidden>Ayrıntı</VisuallyHidden>
                        </Table.Th>
                      )}
                      <Table.Th w={56}>
                        <VisuallyHidden>Simge</VisuallyHidden>
                      </Table.Th>
                      {view.columns.map((column) =>
                        column.sort ? (
                          <SortHeader key={column.key} sortKey={column.sort} {...sortProps}>
                            {column.header}
                          </SortHeader>
                        ) : (
                          <Table.Th key={column.key}>{column.header}</Table.Th>
                        ),
                      )}
                      {view.status &&
                        (view.status.sortKey ? (
                          <SortHeader sortKey={view.status.sortKey} {...sortProps}>
                            Durum
                          </SortHeader>
                        ) : (
                          <Table.Th>Durum</Table.Th>
                        ))}
                      <Table.Th w={72}>İşlem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={columnCount}>
                          <Text ta="center" py="lg" c="dimmed">
                            {page.search ? `"${page.search}" için sonuç bulunamadı` : 'Kayıt bulunamadı'}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ) : (
                      rows.map((row) => {
                        const name = view.name(row);
                        const expanded = expandable?.expandedId === row.id;
                        const actions = view.rowActions(row, { readOnly, remove: () => openDelete(row) });
                        return (
                          <Fragment key={row.id}>
                            <Table.Tr>
                              {expandable && (
                                <Table.Td>
                                  <ActionIcon
                                    variant="subtle"
                                    color="gray"
                                    aria-expanded={expanded}
                                    aria-controls={`row-detail-${row.id}`}
                                    aria-label={`${name}: ${expanded ? 'ayrıntıyı kapat' : 'ayrıntıyı aç'}`}
                                    onClick={() => expandable.onExpand(expanded ? null : row.id)}
                                  >
                                    {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
                                  </ActionIcon>
                                </Table.Td>
                              )}
                              <Table.Td>
                                <Avatar radius="xl" size={36} aria-hidden>
                                  {initialOf(name)}
                                </Avatar>
                              </Table.Td>
                              {view.columns.map((column) => (
                                <Table.Td key={column.key}>
                                  {column.key === primaryKey ? (
                                    <Group gap={6} wrap="nowrap">
                                      <span>{cellOf(column, row)}</span>
                                      {row.sample && (
                                        <Badge size="xs" color="yellow" variant="filled" autoContrast>
                                          Örnek veri
                                        </Badge>
                                      )}
                                    </Group>
                                  ) : (
                                    cellOf(column, row)
                                  )}
                                </Table.Td>
                              ))}
                              {view.status && (
                                <Table.Td>
                                  <StatusSwitch view={view} row={row} name={name} readOnly={readOnly} />
                                </Table.Td>
                              )}
                              <Table.Td>
                                {actions.length > 0 && <RowMenu name={name} readOnly={readOnly && !hideWrites} actions={actions} />}
                              </Table.Td>
                            </Table.Tr>
                            {expandable && expanded && (
                              <Table.Tr id={`row-detail-${row.id}`}>
                                <Table.Td colSpan={columnCount}>{expandable.render(row)}</Table.Td>
                              </Table.Tr>
                            )}
                          </Fragment>
                        );
                      })
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Box>
          <TablePager
            page={Math.min(state.page, pageCount)}
            pageCount={pageCount}
            limit={state.limit}
            total={page.count}
            countKind={page.countKind}
            onPage={(next) => update({ page: next })}
            onLimit={(limit) => update({ limit, page: 1 })}
          />
        </>
      )}

      <DeleteConfirm
        opened={toDelete !== null}
        recordName={toDelete ? view.name(toDelete) : ''}
        singular={view.singular}
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        refused={toDelete && remove.error && view.deleteRefused ? view.deleteRefused(toDelete, remove.error, () => setToDelete(null)) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** Aktif/Pasif of a row: PATCH `<api>` `{ id }`, the answer's row replaces the shown one. */
function StatusSwitch<Item extends ResourceRow>({ view, row, name, readOnly }: { view: ResourceListPageProps<Item>; row: Item; name: string; readOnly: boolean }) {
  const toggle = useToggleStatus(view.queryKey, view.api, view.itemSchema);
  return (
    <Switch
      checked={!!row.status}
      label={row.status ? 'Aktif' : 'Pasif'}
      aria-label={`${name} durumu`}
      disabled={readOnly || toggle.isPending}
      onChange={() =>
        toggle.mutate(row.id, {
          onError: (err) => notifications.show({ color: 'red', title: 'Durum değiştirilemedi', message: errorMessage(err) }),
        })
      }
    />
  );
}

function FilterInput({ filter, value, onChange }: { filter: ResourceFilter; value: string; onChange(param: string, value: string | null): void }) {
  if (filter.kind === 'custom') return filter.render(value, (next) => onChange(filter.param, next));
  return (
    <Select
      label={filter.label}
      data={filter.options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={value || null}
      onChange={(next) => onChange(filter.param, next)}
      clearable
      // Mantine hides the clear button from the keyboard and screen readers; a filter that starts
      // set (e.g. only active records) must be clearable by everyone.
      clearButtonProps={{ 'aria-label': `${filter.label} süzgecini temizle`, 'aria-hidden': false, tabIndex: 0 }}
      placeholder="Tümü"
      w={{ base: '100%', sm: 200 }}
    />
  );
}
