import { Alert, Stack, Table, Text } from '@mantine/core';
import { NutrientFields, type NutrientTotalsDto } from '@portal/contracts';
import { MICRO_NUTRIENTS } from '@portal/domain/fertilization';
import { lazy, Suspense } from 'react';
import { figureText } from '../components/prescription-text';

// The chart brings recharts: loaded only where a plan is shown.
const NutrientChart = lazy(() => import('./nutrient-chart').then((m) => ({ default: m.NutrientChart })));

const isMicro = (key: string) => (MICRO_NUTRIENTS as readonly string[]).includes(key);

/** kg/da for N, P₂O₅, K₂O, CaO, MgO, SO₃; g/da for the micro-elements. */
export function nutrientText(key: string, kgPerDecare: number): string {
  return isMicro(key) ? `${figureText(kgPerDecare * 1000, 1)} g` : `${figureText(kgPerDecare, 2)} kg`;
}

export interface NutrientTotalsProps {
  totals: NutrientTotalsDto;
  /** Row numbers by key, to name the rows left out. */
  rowNumber?(key: string): number;
  chart?: boolean;
}

/**
 * What the plan delivers: per stage, in total per decare and for the area when the
 * plan has one, in a table a screen reader reads as one, with a stacked bar chart of N, P₂O₅ and
 * K₂O per stage beside it. Only the nutrients the plan gives at all are columns.
 */
export function NutrientTotals({ totals, rowNumber, chart = true }: NutrientTotalsProps) {
  const shown = NutrientFields.filter((f) => totals.perDecare[f.key] > 0);
  return (
    <Stack gap="sm">
      {shown.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Besin toplamı için ürünü, dozu ve birimi girilmiş bir satır gerekli.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={120 + shown.length * 90} type="native" tabIndex={0} role="region" aria-label="Besin toplamları tablosu">
          <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label="Besin toplamları (dekar başına)">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Dönem</Table.Th>
                {shown.map((f) => (
                  <Table.Th key={f.key} scope="col" ta="right">
                    {f.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.stages.map((s) => (
                <Table.Tr key={s.label}>
                  <Table.Th scope="row" fw={500}>
                    {s.label}
                  </Table.Th>
                  {shown.map((f) => (
                    <Table.Td key={f.key} ta="right">
                      {nutrientText(f.key, s.perDecare[f.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Th scope="row">Toplam (dekar başına)</Table.Th>
                {shown.map((f) => (
                  <Table.Td key={f.key} ta="right" fw={700}>
                    {nutrientText(f.key, totals.perDecare[f.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
              {totals.forArea && totals.decares !== null && (
                <Table.Tr>
                  <Table.Th scope="row">Alan için ({figureText(totals.decares)} da)</Table.Th>
                  {shown.map((f) => (
                    <Table.Td key={f.key} ta="right">
                      {nutrientText(f.key, totals.forArea![f.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {chart && shown.some((f) => f.key === 'nitrogen' || f.key === 'phosphorusPentoxide' || f.key === 'potassiumOxide') && totals.stages.length > 0 && (
        <Suspense fallback={null}>
          <NutrientChart totals={totals} />
        </Suspense>
      )}
      {totals.densityAssumed && (
        <Text fz="xs" c="dimmed">
          Sıvı ürünlerin litresi kilogram olarak alınmıştır (yoğunluk 1 kg/L kabul edildi).
        </Text>
      )}
      {totals.notComputed.length > 0 && (
        <Alert color="blue" variant="light" p="xs">
          <Text fz="sm">
            Toplamlara katılmayan satırlar: {totals.notComputed.map((k) => (rowNumber ? `${rowNumber(k)}.` : k)).join(', ')} (dekara çevrilemeyen doz; 100 litre suya verilen dozlarda su miktarını girin).
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
