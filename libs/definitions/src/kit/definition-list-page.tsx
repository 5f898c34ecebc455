import { ActionIcon, Alert, Avatar, Badge, Box, Button, Center, Group, Loader, LoadingOverlay, Menu, Select, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { DefinitionRow, SortOrder } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { IconAlertCircle, IconCheck, IconDotsVertical, IconEye, IconFileImport, IconInfoCircle, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { definitionKeys, listSearchParams, type ListParams } from './api';
import { DeleteConfirm } from './delete-confirm';
import { ExportMenu } from './export-menu';
import { ImportModal } from './import-modal';
import { useListState } from './list-state';
import { READ_ONLY_TEXT, ReadOnlyNote, ReadOnlyTip } from './read-only';
import { RefSelect } from './ref-select';
import { sectionInfo, sectionPaths, type Column, type ListFilter, type SectionView } from './section-view';
import { SortHeader } from './sort-header';
import { TablePager } from './table-pager';
import { useCanWriteDefinitions } from './use-can-write';
import { useDefinitionList, useDeleteItem, useToggleStatus } from './use-definition-list';

/** Spec §9: the search box waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

const initialOf = (name: string) => (name.trim().charAt(0) || '?').toLocaleUpperCase('tr-TR');

function cellOf(column: Column<DefinitionRow>, row: DefinitionRow): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as unknown as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/**
 * A section's list screen (spec §2 "MRL product list screen", for every section): search,
 * sortable columns, paging, status switch, row menu, add, export and import. Read-only users
 * (BestnetSupport) see everything with the changing controls disabled (spec §6).
 */
export function DefinitionListPage({ view }: { view: SectionView }) {
  const info = sectionInfo(view.section);
  const paths = sectionPaths(view.section);
  const readOnly = !useCanWriteDefinitions();
  const queryClient = useQueryClient();
  const [state, update] = useListState(view.section, view.defaultSort);

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
  const query = useDefinitionList(info.api, view.itemSchema, params);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.count ?? 0) / state.limit));

  // A page beyond the end (e.g. after deleting the last row of the last page) moves to the last page.
  useEffect(() => {
    if (page && !query.isPlaceholderData && state.page > pageCount) update({ page: pageCount });
  }, [page, query.isPlaceholderData, state.page, pageCount, update]);

  const [importOpen, setImportOpen] = useState(false);
  const [toDelete, setToDelete] = useState<DefinitionRow | null>(null);
  const remove = useDeleteItem(info.api);

  const onSort = (sort: string, order: SortOrder) => update({ sort, order, page: 1 });
  const setFilter = (param: string, value: string | null) => update({ filters: { ...state.filters, [param]: value ?? '' }, page: 1 });
  const openDelete = (row: DefinitionRow) => {
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
  const columnCount = view.columns.length + 3;
  const sortProps = { sort: state.sort, order: state.order, onSort };

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            {info.title}
          </Title>
          {view.description && (
            <Text c="dimmed" fz="sm" mt={4}>
              {view.description}
            </Text>
          )}
        </div>
        <Group gap="sm" wrap="wrap">
          <ExportMenu api={info.api} filters={listSearchParams(params)} baseName={view.section} />
          <ReadOnlyTip readOnly={readOnly}>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} disabled={readOnly} onClick={() => setImportOpen(true)}>
              İçe aktar
            </Button>
          </ReadOnlyTip>
          <ReadOnlyTip readOnly={readOnly}>
            {readOnly ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} disabled>
                Yeni Kayıt
              </Button>
            ) : (
              <Button component={Link} to={paths.add} leftSection={<IconPlus size={16} aria-hidden />}>
                Yeni Kayıt
              </Button>
            )}
          </ReadOnlyTip>
        </Group>
      </Group>

      {readOnly && <ReadOnlyNote />}

      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Ara"
          placeholder={`${info.title} içinde ara`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          maxLength={100}
        />
        {view.filters?.map((filter) => <FilterInput key={filter.param} filter={filter} value={state.filters[filter.param] ?? ''} onChange={setFilter} />)}
      </Group>

      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Liste alınamadı">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorMessage(query.error)}</Text>
            <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
              Yeniden dene
            </Button>
          </Stack>
        </Alert>
      )}

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
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={info.title} aria-busy={query.isFetching}>
                <Table.Thead>
                  <Table.Tr>
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
                    {view.statusSort ? (
                      <SortHeader sortKey={view.statusSort} {...sortProps}>
                        Durum
                      </SortHeader>
                    ) : (
                      <Table.Th>Durum</Table.Th>
                    )}
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
                      return (
                        <Table.Tr key={row.id}>
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
                          <Table.Td>
                            <StatusSwitch view={view} row={row} name={name} readOnly={readOnly} />
                          </Table.Td>
                          <Table.Td>
                            <RowMenu name={name} editPath={paths.edit(row.id)} readOnly={readOnly} onDelete={() => openDelete(row)} />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
        singular={info.singular}
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      {!readOnly && (
        <ImportModal
          opened={importOpen}
          onClose={() => setImportOpen(false)}
          api={info.api}
          title={info.title}
          onImported={() => void queryClient.invalidateQueries({ queryKey: definitionKeys.all(info.api) })}
        />
      )}
    </Stack>
  );
}

/** Aktif/Pasif of a row: PATCH `<api>` `{ id }`, the answer's row replaces the shown one. */
function StatusSwitch({ view, row, name, readOnly }: { view: SectionView; row: DefinitionRow; name: string; readOnly: boolean }) {
  const toggle = useToggleStatus(sectionInfo(view.section).api, view.itemSchema);
  return (
    <Switch
      checked={row.status}
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

/** The row's 'İşlem' menu: Düzenle and Sil; a read-only user may only look at the record. */
function RowMenu({ name, editPath, readOnly, onDelete }: { name: string; editPath: string; readOnly: boolean; onDelete(): void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`${name}: işlemler`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {readOnly ? (
          <>
            <Menu.Label>{READ_ONLY_TEXT}</Menu.Label>
            <Menu.Item component={Link} to={editPath} leftSection={<IconEye size={16} aria-hidden />}>
              Görüntüle
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} disabled>
              Düzenle
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled>
              Sil
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={16} aria-hidden />}>
              Düzenle
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              Sil
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function FilterInput({ filter, value, onChange }: { filter: ListFilter; value: string; onChange(param: string, value: string | null): void }) {
  if (filter.kind === 'ref') {
    return (
      <RefSelect
        label={filter.label}
        section={filter.section}
        optionLabel={filter.optionLabel}
        value={value ? Number(value) : null}
        onChange={(id) => onChange(filter.param, id === null ? null : String(id))}
        w={{ base: '100%', sm: 240 }}
        placeholder="Tümü"
      />
    );
  }
  return (
    <Select
      label={filter.label}
      data={filter.options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={value || null}
      onChange={(next) => onChange(filter.param, next)}
      clearable
      clearButtonProps={{ 'aria-label': 'Temizle' }}
      placeholder="Tümü"
      w={{ base: '100%', sm: 200 }}
    />
  );
}
