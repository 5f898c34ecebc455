import { Alert, Button, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AreaType, AreaTypeLabel, PlantingType, PlantingTypeLabel, producerSchema, ProducerKindLabel, type Producer } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog, ExportMenu, ImportModal, phoneText, ResourceListPage, type ResourceFilter, type RowAction } from '@portal/shared/ui';
import { IconArchive, IconCheck, IconFileImport, IconFileText, IconNotebook, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AREA_API, areaKeys, PRODUCER_API, producerKeys } from '../api/keys';
import { useArchive } from '../api/patch-archive';
import { AreaTable } from '../components/area-table';
import { TextFilter } from '../components/text-filter';
import { AllAreasList } from './all-areas-list';
import { areaAddPath, prescriptionsOfProducerPath, PRODUCER_ADD_PATH, producerEditPath, producerRegisterPath } from '../paths';
import { FARMER_DEFAULT_SORT, useFarmerState } from '../state/farmer-slice';
import { useCanWriteProducers, useMemberKind } from '../state/session';

const codeOptions = <T extends Record<string, number>>(codes: T, labels: Record<number, string>) => Object.values(codes).map((value) => ({ value, label: labels[value] ?? String(value) }));

const text = (param: string, label: string): ResourceFilter => ({ param, label, kind: 'custom', render: (value, onChange) => <TextFilter label={label} value={value} onChange={onChange} /> });

/** Spec §3 "Farmer filter credentials", and active/archived. */
const filters: readonly ResourceFilter[] = [
  {
    param: 'archived',
    label: 'Durum',
    kind: 'select',
    options: [
      { value: false, label: 'Aktif' },
      { value: true, label: 'Arşivde' },
    ],
  },
  text('farmerName', 'Üretici adı'),
  text('farmerSurname', 'Üretici soyadı'),
  text('farmAreaName', 'Alan adı'),
  text('plantName', 'Bitki'),
  text('provinceName', 'İl'),
  { param: 'areaType', label: 'Alan türü', kind: 'select', options: codeOptions(AreaType, AreaTypeLabel) },
  { param: 'plantingType', label: 'Dikim şekli', kind: 'select', options: codeOptions(PlantingType, PlantingTypeLabel) },
];

type Pending = { kind: 'archive' | 'activate'; producer: Producer };

/**
 * /ureticiler (spec §2, §4 "Farmers and areas"): the member's producers with search, the
 * farmer filters, paging and order from the API; one row opens at a time with its areas; edit,
 * archive/reactivate and delete behind confirmations; import and export. Tekniker and User see
 * the lists without any write control. A business unit's own (kurumsal) areas follow.
 */
