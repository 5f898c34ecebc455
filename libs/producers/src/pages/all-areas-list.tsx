import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AreaTypeLabel, productionAreaListItemSchema, type ProductionAreaListItem } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog, ResourceListPage, type ResourceFilter, type RowAction } from '@portal/shared/ui';
import { IconArchive, IconCheck, IconFileText, IconMap, IconNotebook, IconPencil, IconPencilPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AREA_API, areaKeys } from '../api/keys';
import { useArchive } from '../api/patch-archive';
import { dateText, decaresText } from '@portal/shared/util';
import { MapModal } from '../components/map-modal';
import { areaEditPath, areaRegisterPath, prescriptionsOfAreaPath, writePrescriptionPath } from '../paths';

/**
 * Every production area of the member ("the member's full area list with the same
 * filters"): the producers' and the corporate member's own, with search, the farmer filters,
 * paging and order from the API, and the same actions as under a producer's row.
 */
export function AllAreasList({ filters, canWrite }: { filters: readonly ResourceFilter[]; canWrite: boolean }) {
  const [mapArea, setMapArea] = useState<ProductionAreaListItem | null>(null);
  const [pending, setPending] = useState<{ area: ProductionAreaListItem; archived: boolean } | null>(null);
  const archive = useArchive('area');

  const confirmArchive = () => {
    if (!pending) return;
    const { area, archived } = pending;
    archive.mutate(
      { id: area.id, archived },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: archived ? 'Arşivlendi' : 'Etkinleştirildi', message: `“${area.name}” ${archived ? 'arşivlendi' : 'yeniden etkin'}.` });
          setPending(null);
        },
      },
    );
  };

  const rowActions = (area: ProductionAreaListItem, { remove }: { remove(): void }): RowAction[] => [
    { label: 'Haritada göster', icon: <IconMap size={16} aria-hidden />, onClick: () => setMapArea(area) },
    { label: 'Reçeteleri', icon: <IconFileText size={16} aria-hidden />, to: prescriptionsOfAreaPath(area.id) },
    { label: 'Kayıt defteri', icon: <IconNotebook size={16} aria-hidden />, to: areaRegisterPath(area.id) },
    ...(canWrite
      ? [
          { label: 'Reçete Yaz', icon: <IconPencilPlus size={16} aria-hidden />, to: writePrescriptionPath(area) },
          { label: 'Düzenle', icon: <IconPencil size={16} aria-hidden />, to: areaEditPath(area) },
          area.archived
            ? { label: 'Etkinleştir', icon: <IconRestore size={16} aria-hidden />, onClick: () => (archive.reset(), setPending({ area, archived: false })) }
            : { label: 'Arşivle', icon: <IconArchive size={16} aria-hidden />, onClick: () => (archive.reset(), setPending({ area, archived: true })) },
          { label: 'Sil', icon: <IconTrash size={16} aria-hidden />, color: 'red', onClick: remove },
        ]
      : []),
  ];

  return (
    <>
      <ResourceListPage<ProductionAreaListItem>
        title="Tüm Üretim Alanları"
        description="Üreticilerinizin ve kurumunuzun bütün üretim alanları; üretici listesiyle aynı süzgeçlerle."
        api={AREA_API}
        queryKey={areaKeys.all}
        stateKey="all-production-areas"
        itemSchema={productionAreaListItemSchema}
        name={(a) => a.name}
        singular="üretim alanı"
        defaultSort={{ key: 'name', order: 'asc' }}
        columns={[
          { key: 'name', header: 'Alan', sort: 'name', primary: true },
          { key: 'ownerName', header: 'Üretici', sort: 'ownerName', render: (a) => (a.owner === 'member' ? `${a.ownerName} (kurumsal)` : a.ownerName) },
          { key: 'areaType', header: 'Tür', sort: 'areaType', render: (a) => AreaTypeLabel[a.areaType] },
          { key: 'plantName', header: 'Bitki', sort: 'plantName', render: (a) => a.plantName ?? '—' },
          { key: 'provinceName', header: 'İl / İlçe', sort: 'provinceName', render: (a) => `${a.provinceName} / ${a.district}` },
          { key: 'decares', header: 'Büyüklük', sort: 'decares', render: (a) => decaresText(a.decares) },
          { key: 'expectedHarvestDate', header: 'Beklenen hasat', sort: 'expectedHarvestDate', render: (a) => dateText(a.expectedHarvestDate), card: false },
          { key: 'archived', header: 'Durum', render: (a) => (a.archived ? 'Arşivde' : 'Aktif'), card: 'badge' },
        ]}
        filters={filters}
        canWrite={canWrite}
        readOnlyControls="hidden"
        deletePath={(id) => `${AREA_API}/${id}`}
        deleteRefused={(area, error, close) =>
          error instanceof ApiError && error.status === 409 && !area.archived ? (
            <Button variant="light" onClick={() => (close(), archive.reset(), setPending({ area, archived: true }))}>
              Silmek yerine arşivle
            </Button>
          ) : null
        }
        rowActions={rowActions}
      />
      <MapModal area={mapArea} onClose={() => setMapArea(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.archived ? 'Alanı arşivle' : 'Alanı etkinleştir'}
        confirmLabel={pending?.archived ? 'Arşivle' : 'Etkinleştir'}
        busy={archive.isPending}
        error={archive.error ? errorMessage(archive.error) : null}
        onCancel={() => setPending(null)}
        onConfirm={confirmArchive}
      >
        {pending?.archived ? `“${pending.area.name}” arşivlensin mi? Arşivlenen alan “Arşivde” görünür ve yeniden etkinleştirilebilir.` : `“${pending?.area.name ?? ''}” yeniden etkinleştirilsin mi?`}
      </ConfirmDialog>
    </>
  );
}
