import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Menu, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AreaTypeLabel, type ProductionAreaListItem } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { IconArchive, IconCheck, IconDotsVertical, IconFileText, IconMap, IconNotebook, IconPencil, IconPencilPlus, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteProductionArea } from '../api/delete-production-area';
import { useProductionAreas, type AreaOwnerQuery } from '../api/get-production-areas';
import { useArchive } from '../api/patch-archive';
import { areaAddPath, areaEditPath, areaRegisterPath, prescriptionsOfAreaPath, writePrescriptionPath } from '../paths';
import { ConfirmDialog, RecordCard, RecordCardList, useNarrowScreen, type RowAction } from '@portal/shared/ui';
import { dateText, decaresText } from '@portal/shared/util';
import { MapModal } from './map-modal';

type Pending = { kind: 'delete' | 'archive' | 'activate'; area: ProductionAreaListItem };

export interface AreaTableProps {
  whose: AreaOwnerQuery;
  /** The table's name: 'Mehmet Yıldırım: üretim alanları'. */
  label: string;
  canWrite: boolean;
}

/** The areas under an expanded producer row, or the corporate member's own, with their actions (spec §4). */
export function AreaTable({ whose, label, canWrite }: AreaTableProps) {
  const areas = useProductionAreas(whose);
  const [mapArea, setMapArea] = useState<ProductionAreaListItem | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const archive = useArchive('area');
  const remove = useDeleteProductionArea();
  const busy = archive.isPending || remove.isPending;
  const error = pending ? (pending.kind === 'delete' ? remove.error : archive.error) : null;

  const open = (next: Pending) => {
    archive.reset();
    remove.reset();
    setPending(next);
  };
  const done = (title: string, message: string) => {
    setPending(null);
    notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title, message });
  };
  const confirm = () => {
    if (!pending) return;
    const { area, kind } = pending;
    if (kind === 'delete') remove.mutate(area.id, { onSuccess: () => done('Silindi', `“${area.name}” silindi.`) });
    else
      archive.mutate(
        { id: area.id, archived: kind === 'archive' },
        { onSuccess: () => done(kind === 'archive' ? 'Arşivlendi' : 'Etkinleştirildi', `“${area.name}” ${kind === 'archive' ? 'arşivlendi' : 'yeniden etkin'}.`) },
      );
  };
  const inUse = pending?.kind === 'delete' && remove.error instanceof ApiError && remove.error.status === 409;
  const narrow = useNarrowScreen();
  // The table row's menu, for the cards a phone shows instead.
  const actionsOf = (area: ProductionAreaListItem): RowAction[] => [
    { label: 'Haritada göster', icon: <IconMap size={16} aria-hidden />, onClick: () => setMapArea(area) },
    { label: 'Reçeteleri', icon: <IconFileText size={16} aria-hidden />, to: prescriptionsOfAreaPath(area.id) },
    { label: 'Kayıt defteri', icon: <IconNotebook size={16} aria-hidden />, to: areaRegisterPath(area.id) },
    ...(canWrite
      ? [
          { label: 'Reçete Yaz', icon: <IconPencilPlus size={16} aria-hidden />, to: writePrescriptionPath(area) },
          { label: 'Düzenle', icon: <IconPencil size={16} aria-hidden />, to: areaEditPath(area) },
          area.archived
            ? { label: 'Etkinleştir', icon: <IconRestore size={16} aria-hidden />, onClick: () => open({ kind: 'activate', area }) }
            : { label: 'Arşivle', icon: <IconArchive size={16} aria-hidden />, onClick: () => open({ kind: 'archive', area }) },
          { label: 'Sil', icon: <IconTrash size={16} aria-hidden />, color: 'red', onClick: () => open({ kind: 'delete', area }) },
        ]
      : []),
  ];

  if (areas.isError) {
    return (
      <Alert color="red" variant="light" title="Alanlar alınamadı">
        {errorMessage(areas.error)}
      </Alert>
    );
  }
  if (!areas.data) {
    return (
      <Center py="sm">
        <Group gap="sm" role="status">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">Alanlar yükleniyor…</Text>
        </Group>
      </Center>
    );
  }

  const rows = areas.data.data;
  return (
    <Stack gap="xs" py="xs">
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Bu kayda ait üretim alanı yok.
        </Text>
      ) : narrow ? (
        <RecordCardList label={label}>
          {rows.map((area) => (
            <RecordCard
              key={area.id}
              name={area.name}
              sample={area.sample}
              badge={
                <Badge variant="light" color={area.archived ? 'gray' : 'green'}>
                  {area.archived ? 'Arşivde' : 'Aktif'}
                </Badge>
              }
              fields={[
                ['Tür', AreaTypeLabel[area.areaType]],
                ['Bitki', area.plantName],
                ['Büyüklük', decaresText(area.decares)],
                ['Yer', `${area.provinceName} / ${area.district}`],
              ]}
              actions={actionsOf(area)}
            />
          ))}
        </RecordCardList>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={label} withTableBorder verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Alan adı</Table.Th>
                <Table.Th>Tür</Table.Th>
                <Table.Th>Bitki</Table.Th>
                <Table.Th>Büyüklük</Table.Th>
                <Table.Th>Yer</Table.Th>
                <Table.Th>Dikim</Table.Th>
                <Table.Th>Durum</Table.Th>
                <Table.Th w={56}>İşlem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((area) => (
                <Table.Tr key={area.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span>{area.name}</span>
                      {area.sample && (
                        <Badge size="xs" color="yellow" variant="filled" autoContrast>
                          Örnek veri
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{AreaTypeLabel[area.areaType]}</Table.Td>
                  <Table.Td>{area.plantName ?? '—'}</Table.Td>
                  <Table.Td>{decaresText(area.decares)}</Table.Td>
                  <Table.Td>
                    {area.provinceName} / {area.district}
                  </Table.Td>
                  <Table.Td>{dateText(area.plantingDate)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={area.archived ? 'gray' : 'green'}>
                      {area.archived ? 'Arşivde' : 'Aktif'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={`${area.name}: alan işlemleri`}>
                          <IconDotsVertical size={18} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconMap size={16} aria-hidden />} onClick={() => setMapArea(area)}>
                          Haritada göster
                        </Menu.Item>
                        <Menu.Item component={Link} to={prescriptionsOfAreaPath(area.id)} leftSection={<IconFileText size={16} aria-hidden />}>
                          Reçeteleri
                        </Menu.Item>
                        <Menu.Item component={Link} to={areaRegisterPath(area.id)} leftSection={<IconNotebook size={16} aria-hidden />}>
                          Kayıt defteri
                        </Menu.Item>
                        {canWrite && (
                          <>
                            <Menu.Item component={Link} to={writePrescriptionPath(area)} leftSection={<IconPencilPlus size={16} aria-hidden />}>
                              Reçete Yaz
                            </Menu.Item>
                            <Menu.Item component={Link} to={areaEditPath(area)} leftSection={<IconPencil size={16} aria-hidden />}>
                              Düzenle
                            </Menu.Item>
                            {area.archived ? (
                              <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={() => open({ kind: 'activate', area })}>
                                Etkinleştir
                              </Menu.Item>
                            ) : (
                              <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => open({ kind: 'archive', area })}>
                                Arşivle
                              </Menu.Item>
                            )}
                            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => open({ kind: 'delete', area })}>
                              Sil
                            </Menu.Item>
                          </>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canWrite && (
        <Group>
          <Button size="xs" variant="light" component={Link} to={areaAddPath(whose)} leftSection={<IconPlus size={14} aria-hidden />}>
            Alan Ekle
          </Button>
        </Group>
      )}
      <MapModal area={mapArea} onClose={() => setMapArea(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'delete' ? 'Alanı sil' : pending?.kind === 'archive' ? 'Alanı arşivle' : 'Alanı etkinleştir'}
        confirmLabel={pending?.kind === 'delete' ? 'Sil' : pending?.kind === 'archive' ? 'Arşivle' : 'Etkinleştir'}
        color={pending?.kind === 'delete' ? 'red' : undefined}
        busy={busy}
        error={error ? errorMessage(error) : null}
        refused={
          inUse && pending && !pending.area.archived ? (
            <Button variant="light" onClick={() => open({ kind: 'archive', area: pending.area })}>
              Silmek yerine arşivle
            </Button>
          ) : null
        }
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'delete'
          ? `“${pending.area.name}” alanını silmek istediğinize emin misiniz? Bu işlem geri alınamaz.`
          : pending?.kind === 'archive'
            ? `“${pending.area.name}” alanı arşivlensin mi? Arşivlenen alan listelerde pasif görünür ve yeniden etkinleştirilebilir.`
            : `“${pending?.area.name ?? ''}” alanı yeniden etkinleştirilsin mi?`}
      </ConfirmDialog>
    </Stack>
  );
}
