import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { LotStatusLabel, StageKindLabel, type Lot } from '@portal/contracts';
import { linkCardClasses } from '@portal/shared/ui';
import { Link } from 'react-router';
import { lotPath } from '../paths';
import { dateText } from '@portal/shared/util';

/** A lot as a card that opens it: its code, crop, area and latest stage (phone first). */
export function LotCard({ lot }: { lot: Lot }) {
  return (
    <Card component={Link} to={lotPath(lot.id)} withBorder radius="md" padding="md" className={linkCardClasses.link}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} ff="monospace">
            {lot.code}
          </Text>
          <Badge color={lot.status === 'open' ? 'teal' : 'gray'} variant="light">
            {LotStatusLabel[lot.status]}
          </Badge>
        </Group>
        <Text fw={600}>
          {lot.plant.name}
          {lot.variety ? ` · ${lot.variety}` : ''} · {lot.season}
        </Text>
        <Text fz="sm" c="dimmed">
          {lot.productionArea.name}, {lot.productionArea.district} / {lot.productionArea.province}
          {lot.producer ? ` · ${lot.producer.fullName}` : ''}
        </Text>
        <Text fz="sm">{lot.lastStage ? `Son aşama: ${StageKindLabel[lot.lastStage.kind]}, ${dateText(lot.lastStage.date)}` : 'Henüz aşama kaydı yok'}</Text>
      </Stack>
    </Card>
  );
}
