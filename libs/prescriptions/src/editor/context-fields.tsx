import { Alert, Card, Grid, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { AreaType, AreaTypeLabel, HarmfulOrganismType, PlantingType, PlantingTypeLabel, type OrganismOption } from '@portal/contracts';
import { usePlantOptions } from '@portal/shared/ui';
import { errorMessage } from '@portal/shared/api-client';
import { NumeralInput } from '@portal/shared/ui';
import { useState } from 'react';
import { figureText } from '../components/prescription-text';
import { turkishFilter } from '../components/turkish-filter';
import type { PrescriptionDraft } from '../state/draft';
import type { EditorContext } from './model';

const codeOptions = (codes: Record<string, number>, labels: Record<number, string>) => Object.values(codes).map((v) => ({ value: String(v), label: labels[v] ?? String(v) }));

/** What the route fixes: the producer, the area with its place, the plant (spec §2 `recete/:farmAreaId/:farmerId?`). */
export function FixedContext({ ctx }: { ctx: EditorContext }) {
  const rows: [string, string][] = [
    ['Üretici', ctx.producer?.fullName ?? (ctx.area ? 'Kurumsal alan' : '—')],
    ['Üretim alanı', ctx.area ? `${ctx.area.name} — ${[ctx.area.neighbourhoodName, ctx.area.districtName, ctx.area.provinceName].filter(Boolean).join(', ')}` : 'Hızlı reçete (alana bağlı değil)'],
    ['Bitki', `${ctx.plant?.name ?? '—'}${ctx.plantingType !== null ? ` (${PlantingTypeLabel[ctx.plantingType as PlantingType] ?? ''})` : ''}`],
    ['Büyüklük', ctx.decares === null ? '—' : `${figureText(ctx.decares)} da (${figureText(ctx.decares / 10, 3)} ha)`],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Reçetenin yazıldığı yer">
      <Grid gap="sm">
        {rows.map(([label, value]) => (
          <Grid.Col key={label} span={{ base: 12, sm: 6, lg: 3 }}>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fz="sm" fw={600}>
              {value}
            </Text>
          </Grid.Col>
        ))}
      </Grid>
    </Card>
  );
}

export interface FastFieldsProps {
  draft: PrescriptionDraft;
  errors: Record<string, string | undefined>;
  onChange(change: Partial<PrescriptionDraft>): void;
}

/** hizli-recete: the plant by a searchable select, planting type, area type (greenhouse first) and optional decares. */
export function FastFields({ draft, errors, onChange }: FastFieldsProps) {
  const [search, setSearch] = useState(draft.plant?.name ?? '');
  const plants = usePlantOptions(search === draft.plant?.name ? '' : search);
  const data = [...(plants.data ?? [])];
  if (draft.plant && !data.some((p) => p.id === draft.plant!.id)) data.unshift(draft.plant);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="fast-context-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="fast-context-title">
          Bitki ve alan
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label="Bitki"
              withAsterisk
              searchable
              placeholder="Bitki adı yazın"
              data={data.map((p) => ({ value: String(p.id), label: p.name }))}
              value={draft.plant ? String(draft.plant.id) : null}
              searchValue={search}
              onSearchChange={setSearch}
              filter={turkishFilter}
              nothingFoundMessage={plants.isFetching ? 'Aranıyor…' : 'Bitki bulunamadı'}
              onChange={(value) => {
                const plant = data.find((p) => String(p.id) === value) ?? null;
                // Organisms and products belong to the plant: another plant starts them afresh.
                onChange({ plant, harmfulOrganisms: [], lines: [], acknowledgedFindings: [] });
              }}
              clearable
              clearButtonProps={{ 'aria-label': 'Bitkiyi temizle' }}
              error={errors['plantId']} data-path="plantId"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <Select
              label="Dikim şekli"
              data={codeOptions(PlantingType, PlantingTypeLabel)}
              value={draft.plantingType === null ? null : String(draft.plantingType)}
              onChange={(v) => onChange({ plantingType: v === null ? null : Number(v) })}
              clearable
              clearButtonProps={{ 'aria-label': 'Dikim şeklini temizle' }}
              placeholder="Seçilmedi"
              error={errors['plantingType']} data-path="plantingType"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
            <Select
              label="Alan türü"
              data={codeOptions(AreaType, AreaTypeLabel)}
              value={String(draft.areaType)}
              onChange={(v) => v !== null && onChange({ areaType: Number(v) })}
              allowDeselect={false}
              error={errors['areaType']} data-path="areaType"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <NumeralInput
              label="Alan (dekar)"
              description="İsteğe bağlı: miktarları hesaplamak için"
              separators="tr"
              positiveOnly
              decimals={2}
              value={draft.decares ?? ''}
              onChange={(v) => onChange({ decares: typeof v === 'number' ? v : null })}
              error={errors['decares']} data-path="decares"
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}

const organismTypeLabel: Record<number, string> = { [HarmfulOrganismType.Disease]: 'Hastalıklar', [HarmfulOrganismType.Harmful]: 'Zararlılar', [HarmfulOrganismType.Weed]: 'Yabancı otlar' };

export interface OrganismSelectProps {
  plantId: number | null;
  options: OrganismOption[] | undefined;
  loading: boolean;
  error: unknown;
  value: PrescriptionDraft['harmfulOrganisms'];
  fieldError?: string;
  onChange(value: PrescriptionDraft['harmfulOrganisms']): void;
}

/** The harmful organisms with a registered use on the plant, searched in Turkish, grouped by kind. */
export function OrganismSelect({ plantId, options, loading, error, value, fieldError, onChange }: OrganismSelectProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" title="Zararlı organizmalar alınamadı">
        {errorMessage(error)}
      </Alert>
    );
  }
  const known = options ?? [];
  const groups = Object.entries(organismTypeLabel)
    .map(([type, group]) => ({
      group,
      items: known.filter((o) => o.type === Number(type)).map((o) => ({ value: String(o.id), label: o.latinName ? `${o.name} (${o.latinName})` : o.name })),
    }))
    .filter((g) => g.items.length > 0);
  // What the draft holds stays choosable even before the list has come.
  const missing = value.filter((v) => !known.some((o) => o.id === v.id)).map((v) => ({ value: String(v.id), label: v.name }));
  return (
    <Stack gap={4}>
      <MultiSelect
        label="Zararlı organizmalar"
        withAsterisk
        description={plantId === null ? 'Önce bitkiyi seçin.' : 'Adını yazarak arayın; birden çok seçebilirsiniz.'}
        placeholder={loading ? 'Yükleniyor…' : 'Zararlı organizma seçin'}
        data={[...groups, ...missing]}
        value={value.map((v) => String(v.id))}
        onChange={(ids) =>
          onChange(
            ids.map((id) => {
              const o = known.find((k) => String(k.id) === id) ?? value.find((v) => String(v.id) === id);
              return { id: Number(id), name: o?.name ?? id };
            }),
          )
        }
        searchable
        filter={turkishFilter}
        nothingFoundMessage="Sonuç yok"
        disabled={plantId === null}
        clearable
        clearButtonProps={{ 'aria-label': 'Zararlı organizmaları temizle' }}
        hidePickedOptions
        error={fieldError}
        data-path="harmfulOrganismIds"
      />
      {plantId !== null && options && options.length === 0 && (
        <Group gap={4}>
          <Text fz="xs" c="dimmed">
            Bu bitki için ruhsatlı kullanımı olan zararlı organizma yok.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
