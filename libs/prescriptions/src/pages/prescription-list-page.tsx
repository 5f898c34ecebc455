import { Badge, CloseButton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PrescriptionKind, PrescriptionStatus } from '@portal/contracts';
import { useProducer, useProductionArea } from '@portal/producers';
import { errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog, PrescriptionStatusBadge, ResourceListPage, useListState, type ListState, type ResourceFilter, type RowAction } from '@portal/shared/ui';
import { IconArchive, IconCheck, IconEye, IconFileDownload, IconRestore, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFirstPrescriptions, prescriptionRowSchema, type PrescriptionRow } from '../api/get-prescriptions';
import { useDownloadPdf } from '../api/get-prescription-pdf';
import { PRESCRIPTION_API, prescriptionKeys } from '../api/keys';
import { useArchivePrescription } from '../api/patch-archive';
import { useDeletePrescription } from '../api/patch-delete';
import { dateText } from '@portal/shared/util';
import { kindLabel } from '../components/prescription-text';
import { FAST_PRESCRIPTION_PATH, prescriptionPath } from '../paths';
import { useCanWritePrescriptions } from '../state/session';

/** Newest first (the API's default order, spec §9 "first 10"). */
export const PRESCRIPTION_DEFAULT_SORT = { key: 'createdAt', order: 'desc' as const };

/** The filters read from the address (links from the producer and area pages). */
const URL_FILTERS = ['producerId', 'productionAreaId'] as const;

const kindOptions = [PrescriptionKind.Producer, PrescriptionKind.ProductionArea, PrescriptionKind.Fast, PrescriptionKind.Fertilization, PrescriptionKind.FertilizationToProducer].map((value) => ({ value, label: kindLabel(value) }));

/** The list state with `?producerId=` / `?productionAreaId=` from the address as filters; clearing one edits the address. */
function usePrescriptionListState(): [ListState, (change: Partial<ListState>) => void] {
  const [state, update] = useListState('prescriptions', PRESCRIPTION_DEFAULT_SORT);
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => Object.fromEntries(URL_FILTERS.map((k) => [k, params.get(k) ?? ''])), [params]);
  // Archive hides a prescription from the default list only: "Durum" starts at "Etkin", and
  // clearing it ("Tümü") lists the archived ones too.
  const merged = useMemo(() => ({ ...state, filters: { status: String(PrescriptionStatus.Active), ...state.filters, ...fromUrl } }), [state, fromUrl]);
  const set = useCallback(
    (change: Partial<ListState>) => {
      if (change.filters) {
        const next = new URLSearchParams(params);
        let moved = false;
        for (const key of URL_FILTERS) {
          const value = change.filters[key] ?? '';
          if (value !== (params.get(key) ?? '')) {
            moved = true;
            if (value) next.set(key, value);
            else next.delete(key);
          }
        }
        if (moved) setParams(next, { replace: true });
        const rest = Object.fromEntries(Object.entries(change.filters).filter(([k]) => !(URL_FILTERS as readonly string[]).includes(k)));
        update({ ...change, filters: rest });
        return;
      }
      update(change);
    },
    [params, setParams, update],
  );
  return [merged, set];
}

