// RCT home (spec §2 `anasayfa`): the member's recent prescriptions, each marked when
// a reference change touches it, and the counts of this month, in all and flagged.
import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { PrescriptionKindLabel, type HomeSummary } from '@portal/contracts';
import { IconCalendarMonth, IconFlag, IconPrescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { prescriptionPath, PRESCRIPTIONS_PATH } from '../paths';
import { dateText } from '@portal/shared/util';
import { Panel } from './panel';
import { PrescriptionStatusBadge, StatCard } from '@portal/shared/ui';

type Counts = NonNullable<HomeSummary['prescriptionCounts']>;

export function PrescriptionCounts({ counts }: { counts: Counts }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <StatCard label="Bu ay" value={counts.thisMonth} hint="Bu ay düzenlenen reçeteler" icon={<IconCalendarMonth size={22} />} color="teal" to={PRESCRIPTIONS_PATH} />
      <StatCard label="Toplam reçete" value={counts.total} icon={<IconPrescription size={22} />} color="blue" to={PRESCRIPTIONS_PATH} />
      <StatCard label="Değişiklikten etkilenen" value={counts.flagged} hint="Okunmamış referans değişikliği olan" icon={<IconFlag size={22} />} color={counts.flagged > 0 ? 'red' : 'gray'} />
    </SimpleGrid>
  );
}

export function RecentPrescriptionsPanel({ prescriptions }: { prescriptions: HomeSummary['recentPrescriptions'] }) {
  return (
    <Panel title="Son reçeteleriniz" more={{ to: PRESCRIPTIONS_PATH, label: 'Tüm reçeteler' }}>
      {prescriptions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Henüz reçete düzenlemediniz.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" fz="sm" aria-label="Son reçeteleriniz">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reçete</Table.Th>
                <Table.Th>Üretici</Table.Th>
                <Table.Th>Bitki</Table.Th>
                <Table.Th>Tarih</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prescriptions.map((p) => (
                <Table.Tr key={p.publicId}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap={6} wrap="wrap">
                        <Anchor component={Link} to={prescriptionPath(p.id ?? p.publicId)} fw={600}>
                          {p.prescriptionNo}
                        </Anchor>
                        {p.state && <PrescriptionStatusBadge prescription={{ state: p.state, archived: p.archived }} />}
                        {p.flagged && (
                          <Badge color="red" variant="light" leftSection={<IconFlag size={12} aria-hidden />}>
                            Değişiklik var
                          </Badge>
                        )}
                      </Group>
                      <Text fz="xs" c="dimmed">
                        {PrescriptionKindLabel[p.kind] ?? 'Reçete'}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{p.producerName ?? '—'}</Table.Td>
                  <Table.Td>{p.plantName}</Table.Td>
                  <Table.Td>
                    <time dateTime={p.issuedAt}>{dateText(p.issuedAt)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}