export function ProducerListPage() {
  const canWrite = useCanWriteProducers();
  const { businessUnit } = useMemberKind();
  const { listState, expandedId, setExpanded } = useFarmerState();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState<'producer' | 'area' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const archive = useArchive('producer');
  // The view lives in the URL so that a link or a reload opens the same one.
  const [params, setParams] = useSearchParams();
  const view = params.get('gorunum') === 'alanlar' ? 'alanlar' : 'ureticiler';

  const openArchive = (next: Pending) => {
    archive.reset();
    setPending(next);
  };
  const confirmArchive = () => {
    if (!pending) return;
    const archived = pending.kind === 'archive';
    archive.mutate(
      { id: pending.producer.id, archived },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            icon: <IconCheck size={18} aria-hidden />,
            title: archived ? 'Arşivlendi' : 'Etkinleştirildi',
            message: `“${pending.producer.fullName}” ${archived ? 'arşivlendi' : 'yeniden etkin'}.`,
          });
          setPending(null);
        },
      },
    );
  };

  const rowActions = (producer: Producer, { remove }: { remove(): void }): RowAction[] => {
    const prescriptions = { label: 'Reçeteleri', icon: <IconFileText size={16} aria-hidden />, to: prescriptionsOfProducerPath(producer.id) };
    const register = { label: 'Kayıt defteri', icon: <IconNotebook size={16} aria-hidden />, to: producerRegisterPath(producer.id) };
    if (!canWrite) return [prescriptions, register];
    return [
      prescriptions,
      register,
      { label: 'Düzenle', icon: <IconPencil size={16} aria-hidden />, to: producerEditPath(producer.id) },
      { label: 'Alan Ekle', icon: <IconPlus size={16} aria-hidden />, to: areaAddPath({ producerId: producer.id }) },
      producer.archived
        ? { label: 'Etkinleştir', icon: <IconRestore size={16} aria-hidden />, onClick: () => openArchive({ kind: 'activate', producer }) }
        : { label: 'Arşivle', icon: <IconArchive size={16} aria-hidden />, onClick: () => openArchive({ kind: 'archive', producer }) },
      { label: 'Sil', icon: <IconTrash size={16} aria-hidden />, color: 'red', onClick: remove },
    ];
  };

  return (
    <Stack gap="xl" w="100%">
      <Tabs value={view} onChange={(next) => setParams(next === 'alanlar' ? { gorunum: 'alanlar' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label="Görünüm">
          <Tabs.Tab value="ureticiler">Üreticiler</Tabs.Tab>
          <Tabs.Tab value="alanlar">Tüm üretim alanları</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="alanlar" pt="lg">
          <AllAreasList filters={filters} canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="ureticiler" pt="lg">
          <Stack gap="xl">
            <ResourceListPage<Producer>
              title="Üreticiler"
              description="Üreticileriniz ve üretim alanları. Bir satırı açarak üreticinin alanlarını görebilirsiniz."
              api={PRODUCER_API}
              queryKey={producerKeys.all}
              stateKey="producers"
              listState={listState}
              itemSchema={producerSchema}
              name={(p) => p.fullName}
              singular="üretici"
              defaultSort={FARMER_DEFAULT_SORT}
              columns={[
                { key: 'fullName', header: 'Ad Soyad / Unvan', sort: 'name', primary: true },
                { key: 'kind', header: 'Tür', render: (p) => ProducerKindLabel[p.kind] },
                { key: 'tcOrVkn', header: 'TC / VKN', sort: 'tcOrVkn' },
                { key: 'phone', header: 'Cep telefonu', render: (p) => phoneText(p.phone) },
                { key: 'provinceName', header: 'İl / İlçe', sort: 'provinceName', render: (p) => `${p.provinceName} / ${p.district}` },
                { key: 'areaCount', header: 'Alan', sort: 'areaCount' },
                { key: 'archived', header: 'Durum', render: (p) => (p.archived ? 'Arşivde' : 'Aktif'), card: 'badge' },
              ]}
              filters={filters}
              canWrite={canWrite}
              readOnlyControls="hidden"
              addPath={PRODUCER_ADD_PATH}
              addLabel="Üretici Ekle"
              deletePath={(id) => `${PRODUCER_API}/${id}`}
              deleteRefused={(producer, error, close) =>
                error instanceof ApiError && error.status === 409 && !producer.archived ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      close();
                      openArchive({ kind: 'archive', producer });
                    }}
                  >
                    Silmek yerine arşivle
                  </Button>
                ) : null
              }
              expandable={{
                expandedId,
                onExpand: setExpanded,
                render: (producer) => <AreaTable whose={{ producerId: producer.id }} label={`${producer.fullName}: üretim alanları`} canWrite={canWrite} />,
              }}
              rowActions={rowActions}
              toolbar={({ query }) => (
                <>
                  <ExportMenu api={PRODUCER_API} filters={query} baseName="ureticiler" />
                  {canWrite && (
                    <>
                      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting('producer')}>
                        İçe aktar
                      </Button>
                      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting('area')}>
                        Alanları içe aktar
                      </Button>
                      <Button variant="light" component={Link} to={areaAddPath()} leftSection={<IconPlus size={16} aria-hidden />}>
                        Alan Ekle
                      </Button>
                    </>
                  )}
                </>
              )}
            />

            {businessUnit && (
              <Stack gap="sm" component="section" aria-labelledby="corporate-areas-title">
                <Title order={2} fz="h3" id="corporate-areas-title">
                  Kurumsal Üretim Alanları
                </Title>
                <AreaTable whose={{ owner: 'member' }} label="Kurumsal üretim alanları" canWrite={canWrite} />
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>

      {canWrite && (
        <>
          <ImportModal
            opened={importing === 'producer'}
            onClose={() => setImporting(null)}
            api={PRODUCER_API}
            title="Üreticiler"
            onImported={() => void queryClient.invalidateQueries({ queryKey: producerKeys.all })}
          />
          <ImportModal
            opened={importing === 'area'}
            onClose={() => setImporting(null)}
            api={AREA_API}
            title="Üretim alanları"
            onImported={() => {
              void queryClient.invalidateQueries({ queryKey: areaKeys.all });
              void queryClient.invalidateQueries({ queryKey: producerKeys.all });
            }}
          />
        </>
      )}

      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'archive' ? 'Üreticiyi arşivle' : 'Üreticiyi etkinleştir'}
        confirmLabel={pending?.kind === 'archive' ? 'Arşivle' : 'Etkinleştir'}
        busy={archive.isPending}
        error={archive.error ? errorMessage(archive.error) : null}
        onCancel={() => setPending(null)}
        onConfirm={confirmArchive}
      >
        {pending?.kind === 'archive'
          ? `“${pending.producer.fullName}” arşivlensin mi? Arşivlenen üretici listede “Arşivde” görünür ve yeniden etkinleştirilebilir.`
          : `“${pending?.producer.fullName ?? ''}” yeniden etkinleştirilsin mi?`}
      </ConfirmDialog>
      {!canWrite && (
        <Alert color="gray" variant="light" role="note">
          Bu sayfayı yalnızca görüntüleyebilirsiniz; üretici ve alan ekleme, düzenleme ve silme yetkiniz yok.
        </Alert>
      )}
    </Stack>
  );
}
