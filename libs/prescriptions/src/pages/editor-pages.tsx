import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { PrescriptionKind } from '@portal/contracts';
import { areaEditPath, useProducer, useProductionArea } from '@portal/producers';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PrescriptionEditor } from '../editor/prescription-editor';
import type { EditorContext } from '../editor/model';
import { PRESCRIPTIONS_PATH } from '../paths';

export function Loading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{text}</Text>
      </Group>
    </Center>
  );
}

export function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        {children}
        <Anchor component={Link} to={PRESCRIPTIONS_PATH} fz="sm" fw={600}>
          Reçetelere dön
        </Anchor>
      </Stack>
    </Alert>
  );
}

const positiveId = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * recete/:farmAreaId/:farmerId? (spec §2): a prescription for an area (area-linked) or for a
 * producer's area (producer-linked); area, producer, plant and planting type come from the records.
 */
export function AreaPrescriptionPage() {
  const params = useParams();
  const areaId = positiveId(params['farmAreaId']);
  const farmerId = params['farmerId'] === undefined ? null : positiveId(params['farmerId']);
  const badFarmer = params['farmerId'] !== undefined && farmerId === null;
  const area = useProductionArea(areaId ?? 0, areaId !== null);
  const producer = useProducer(farmerId ?? 0, farmerId !== null);

  if (areaId === null || badFarmer || (area.error instanceof ApiError && area.error.status === 404) || (producer.error instanceof ApiError && producer.error.status === 404)) {
    return (
      <Problem title="Kayıt bulunamadı">
        <Text fz="sm">Bu adresteki üretim alanı ya da üretici bulunamadı.</Text>
      </Problem>
    );
  }
  if (area.error || producer.error) {
    return (
      <Problem title="Kayıt alınamadı">
        <Text fz="sm">{errorMessage(area.error ?? producer.error)}</Text>
      </Problem>
    );
  }
  if (!area.data || (farmerId !== null && !producer.data)) return <Loading text="Üretim alanı yükleniyor…" />;
  const a = area.data;
  if (farmerId !== null && a.producerId !== farmerId) {
    return (
      <Problem title="Alan bu üreticiye ait değil">
        <Text fz="sm">“{a.name}” alanı seçilen üreticiye ait değil.</Text>
      </Problem>
    );
  }
  if (a.plantId === null) {
    return (
      <Problem title="Alanda bitki yok">
        <Text fz="sm">“{a.name}” alanında yetiştirilen bitki tanımlı değil. Reçete yazmak için önce alanın bitkisini seçin.</Text>
        <Anchor component={Link} to={areaEditPath(a)} fz="sm" fw={600}>
          Alanı düzenle
        </Anchor>
      </Problem>
    );
  }
  const p = producer.data;
  const ctx: EditorContext = {
    route: `recete/${a.id}/${farmerId ?? '-'}`,
    kind: farmerId !== null ? PrescriptionKind.Producer : PrescriptionKind.ProductionArea,
    plant: { id: a.plantId, name: a.plantName ?? '—' },
    plantingType: a.plantingType,
    areaType: a.areaType,
    decares: a.decares,
    productionAreaId: a.id,
    producerId: farmerId,
    area: { name: a.name, provinceName: a.provinceName, districtName: a.district, neighbourhoodName: a.neighbourhood, cksBlock: a.cksBlock, cksParcel: a.cksParcel },
    producer: p ? { fullName: p.fullName, tcOrVkn: p.tcOrVkn, phone: p.phone, email: p.email, cksNumber: p.cksNumber } : a.producerId !== null ? { fullName: a.ownerName, tcOrVkn: a.producerTcOrVkn, phone: null, email: null, cksNumber: null } : null,
    expectedHarvestDate: a.expectedHarvestDate,
    weatherAreaId: a.id,
    correction: null,
  };
  return <PrescriptionEditor key={ctx.route} ctx={ctx} />;
}

const fastContext: EditorContext = {
  route: 'hizli-recete',
  kind: PrescriptionKind.Fast,
  plant: null,
  plantingType: null,
  areaType: null,
  decares: null,
  productionAreaId: null,
  producerId: null,
  area: null,
  producer: null,
  expectedHarvestDate: null,
  weatherAreaId: null,
  correction: null,
};

/** hizli-recete (spec §2): a fast prescription, plant and planting by hand; attached to areas later. */
export function FastPrescriptionPage() {
  return <PrescriptionEditor key={fastContext.route} ctx={fastContext} />;
}
