import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { HarvestUnitLabel, LocationCheckLabel, StageKindLabel, type Stage } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { dateText, numberText } from '@portal/shared/util';
import { StagePhotos } from './stage-photos';

const locationColor = { inside: 'green', outside: 'orange', 'no-polygon': 'gray' } as const;

function details(stage: Stage): string[] {
  const out: string[] = [];
  if (stage.kind === 'spraying') {
    if (stage.productName) out.push(`Ürün: ${stage.productName}${stage.dose !== null ? `, ${numberText(stage.dose)} ${stage.doseUnit ?? ''}`.trimEnd() : ''}`);
    if (stage.prescriptionNo) out.push(`Reçete: ${stage.prescriptionNo}`);
    out.push(stage.phiDays === null ? 'Bekleme süresi kayıtlı değil' : `Bekleme süresi: ${stage.phiDays} gün`);
  }
  if (stage.kind === 'harvest' && stage.amount !== null) out.push(`Miktar: ${numberText(stage.amount)} ${stage.unit ? HarvestUnitLabel[stage.unit] : ''}`.trimEnd());
  if (stage.kind === 'packing' && stage.packages !== null) out.push(`Ambalaj: ${numberText(stage.packages)} ${stage.packageUnit ?? 'koli'}`);
  return out;
}

export interface StageTimelineProps {
  lotId: number;
  stages: Stage[];
  /** Offered on each of the lot's own stages while the lot is open; the API says who may (the recorder or the Admin). */
  onDelete?: (stage: Stage) => void;
}

/** A record of the producer's register on the lot's area: shown here, corrected only in the register. */
const fromRegister = (stage: Stage) => stage.source === 'rct';

/** The lot's register: every stage by date, with what was applied or harvested. */
export function StageTimeline({ lotId, stages, onDelete }: StageTimelineProps) {
  if (stages.length === 0) return <Text>Henüz aşama kaydı yok. İlk aşamayı “Aşama ekle” ile girin.</Text>;
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Aşamalar">
      {stages.map((stage) => (
        <Card component="li" key={`${stage.source}-${stage.id}`} withBorder radius="md" padding="sm" style={stage.phiFlagged ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700}>
                {StageKindLabel[stage.kind]} · <time dateTime={stage.date}>{dateText(stage.date)}</time>
              </Text>
              {fromRegister(stage) ? (
                <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
                  Kayıt defterinden
                </Badge>
              ) : onDelete && (
                <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(stage)} aria-label={`${StageKindLabel[stage.kind]} (${dateText(stage.date)}) kaydını sil`}>
                  Sil
                </Button>
              )}
            </Group>
            {details(stage).map((line) => (
              <Text key={line} fz="sm">
                {line}
              </Text>
            ))}
            {stage.phiFlagged && (
              <Text fz="sm" c="red.8" fw={600}>
                Bekleme süresi dolmadan hasat edildi. Gerekçe: {stage.phiOverrideReason}
              </Text>
            )}
            {stage.notes && (
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                Not: {stage.notes}
              </Text>
            )}
            {fromRegister(stage) ? (
              <Text fz="xs" c="dimmed">
                Üreticinin kayıt defterine yazıldı; düzeltme ve geri çekme kayıt defterinden yapılır.
              </Text>
            ) : (
              <StagePhotos lotId={lotId} stage={stage} />
            )}
            <Group gap="xs">
              {stage.locationCheck && (
                <Badge color={locationColor[stage.locationCheck]} variant="light">
                  {LocationCheckLabel[stage.locationCheck]}
                </Badge>
              )}
              {stage.photoIds.length > 0 && <Badge variant="light">{stage.photoIds.length} fotoğraf</Badge>}
              <Text fz="xs" c="dimmed">
                Kaydeden: {stage.recordedBy.name}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
