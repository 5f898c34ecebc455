import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LotStatusLabel, StageKindLabel, type Stage } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog, InfoList, LoadError, Loading, NotFound } from '@portal/shared/ui';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLot, useLotStatus } from '../api/lots';
import { useCompliance, useDeleteStage, useStages } from '../api/stages';
import { CompliancePanel } from '../components/compliance-panel';
import { dateText } from '@portal/shared/util';
import { LinkPanel } from '../components/link-panel';
import { OutboxList } from '../components/outbox-list';
import { StageTimeline } from '../components/stage-timeline';
import { useOutboxSender } from '../offline/use-outbox';
import { editLotPath, LOTS_PATH, newStagePath } from '../paths';

export const lotIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** `/partiler/:id`: the lot, its PHI compliance, its register of stages, its QR link and labels. */
export function LotPage() {
  const id = lotIdOf(useParams().id);
  const lot = useLot(id ?? 0, id !== null);
  const { entries, flush, discard } = useOutboxSender();

  let body;
  if (id === null || (lot.error instanceof ApiError && lot.error.status === 404)) body = <NotFound backTo={LOTS_PATH} backLabel="Partilere dön" />;
  else if (lot.error) body = <LoadError title="Parti okunamadı" error={lot.error} onRetry={() => void lot.refetch()} />;
  else if (!lot.data) body = <Loading text="Parti yükleniyor…" />;
  else body = <LotDetail lotId={id} />;

  const pending = entries.filter((e) => e.lotId === id);
  return (
    <Stack gap="lg" w="100%" maw={960}>
      <div>
        <Anchor component={Link} to={LOTS_PATH} fz="sm">
          Partiler
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {lot.data ? `Parti ${lot.data.code}` : 'Parti'}
        </Title>
      </div>
      <OutboxList entries={pending} onSend={() => void flush()} onRemove={discard} />
      {body}
    </Stack>
  );
}

function LotDetail({ lotId }: { lotId: number }) {
  const lot = useLot(lotId).data!;
  const stages = useStages(lotId);
  const compliance = useCompliance(lotId);
  const remove = useDeleteStage(lotId);
  const status = useLotStatus(lotId);
  const [deleting, setDeleting] = useState<Stage | null>(null);
  const [closing, setClosing] = useState(false);
  const open = lot.status === 'open';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifications.show({ color: 'green', title: 'Silindi', message: `${StageKindLabel[deleting.kind]} kaydı silindi.` }),
      onError: (err) => notifications.show({ color: 'red', title: 'Silinemedi', message: errorMessage(err) }),
      onSettled: () => setDeleting(null),
    });
  };
  const switchStatus = () =>
    status.mutate(open ? 'closed' : 'open', {
      onError: (err) => notifications.show({ color: 'red', title: 'Durum değişmedi', message: errorMessage(err) }),
      onSettled: () => setClosing(false),
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Text fw={700} fz="lg">
              {lot.plant.name}
              {lot.variety ? ` · ${lot.variety}` : ''}
            </Text>
            <Badge color={open ? 'teal' : 'gray'} variant="light">
              {LotStatusLabel[lot.status]}
            </Badge>
          </Group>
          <InfoList
            items={[
              ['Üretim alanı', `${lot.productionArea.name} (${lot.productionArea.district}/${lot.productionArea.province})`],
              ['Üretici', lot.producer?.fullName ?? 'Kurumsal alan'],
              ['Sezon', lot.season],
              ['GTIN', lot.gtin ?? 'Yok'],
              ['Üretici adı tüketici sayfasında', lot.consumerFirstNameConsent ? 'Gösterilir (yalnızca ilk adı)' : 'Gösterilmez'],
              ['Oluşturulma', dateText(lot.createdAt)],
            ]}
          />
          <Group gap="sm">
            {open && (
              <Button component={Link} to={newStagePath(lot.id)} leftSection={<IconPlus size={18} aria-hidden />}>
                Aşama ekle
              </Button>
            )}
            <Button variant="default" component={Link} to={editLotPath(lot.id)} leftSection={<IconPencil size={18} aria-hidden />}>
              Düzenle
            </Button>
            <Button variant="default" onClick={() => setClosing(true)}>
              {open ? 'Partiyi kapat' : 'Partiyi yeniden aç'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <section aria-label="Bekleme süresi uyumu">{compliance.data ? <CompliancePanel compliance={compliance.data} /> : compliance.error ? <LoadError title="Uyum okunamadı" error={compliance.error} onRetry={() => void compliance.refetch()} /> : null}</section>
      <Stack component="section" aria-labelledby="lot-stages-title" gap="sm">
        <Title order={2} fz="h4" id="lot-stages-title">
          Üretim kayıt defteri
        </Title>
        {stages.error ? (
          <LoadError title="Aşamalar okunamadı" error={stages.error} onRetry={() => void stages.refetch()} />
        ) : !stages.data ? (
          <Loading text="Aşamalar yükleniyor…" />
        ) : (
          <StageTimeline lotId={lotId} stages={stages.data} {...(open ? { onDelete: setDeleting } : {})} />
        )}
      </Stack>
      <LinkPanel lotId={lot.id} lotCode={lot.code} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Aşama kaydı silinsin mi?"
        confirmLabel="Sil"
        color="red"
        busy={remove.isPending}
        error={null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting ? `${StageKindLabel[deleting.kind]} (${dateText(deleting.date)}) kaydı ve fotoğrafları silinir. Bu geri alınamaz.` : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={closing}
        title={open ? 'Parti kapatılsın mı?' : 'Parti yeniden açılsın mı?'}
        confirmLabel={open ? 'Kapat' : 'Yeniden aç'}
        busy={status.isPending}
        error={null}
        closeLabel="Pencereyi kapat"
        onCancel={() => setClosing(false)}
        onConfirm={switchStatus}
      >
        {open ? 'Kapalı partiye aşama eklenemez ve aşamaları silinemez. Tüketici sayfası açık kalır.' : 'Partiye yeniden aşama eklenebilir.'}
      </ConfirmDialog>
    </Stack>
  );
}
