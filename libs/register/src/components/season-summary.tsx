// The season counted from what was done (recorded applications where they exist, the
// prescriptions' plan otherwise) with where each count comes from, and the season's findings.
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { AreaRegister } from '@portal/contracts';
import { useId } from 'react';
import { FlagAlerts } from './flags';

type SeasonCount = AreaRegister['counts'][number];

export const CountSourceLabel: Record<SeasonCount['source'], string> = { recorded: 'kayıtlı', planned: 'planlanan', both: 'kayıtlı ve planlanan' };
const sourceColor: Record<SeasonCount['source'], string> = { recorded: 'teal', planned: 'gray', both: 'blue' };
const kindLabel: Record<SeasonCount['kind'], string> = { product: 'Ürün', substance: 'Aktif madde' };

export function SeasonSummary({ register }: { register: AreaRegister }) {
  const titleId = useId();
  if (register.counts.length === 0 && register.findings.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="h5" id={titleId}>
          {register.season} sezonu uygulama sayıları
        </Title>
        {register.counts.length > 0 && (
          // On a phone the table scrolls sideways and has nothing focusable: the container takes the focus, so the keyboard scrolls it too.
          <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={`${register.area.name}: sezon sayımı tablosu`}>
            <Table fz="sm" verticalSpacing={4} withTableBorder aria-label={`${register.area.name}: ${register.season} sezonu sayımı`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ürün / aktif madde</Table.Th>
                  <Table.Th>Sayı</Table.Th>
                  <Table.Th>Kaynak</Table.Th>
                  <Table.Th>Açıklama</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {register.counts.map((c) => (
                  <Table.Tr key={`${c.kind}-${c.id}`}>
                    <Table.Td>
                      {c.name}
                      <Text span fz="xs" c="dimmed">
                        {' '}
                        ({kindLabel[c.kind]})
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.maxApplications === null ? c.count : `${c.count} / ${c.maxApplications}`}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={sourceColor[c.source]}>
                        {CountSourceLabel[c.source]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <FlagAlerts flags={register.findings} label={`${register.season} sezonu bulguları`} />
      </Stack>
    </Card>
  );
}
