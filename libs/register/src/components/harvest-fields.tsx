// The fields a harvest is recorded and corrected with (contracts register.ts): the day, the
// amount and its unit, the lot or the buyer, a note.
import { Grid, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { HarvestUnitLabel, HarvestUnits, type HarvestUnit } from '@portal/contracts';
import { LazyDateField, NumeralInput } from '@portal/shared/ui';
import { isoDay } from '@portal/shared/util';

export interface HarvestValues {
  harvestedOn: string | null;
  amount: number | string;
  unit: HarvestUnit | '';
  lotOrBuyer: string;
  notes: string;
}

export const harvestFieldNames = ['harvestedOn', 'amount', 'unit', 'lotOrBuyer', 'notes'];
const harvestUnitOptions = [{ value: '', label: 'Birim seçin' }, ...HarvestUnits.map((u) => ({ value: u, label: HarvestUnitLabel[u] }))];

/** The harvest fields as a request body (before the contract parses them). */
export const harvestFieldsOf = (v: HarvestValues) => ({
  harvestedOn: v.harvestedOn ?? '',
  amount: typeof v.amount === 'number' ? v.amount : null,
  unit: v.unit || null,
  lotOrBuyer: v.lotOrBuyer.trim() || null,
  notes: v.notes.trim() || null,
});

export function HarvestFields<V extends HarvestValues>({ form }: { form: UseFormReturnType<V> }) {
  const v = form.getValues();
  return (
    <Stack gap="md">
      <LazyDateField label="Hasat tarihi" withAsterisk maxDate={isoDay()} {...form.getInputProps('harvestedOn')} value={v.harvestedOn} onChange={(d) => form.setFieldValue('harvestedOn', d as never)} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 7, xs: 6 }}>
          <NumeralInput label="Hasat miktarı" withAsterisk positiveOnly decimals={3} separators="tr" {...form.getInputProps('amount')} />
        </Grid.Col>
        <Grid.Col span={{ base: 5, xs: 6 }}>
          <NativeSelect label="Birim" withAsterisk data={harvestUnitOptions} {...form.getInputProps('unit')} />
        </Grid.Col>
      </Grid>
      <TextInput label="Parti / alıcı" description="Parti numarası ya da alıcı" maxLength={200} {...form.getInputProps('lotOrBuyer')} />
      <Textarea label="Not" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
    </Stack>
  );
}
