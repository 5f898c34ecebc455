import { ActionIcon, Badge, Card, Grid, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { FertilizationMethodLabel, FertilizationMethods, FertilizationStageLabel, FertilizationStages, npkOf, type FindingDto, type PlantNutritionProduct, type Unit } from '@portal/contracts';
import { LazyDateField, NumeralInput } from '@portal/shared/ui';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { SeverityColor } from '../components/finding-key';
import { doseRangeText } from '../components/prescription-text';
import { turkishFilter } from '../components/turkish-filter';
import type { PlanRowDraft } from './plan-draft';

const numberInput = { separators: 'tr' as const, positiveOnly: true, decimals: 3 };
const stageOptions = FertilizationStages.map((s) => ({ value: s, label: FertilizationStageLabel[s] }));
const methodOptions = FertilizationMethods.map((m) => ({ value: m, label: FertilizationMethodLabel[m] }));

export interface PlanRowEditorProps {
  row: PlanRowDraft;
  index: number;
  count: number;
  products: readonly PlantNutritionProduct[];
  units: readonly Unit[];
  errors: Record<string, string | undefined>;
  findings: readonly FindingDto[];
  onChange(change: Partial<PlanRowDraft>): void;
  onMove(to: number): void;
  onRemove(): void;
}

/**
 * One row of the plan: the stage or a window of dates, the plant-nutrition product
 * (its N-P-K and label dose beside it), the dose per decare or per 100 L of water, the method,
 * the number of applications and their interval, a note; moved up, down or removed by index.
 */
export function PlanRowEditor({ row, index, count, products, units, errors, findings, onChange, onMove, onRemove }: PlanRowEditorProps) {
  const n = index + 1;
  const error = (field: string) => errors[`fertilizationPlans.${index}.${field}`];
  // data-path: the editor's form finds the field to focus by it.
  const field = (name: string) => ({ error: error(name), 'data-path': `fertilizationPlans.${index}.${name}` });
  const product = products.find((p) => p.id === row.productId) ?? null;
  const unit = units.find((u) => u.id === row.doseUnitId) ?? null;
  const doseUnits = units.filter((u) => u.kind === 'dose-area' || u.kind === 'dose-water' || u.kind === 'dose-plant');
  const productData = products.map((p) => ({ value: String(p.id), label: p.name }));
  if (row.productId !== null && !product) productData.unshift({ value: String(row.productId), label: `Ürün #${row.productId} (pasif ya da listede yok)` });
  const npk = product ? npkOf(product) : null;

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={`${n}. satır`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {n}. satır
            </Badge>
            {findings.map((f, i) => (
              <Badge key={i} color={SeverityColor[f.severity]} variant="light" radius="sm">
                {f.severity === 'error' ? 'Hata' : f.severity === 'warning' ? 'Uyarı' : 'Bilgi'}
              </Badge>
            ))}
          </Group>
          <Group gap={4}>
            <Tooltip label="Yukarı taşı">
              <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`${n}. satırı yukarı taşı`}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Aşağı taşı">
              <ActionIcon variant="subtle" color="gray" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`${n}. satırı aşağı taşı`}>
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Satırı sil">
              <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`${n}. satırı sil`}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select label="Dönem" withAsterisk data={stageOptions} value={row.stage} allowDeselect={false} onChange={(v) => v && onChange({ stage: v as PlanRowDraft['stage'] })} {...field('stage')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <LazyDateField
              label="Başlangıç"
              withAsterisk={row.stage === 'date-window'}
              value={row.windowStart}
              onChange={(v) => onChange({ windowStart: v })}
              clearable
              clearButtonProps={{ 'aria-label': `${n}. satırın başlangıç tarihini temizle` }}
              {...field('windowStart')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
            <LazyDateField
              label="Bitiş"
              withAsterisk={row.stage === 'date-window'}
              value={row.windowEnd}
              onChange={(v) => onChange({ windowEnd: v })}
              clearable
              clearButtonProps={{ 'aria-label': `${n}. satırın bitiş tarihini temizle` }}
              {...field('windowEnd')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Select
              label="Bitki besleme ürünü"
              withAsterisk
              searchable
              filter={turkishFilter}
              placeholder="Ürün adı yazın"
              nothingFoundMessage="Ürün bulunamadı"
              data={productData}
              value={row.productId === null ? null : String(row.productId)}
              onChange={(v) => {
                const chosen = products.find((p) => String(p.id) === v) ?? null;
                const chosenUnit = units.find((u) => u.id === chosen?.unitId);
                // The label's unit and a dose in its range to start with; foliar for per-100-L products.
                onChange({
                  productId: chosen?.id ?? null,
                  doseUnitId: chosen?.unitId ?? row.doseUnitId,
                  dose: row.dose ?? chosen?.doseMin ?? null,
                  ...(chosenUnit?.kind === 'dose-water' ? { method: 'foliar' as const } : {}),
                });
              }}
              description={product ? [npk ? `N-P-K ${npk}` : null, product.doseMin !== null || product.doseMax !== null ? `Etiket dozu ${doseRangeText(product.doseMin, product.doseMax, product.unitSymbol ?? '')}` : null].filter(Boolean).join(' · ') : undefined}
              {...field('plantNutritionProductId')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <NumeralInput {...numberInput} label="Doz" withAsterisk value={row.dose ?? ''} onChange={(v) => onChange({ dose: typeof v === 'number' ? v : null })} {...field('dose')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <Select
              label="Doz birimi"
              withAsterisk
              data={doseUnits.map((u) => ({ value: String(u.id), label: u.symbol }))}
              value={row.doseUnitId === null ? null : String(row.doseUnitId)}
              onChange={(v) => onChange({ doseUnitId: v === null ? null : Number(v) })}
              {...field('doseUnitId')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <NumeralInput
              {...numberInput}
              label="Su (L/da)"
              withAsterisk={unit?.kind === 'dose-water'}
              description={unit?.kind === 'dose-water' ? 'Dekara düşen miktar için' : undefined}
              value={row.waterVolume ?? ''}
              onChange={(v) => onChange({ waterVolume: typeof v === 'number' ? v : null })}
              {...field('waterVolume')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <Select label="Uygulama şekli" withAsterisk data={methodOptions} value={row.method} allowDeselect={false} onChange={(v) => v && onChange({ method: v as PlanRowDraft['method'] })} {...field('method')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <NumeralInput separators="tr" positiveOnly decimals={0} label="Uygulama sayısı" withAsterisk value={row.applications ?? ''} onChange={(v) => onChange({ applications: typeof v === 'number' ? v : null })} {...field('applications')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <NumeralInput
              separators="tr"
              positiveOnly
              decimals={0}
              label="Aralık (gün)"
              withAsterisk={(row.applications ?? 1) > 1}
              value={row.intervalDays ?? ''}
              onChange={(v) => onChange({ intervalDays: typeof v === 'number' ? v : null })}
              {...field('intervalDays')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Not" maxLength={300} value={row.notes} onChange={(e) => onChange({ notes: e.currentTarget.value })} {...field('notes')} />
          </Grid.Col>
        </Grid>
        {findings.map((f, i) => (
          <Text key={i} fz="sm" c={`${SeverityColor[f.severity]}.9`}>
            {f.message}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
