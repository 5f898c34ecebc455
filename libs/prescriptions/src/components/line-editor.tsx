import { ActionIcon, Badge, Box, Fieldset, Grid, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { FindingDto, Unit } from '@portal/contracts';
import { NumeralInput } from '@portal/shared/ui';
import { IconTrash } from '@tabler/icons-react';
import type { DraftLine, UnitInfo } from '../state/draft';
import { previewDose } from './dose-preview';
import { SeverityColor } from './finding-key';
import { daysText, hoursText } from '@portal/shared/util';
import { doseRangeText, figureText, substanceText } from './prescription-text';

export const unitInfoOf = (u: Pick<Unit, 'id' | 'symbol' | 'kind' | 'amountUnit' | 'perQuantity' | 'perUnit'>): UnitInfo => ({
  id: u.id,
  symbol: u.symbol,
  kind: u.kind,
  amountUnit: u.amountUnit,
  perQuantity: u.perQuantity,
  perUnit: u.perUnit,
});

/** The unit of a line: the reference list's, or the registered one the line was added with. */
export function lineUnit(line: DraftLine, units: readonly Unit[] | undefined): UnitInfo {
  const unit = units?.find((u) => u.id === line.doseUnitId);
  if (unit) return unitInfoOf(unit);
  return line.info.doseUnit.id === line.doseUnitId ? line.info.doseUnit : { ...line.info.doseUnit, id: line.doseUnitId };
}

export interface LineEditorProps {
  line: DraftLine;
  index: number;
  /** The area's size (decares) the amounts are computed for; null: unknown. */
  decares: number | null;
  units: readonly Unit[] | undefined;
  /** Field errors keyed `lines.<index>.<field>` (the schema's, or a 400's details). */
  errors: FormErrors;
  findings: readonly FindingDto[];
  /** Whether the line's organism is still among those chosen. */
  organismChosen: boolean;
  onChange(change: Partial<DraftLine>): void;
  onRemove(): void;
}

const numberInput = { separators: 'tr' as const, positiveOnly: true, decimals: 3 };

/**
 * One product line: product, dose (the registered minimum to start with; Turkish
 * decimals such as 2,5), unit, spray water L/da, tank and pack size, and the dose calculator's
 * result for the area in da, ha and m². The line's findings stand next to it.
 */
export function LineEditor({ line, index, decares, units, errors, findings, organismChosen, onChange, onRemove }: LineEditorProps) {
  const { info } = line;
  const unit = lineUnit(line, units);
  const preview = previewDose({ decares, dose: line.dose, unit, waterVolume: line.waterVolume, tankSize: line.tankSize, packSize: line.packSize });
  const sameKind = units?.filter((u) => u.kind === (info.doseUnit.kind ?? unit.kind)) ?? [];
  const unitOptions = (sameKind.some((u) => u.id === line.doseUnitId) ? sameKind : [...sameKind, { id: unit.id, symbol: unit.symbol }]).map((u) => ({ value: String(u.id), label: u.symbol }));
  const error = (field: string) => errors[`lines.${index}.${field}`] as string | undefined;
  // data-path: the editor's form finds the field to focus by it.
  const field = (name: string) => ({ error: error(name), 'data-path': `lines.${index}.${name}` });
  const amountUnit = unit.amountUnit ?? '';

  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {index + 1}. {info.tradeName} — {info.harmfulOrganism.name}
        </Text>
      }
      radius="md"
      data-line={line.key}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            Ruhsat {info.licenceNumber}
            {info.formulationCode ? ` · ${info.formulationCode}` : ''} · {info.activeSubstances.map(substanceText).join(', ') || 'aktif madde bilgisi yok'} · Ruhsatlı doz{' '}
            {doseRangeText(info.doseMin, info.doseMax, info.doseUnit.symbol)} · PHI {daysText(info.phiDays)} · Arı bekleme {daysText(info.beeWaitingDays)} · Tekrar giriş{' '}
            {hoursText(info.reEntryHours)}
            {info.maxApplications !== null ? ` · Sezonda en çok ${info.maxApplications} uygulama` : ''}
          </Text>
          <Tooltip label="Satırı kaldır" withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={`Kaldır: ${info.tradeName}`} onClick={onRemove}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {!organismChosen && (
          <Text fz="xs" c="orange.9">
            Bu ürünün hedefi ({info.harmfulOrganism.name}) seçili zararlılar arasında değil.
          </Text>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NumeralInput
              {...numberInput}
              label="Doz"
              withAsterisk
              description={`Ruhsatlı: ${doseRangeText(info.doseMin, info.doseMax, info.doseUnit.symbol)}`}
              value={line.dose ?? ''}
              onChange={(v) => onChange({ dose: typeof v === 'number' ? v : null })}
              {...field('dose')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <Select
              label="Doz birimi"
              data={unitOptions}
              value={String(line.doseUnitId)}
              onChange={(v) => v && onChange({ doseUnitId: Number(v) })}
              allowDeselect={false}
              {...field('doseUnitId')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
            <NumeralInput {...numberInput} label="Su miktarı (L/da)" value={line.waterVolume ?? ''} onChange={(v) => onChange({ waterVolume: typeof v === 'number' ? v : null })} {...field('waterVolume')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
            <NumeralInput {...numberInput} label="Depo hacmi (L)" value={line.tankSize ?? ''} onChange={(v) => onChange({ tankSize: typeof v === 'number' ? v : null })} {...field('tankSize')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <NumeralInput
              {...numberInput}
              label={`Ambalaj${amountUnit ? ` (${amountUnit})` : ''}`}
              value={line.packSize ?? ''}
              onChange={(v) => onChange({ packSize: typeof v === 'number' ? v : null })}
              {...field('packSize')}
            />
          </Grid.Col>
        </Grid>
        <DoseResult preview={preview} />
        {findings.length > 0 && (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${info.tradeName}: denetim`}>
            {findings.map((f) => (
              <Group key={`${f.code}`} component="li" gap={6} wrap="nowrap" align="flex-start">
                <Badge size="sm" variant="light" color={SeverityColor[f.severity]} style={{ flexShrink: 0 }}>
                  {f.severity === 'error' ? 'Hata' : f.severity === 'warning' ? 'Uyarı' : 'Bilgi'}
                </Badge>
                <Text fz="sm">{f.message}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The dose calculator's result: area in da/ha/m², product, water, tanks, per tank, packs. */
export function DoseResult({ preview }: { preview: ReturnType<typeof previewDose> }) {
  if (!preview) {
    return (
      <Text fz="xs" c="dimmed">
        Alan büyüklüğü bilinmediği için miktarlar hesaplanmadı.
      </Text>
    );
  }
  const cells: [string, string][] = [
    ['Alan', `${figureText(preview.areaDecares)} da · ${figureText(preview.areaHectares, 3)} ha · ${figureText(preview.areaSquareMetres, 0)} m²`],
    ['Ürün miktarı', preview.productAmount === null ? '—' : `${figureText(preview.productAmount)} ${preview.productUnit}`],
    ['Toplam su', preview.waterTotal === null ? '—' : `${figureText(preview.waterTotal)} L`],
    ['Depo sayısı', preview.tanks === null ? '—' : String(preview.tanks)],
    ['Depo başına ürün', preview.productPerTank === null ? '—' : `${figureText(preview.productPerTank)} ${preview.productUnit}`],
    ['Ambalaj', preview.packs === null ? '—' : `${preview.packs} adet`],
  ];
  return (
    <Box p="xs" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6 }}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" role="list" aria-label="Doz hesabı">
        {cells.map(([label, value]) => (
          <div key={label} role="listitem">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fz="sm" fw={600}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  );
}
