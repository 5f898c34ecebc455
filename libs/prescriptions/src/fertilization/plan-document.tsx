import { Badge, Box, Divider, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FertilizationMethodLabel, PlantingTypeLabel, type Prescription } from '@portal/contracts';
import { stageLabel } from '@portal/domain/fertilization';
import { dateText, dateTimeText } from '@portal/shared/util';
import { figureText, kindLabel } from '../components/prescription-text';
import { Field } from '../components/prescription-document';
import '../components/print.css';
import { NutrientTotals } from './nutrient-totals';

/**
 * A fertilization plan as it is printed (receteler/:id of kinds 4 and 5): header,
 * producer and area when it was sent to one, the general info, the rows in order and the
 * nutrients per stage, per decare and for the area.
 */
export function PlanDocument({ p, printArea = false }: { p: Prescription; printArea?: boolean }) {
  const rowNumber = (key: string) => p.fertilizationPlans.findIndex((r) => r.key === key) + 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={`rx-sheet${printArea ? ' rx-print-area' : ''}`} component="article" aria-label="Yazdırılacak gübreleme planı">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fz="xs" c="dimmed">
              {p.member.name}
            </Text>
            <Title order={2} fz="h3">
              Gübreleme Planı No: {p.prescriptionNo}
            </Title>
            {p.title && <Text fz="sm">{p.title}</Text>}
          </div>
          <Stack gap={4} align="flex-end">
            <Badge variant="light">{kindLabel(p.type)}</Badge>
            <Text fz="xs">Düzenlenme: {dateTimeText(p.issuedAt)}</Text>
          </Stack>
        </Group>
        <Divider />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Field label="Üretici">{p.fullName ?? 'Şablon (üreticiye gönderilmedi)'}</Field>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap={6}>
              <Field label="Üretim alanı">{p.productionArea ? `${p.productionArea.name} — ${[p.productionArea.districtName, p.productionArea.provinceName].join(', ')}` : 'Dekar başına'}</Field>
              {p.decares !== null && <Field label="Alan büyüklüğü">{figureText(p.decares)} da</Field>}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Field label="Bitki">
              {p.plant.name}
              {p.plantingType !== null ? ` (${PlantingTypeLabel[p.plantingType as 0 | 1 | 2] ?? ''})` : ''}
            </Field>
          </Grid.Col>
        </Grid>
        {p.fertilizationInfo && (
          <Box component="section" aria-label="Genel gübreleme bilgisi">
            <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb={6}>
              Genel gübreleme bilgisi
            </Title>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {p.fertilizationInfo}
            </Text>
          </Box>
        )}
        <Box component="section" aria-label="Plan satırları">
          <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb={6}>
            Plan
          </Title>
          <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label="Plan satırları tablosu">
            <Table withTableBorder verticalSpacing={6} fz="sm" aria-label="Plan satırları">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>No</Table.Th>
                  <Table.Th>Dönem</Table.Th>
                  <Table.Th>Ürün</Table.Th>
                  <Table.Th>Doz</Table.Th>
                  <Table.Th>Uygulama</Table.Th>
                  <Table.Th>Sayı / aralık</Table.Th>
                  <Table.Th>Not</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.fertilizationPlans.map((r, i) => (
                  <Table.Tr key={r.key}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      {stageLabel(r)}
                      {r.stage !== 'date-window' && r.windowStart && r.windowEnd && (
                        <Text fz="xs" c="dimmed">
                          {dateText(r.windowStart)} – {dateText(r.windowEnd)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{r.productName}</Table.Td>
                    <Table.Td>
                      {figureText(r.dose, 3)} {r.doseUnit.symbol}
                      {r.waterVolume !== null && (
                        <Text fz="xs" c="dimmed">
                          {figureText(r.waterVolume)} L/da su
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{FertilizationMethodLabel[r.method]}</Table.Td>
                    <Table.Td>
                      {r.applications} kez{r.intervalDays !== null ? `, ${r.intervalDays} gün arayla` : ''}
                    </Table.Td>
                    <Table.Td>{r.notes ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
        {p.nutrientTotals && (
          <Box component="section" aria-label="Besin toplamları">
            <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb={6}>
              Besin toplamları
            </Title>
            <NutrientTotals totals={p.nutrientTotals} rowNumber={rowNumber} />
          </Box>
        )}
        <Divider />
        <Group justify="space-between" wrap="wrap">
          <Field label="Düzenleyen">
            {p.prescriber.title} {p.prescriber.fullName}
          </Field>
          {p.prescriber.authorizationNumber && <Field label="Yetki belgesi no">{p.prescriber.authorizationNumber}</Field>}
        </Group>
      </Stack>
    </Paper>
  );
}
