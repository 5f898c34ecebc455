import { Card, Checkbox, Grid, MultiSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { NoteCategoryLabels, NoteSeverityLabels, type Note, type NoteCategory } from '@portal/contracts';
import { WeatherPanel } from '@portal/producers';
import { NumeralInput } from '@portal/shared/ui';
import { useNoteOptions, useNutritionProductOptions } from '../api/get-reference-options';
import { turkishFilter } from '../components/turkish-filter';
import type { PrescriptionDraft } from '../state/draft';

export interface ExtrasProps {
  draft: PrescriptionDraft;
  errors: Record<string, string | undefined>;
  onChange(change: Partial<PrescriptionDraft>): void;
  /** The area whose weather may be kept; null: a fast prescription (no area). */
  weatherAreaId: number | null;
}

const noteLabel = (n: Note) => `${NoteSeverityLabels[n.severity]}: ${n.title ?? (n.text.length > 70 ? `${n.text.slice(0, 70)}…` : n.text)}`;

/** Notes and warnings, plant nutrition, maintenance information, notes and the weather (spec §3 draft fields). */
export function ExtrasFields({ draft, errors, onChange, weatherAreaId }: ExtrasProps) {
  const notes = useNoteOptions();
  const nutrition = useNutritionProductOptions();
  const noteGroups = (Object.keys(NoteCategoryLabels) as NoteCategory[])
    .map((category) => ({ group: NoteCategoryLabels[category], items: (notes.data ?? []).filter((n) => n.category === category).map((n) => ({ value: String(n.id), label: noteLabel(n) })) }))
    .filter((g) => g.items.length > 0);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="extras-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="extras-title">
          Notlar, bakım ve bitki besleme
        </Title>
        <MultiSelect
          label="Notlar ve uyarılar"
          description="Reçeteye basılacak hazır notlar (notlar-uyarılar listesinden)"
          placeholder={notes.isLoading ? 'Yükleniyor…' : 'Not seçin'}
          data={noteGroups}
          value={draft.noteIds.map(String)}
          onChange={(ids) => onChange({ noteIds: ids.map(Number) })}
          searchable
          filter={turkishFilter}
          nothingFoundMessage="Sonuç yok"
          clearable
          clearButtonProps={{ 'aria-label': 'Notları temizle' }}
          error={errors['noteIds']} data-path="noteIds"
        />
        <MultiSelect
          label="Bitki besleme ürünleri"
          placeholder={nutrition.isLoading ? 'Yükleniyor…' : 'Ürün seçin'}
          data={(nutrition.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={draft.nutritionProducts.map((n) => String(n.plantNutritionProductId))}
          onChange={(ids) =>
            onChange({
              nutritionProducts: ids.map((id) => {
                const kept = draft.nutritionProducts.find((n) => String(n.plantNutritionProductId) === id);
                if (kept) return kept;
                const p = nutrition.data?.find((x) => String(x.id) === id);
                return { plantNutritionProductId: Number(id), name: p?.name ?? id, dose: p?.doseMin ?? null, unitId: p?.unitId ?? null, unitSymbol: p?.unitSymbol ?? null, note: '' };
              }),
            })
          }
          searchable
          filter={turkishFilter}
          nothingFoundMessage="Sonuç yok"
          clearable
          clearButtonProps={{ 'aria-label': 'Bitki besleme ürünlerini temizle' }}
          error={errors['nutritionProducts']} data-path="nutritionProducts"
        />
        {draft.nutritionProducts.map((n, i) => (
          <Grid key={n.plantNutritionProductId} gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Text fz="sm" fw={600}>
                {n.name}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumeralInput
                label={`${n.name}: doz${n.unitSymbol ? ` (${n.unitSymbol})` : ''}`}
                separators="tr"
                positiveOnly
                decimals={3}
                value={n.dose ?? ''}
                onChange={(v) => onChange({ nutritionProducts: draft.nutritionProducts.map((x, j) => (j === i ? { ...x, dose: typeof v === 'number' ? v : null } : x)) })}
                error={errors[`nutritionProducts.${i}.dose`]} data-path={`nutritionProducts.${i}.dose`}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 5 }}>
              <TextInput
                label={`${n.name}: not`}
                maxLength={300}
                value={n.note}
                onChange={(e) => {
                  const note = e.currentTarget.value;
                  onChange({ nutritionProducts: draft.nutritionProducts.map((x, j) => (j === i ? { ...x, note } : x)) });
                }}
                error={errors[`nutritionProducts.${i}.note`]} data-path={`nutritionProducts.${i}.note`}
              />
            </Grid.Col>
          </Grid>
        ))}
        <Textarea
          label="Bakım bilgisi"
          autosize
          minRows={2}
          maxLength={2000}
          value={draft.maintenanceInfo}
          onChange={(e) => onChange({ maintenanceInfo: e.currentTarget.value })}
          error={errors['maintenanceInfo']} data-path="maintenanceInfo"
        />
        <Textarea label="Notlar" autosize minRows={2} maxLength={2000} value={draft.notes} onChange={(e) => onChange({ notes: e.currentTarget.value })} error={errors['notes']} data-path="notes" />
        {weatherAreaId !== null ? (
          <Stack gap="sm">
            <Checkbox
              label="Hava durumunu reçeteye ekle"
              description="Düzenleme anındaki hava durumu ve tahmin reçeteyle saklanır."
              checked={draft.includeWeatherData}
              onChange={(e) => onChange({ includeWeatherData: e.currentTarget.checked })}
            />
            {/* When to spray is the strip's (beside the application date); here, the weather kept. */}
            {draft.includeWeatherData && <WeatherPanel areaId={weatherAreaId} />}
          </Stack>
        ) : (
          <Text fz="xs" c="dimmed">
            Hızlı reçete bir alana bağlı olmadığından hava durumu eklenemez.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