/** A filter from the address, named after its record, with a button to drop it. */
function RecordFilter({ kind, value, onClear }: { kind: 'producer' | 'area'; value: string; onClear(): void }) {
  const id = Number(value);
  const valid = Number.isSafeInteger(id) && id > 0;
  const producer = useProducer(id, kind === 'producer' && valid);
  const area = useProductionArea(id, kind === 'area' && valid);
  if (!value) return null;
  const name = kind === 'producer' ? producer.data?.fullName : area.data?.name;
  const label = `${kind === 'producer' ? 'Üretici' : 'Üretim alanı'}: ${name ?? `#${value}`}`;
  return (
    <Badge size="lg" variant="light" rightSection={<CloseButton size="xs" aria-label={`Süzgeci kaldır: ${label}`} onClick={onClear} />} style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}

type Pending = { kind: 'archive' | 'activate' | 'delete'; row: PrescriptionRow };

/** What deleting does: an issued or cancelled prescription is withdrawn and kept, never erased. */
export function deleteConfirmText(prescriptionNo: string): string {
  return `“${prescriptionNo}” numaralı reçete silinsin mi? Reçete listelerden ve aramalardan kalkar ama kaydı, numarası ve geçmişi saklanır; paylaşılan bağlantıyı açan, reçetenin sizin tarafınızdan geri çekildiğini görür. Bir düzeltmenin asıl reçetesi düzeltmeden açılmaya devam eder.`;
}

/**
 * /receteler (spec §2, §4 "Prescription", §7): the member's prescriptions, searched by number,
 * producer, area or plant, filtered by kind and by active/archived, paged and sorted by the API;
 * opened, downloaded as PDF, archived or reactivated and deleted after a confirmation. Tekniker
 * and User read only (spec §6). `?producerId=` and `?productionAreaId=` filter the list (links
 * from the producers' pages).
 */
export function PrescriptionListPage() {
  const canWrite = useCanWritePrescriptions();
  const listState = usePrescriptionListState();
  const [pending, setPending] = useState<Pending | null>(null);
  const archive = useArchivePrescription();
  const remove = useDeletePrescription();
  const pdf = useDownloadPdf();
  // Spec §9: the first 10 are kept for the home panel and the bottom bar.
  useFirstPrescriptions();

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
    const { row, kind } = pending;
    if (kind === 'delete') remove.mutate(row.id, { onSuccess: () => done('Silindi', `“${row.prescriptionNo}” numaralı reçete silindi.`) });
    else
      archive.mutate(
        { id: row.id, archived: kind === 'archive' },
        { onSuccess: () => done(kind === 'archive' ? 'Arşivlendi' : 'Etkinleştirildi', `“${row.prescriptionNo}” ${kind === 'archive' ? 'arşivlendi' : 'yeniden etkin'}.`) },
      );
  };
  const download = (row: PrescriptionRow) =>
    pdf.mutate(
      { id: row.id, prescriptionNo: row.prescriptionNo },
      { onError: (error) => notifications.show({ color: 'red', title: 'PDF indirilemedi', message: errorMessage(error) }) },
    );

  const filters: ResourceFilter[] = [
    { param: 'type', label: 'Reçete türü', kind: 'select', options: kindOptions },
    {
      param: 'status',
      label: 'Durum',
      kind: 'select',
      options: [
        { value: PrescriptionStatus.Active, label: 'Etkin' },
        { value: PrescriptionStatus.Archived, label: 'Arşivde' },
      ],
    },
    { param: 'producerId', label: 'Üretici', kind: 'custom', render: (value, onChange) => <RecordFilter kind="producer" value={value} onClear={() => onChange(null)} /> },
    { param: 'productionAreaId', label: 'Üretim alanı', kind: 'custom', render: (value, onChange) => <RecordFilter kind="area" value={value} onClear={() => onChange(null)} /> },
  ];

  const rowActions = (row: PrescriptionRow): RowAction[] => [
    { label: 'Aç', icon: <IconEye size={16} aria-hidden />, to: prescriptionPath(row.id) },
    { label: 'PDF indir', icon: <IconFileDownload size={16} aria-hidden />, onClick: () => download(row) },
    ...(canWrite
      ? [
          row.status
            ? { label: 'Arşivle', icon: <IconArchive size={16} aria-hidden />, onClick: () => open({ kind: 'archive', row }) }
            : { label: 'Etkinleştir', icon: <IconRestore size={16} aria-hidden />, onClick: () => open({ kind: 'activate', row }) },
          { label: 'Sil', icon: <IconTrash size={16} aria-hidden />, color: 'red', onClick: () => open({ kind: 'delete', row }) },
        ]
      : []),
  ];

  const busy = archive.isPending || remove.isPending;
  const error = pending?.kind === 'delete' ? remove.error : archive.error;

  return (
    <>
      <ResourceListPage<PrescriptionRow>
        title="Reçeteler"
        description={`${canWrite ? 'Üyenizin düzenlediği reçeteler' : 'Üyenizin reçeteleri'}. Numara, üretici, alan ya da bitki adıyla arayabilirsiniz.`}
        api={PRESCRIPTION_API}
        queryKey={prescriptionKeys.all}
        stateKey="prescriptions"
        listState={listState}
        itemSchema={prescriptionRowSchema}
        name={(row) => row.prescriptionNo}
        singular="reçete"
        defaultSort={PRESCRIPTION_DEFAULT_SORT}
        columns={[
          { key: 'prescriptionNo', header: 'Reçete no', sort: 'prescriptionNo', primary: true },
          { key: 'type', header: 'Tür', render: (row) => kindLabel(row.type) },
          { key: 'fullName', header: 'Üretici', sort: 'fullName', render: (row) => row.fullName ?? '—' },
          { key: 'areaName', header: 'Üretim alanı', sort: 'areaName', render: (row) => row.areaName ?? '—' },
          { key: 'plantName', header: 'Bitki', sort: 'plantName' },
          { key: 'productNames', header: 'Ürünler', render: (row) => (row.productNames.length ? row.productNames.join(', ') : '—') },
          { key: 'startDate', header: 'Uygulama', sort: 'startDate', render: (row) => dateText(row.startDate) },
          {
            key: 'statusCode',
            header: 'Durum',
            render: (row) => <PrescriptionStatusBadge prescription={{ state: row.state, archived: !row.status }} />,
            card: 'badge',
          },
        ]}
        filters={filters}
        canWrite={canWrite}
        readOnlyControls="hidden"
        addPath={FAST_PRESCRIPTION_PATH}
        addLabel="Hızlı Reçete Yaz"
        rowActions={rowActions}
      />

      <ConfirmDialog
        opened={pending?.kind === 'delete'}
        title="Reçeteyi sil"
        confirmLabel="Sil"
        color="red"
        busy={busy}
        error={pending?.kind === 'delete' && error ? errorMessage(error) : null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {deleteConfirmText(pending?.row.prescriptionNo ?? '')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending !== null && pending.kind !== 'delete'}
        title={pending?.kind === 'archive' ? 'Reçeteyi arşivle' : 'Reçeteyi etkinleştir'}
        confirmLabel={pending?.kind === 'archive' ? 'Arşivle' : 'Etkinleştir'}
        busy={busy}
        error={pending && pending.kind !== 'delete' && error ? errorMessage(error) : null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'archive'
          ? `“${pending.row.prescriptionNo}” numaralı reçete arşivlensin mi? Arşivdeki reçeteler “Durum: Arşivde” süzgeciyle görülür ve yeniden etkinleştirilebilir.`
          : `“${pending?.row.prescriptionNo ?? ''}” numaralı reçete yeniden etkinleştirilsin mi?`}
      </ConfirmDialog>
      {!canWrite && (
        <Text fz="sm" c="dimmed" role="note" mt="md">
          Reçeteleri yalnızca görüntüleyebilirsiniz; reçete yazma, arşivleme ve silme yetkiniz yok.
        </Text>
      )}
    </>
  );
}
