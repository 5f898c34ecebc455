// bitki-besleme-urunleri (DESIGN.md §8 "Plant-nutrition product"): company, form, dose range,
// declared nutrients (% by weight), other components and a description.
import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  NutrientFields,
  NutritionComponentUnits,
  NutritionFormLabels,
  npkOf,
  plantNutritionProductInputSchema,
  plantNutritionProductSchema,
  type PlantNutritionProduct,
  type PlantNutritionProductInput,
} from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { defineSection, type CustomFieldContext, type FormField } from '../../kit/section-view';

const formOptions = Object.entries(NutritionFormLabels).map(([value, label]) => ({ value, label }));
const unitOptions = NutritionComponentUnits.map((unit) => ({ value: unit, label: unit }));

/** A component row in the form: the amount is '' until typed. */
interface ComponentRow {
  name: string;
  value: number | '';
  unit: string;
}

const trNumber = (v: number) => v.toLocaleString('tr-TR', { maximumFractionDigits: 4 });

/** '0,5–1 kg/da', '2 L/da', or '—'. */
export function doseText(p: Pick<PlantNutritionProduct, 'doseMin' | 'doseMax' | 'unitSymbol'>): string {
  if (p.doseMin === null && p.doseMax === null) return '—';
  const range = p.doseMin !== null && p.doseMax !== null && p.doseMin !== p.doseMax ? `${trNumber(p.doseMin)}–${trNumber(p.doseMax)}` : trNumber((p.doseMin ?? p.doseMax)!);
  return p.unitSymbol ? `${range} ${p.unitSymbol}` : range;
}

/** The other components as editable rows: name, amount and unit, with add and remove. */
function ComponentsEditor(ctx: CustomFieldContext) {
  const rows = Array.isArray(ctx.value) ? (ctx.value as ComponentRow[]) : [];
  const change = (index: number, patch: Partial<ComponentRow>) => ctx.setValue(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Input.Wrapper label={ctx.label} description={ctx.description} error={ctx.error} inputWrapperOrder={['label', 'input', 'description', 'error']}>
      <Stack gap="xs" mt={4}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            Bileşen yok.
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`${index + 1}. bileşen adı`}
              placeholder="ör. Hümik asit"
              value={row.name}
              onChange={(e) => change(index, { name: e.currentTarget.value })}
              readOnly={ctx.readOnly}
              maxLength={80}
              style={{ flex: 1 }}
            />
            <NumberInput
              aria-label={`${index + 1}. bileşen miktarı`}
              placeholder="Miktar"
              value={row.value}
              onChange={(value) => change(index, { value: typeof value === 'number' ? value : '' })}
              readOnly={ctx.readOnly}
              min={0}
              decimalScale={4}
              thousandSeparator=","
              decimalSeparator="."
              allowNegative={false}
              w={120}
            />
            <Select
              aria-label={`${index + 1}. bileşen birimi`}
              data={unitOptions}
              value={row.unit}
              onChange={(unit) => change(index, { unit: unit ?? '%' })}
              readOnly={ctx.readOnly}
              allowDeselect={false}
              w={100}
            />
            {!ctx.readOnly && (
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`${index + 1}. bileşeni kaldır`} onClick={() => ctx.setValue(rows.filter((_, i) => i !== index))}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!ctx.readOnly && (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => ctx.setValue([...rows, { name: '', value: '', unit: '%' }])}>
              Bileşen ekle
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

const nutrientFields: FormField<PlantNutritionProductInput>[] = NutrientFields.map((f) => ({
  kind: 'number',
  name: f.key,
  label: f.label,
  min: 0,
  max: 100,
  decimals: 3,
  suffix: ' %',
  span: 3,
}));

export const plantNutritionProductView = defineSection<PlantNutritionProduct, PlantNutritionProductInput>({
  section: 'bitki-besleme-urunleri',
  description: 'Gübre ve biyostimülanlar: besin içerikleri (% ağırlık), form ve önerilen doz.',
  itemSchema: plantNutritionProductSchema,
  inputSchema: plantNutritionProductInputSchema,
  name: (product) => product.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  filters: [
    { param: 'form', label: 'Form', kind: 'select', options: formOptions },
    { param: 'companyId', label: 'Firma', kind: 'ref', section: 'ruhsat-firma-tanimi' },
  ],
  columns: [
    { key: 'name', header: 'Ürün Adı', sort: 'name', primary: true },
    { key: 'companyName', header: 'Firma', sort: 'companyName' },
    { key: 'form', header: 'Form', sort: 'form', render: (product) => NutritionFormLabels[product.form] },
    { key: 'npk', header: 'N-P-K', sort: 'nitrogen', render: (product) => npkOf(product) ?? '—' },
    { key: 'dose', header: 'Doz', render: doseText },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Ürün Adı', required: true, maxLength: 160, placeholder: 'ör. Kristal 20-20-20 + İz Elementler' },
    { kind: 'ref', name: 'companyId', label: 'Firma', section: 'ruhsat-firma-tanimi', span: 6 },
    { kind: 'select', name: 'form', label: 'Form', required: true, options: formOptions, span: 6 },
    { kind: 'number', name: 'doseMin', label: 'En Az Doz', min: 0, decimals: 4, span: 4 },
    { kind: 'number', name: 'doseMax', label: 'En Çok Doz', min: 0, decimals: 4, span: 4 },
    { kind: 'ref', name: 'unitId', label: 'Doz Birimi', section: 'olcu-birimi', optionLabel: (unit) => String(unit['symbol'] ?? unit['name'] ?? unit.id), span: 4 },
    ...nutrientFields,
    {
      kind: 'custom',
      name: 'otherComponents',
      label: 'Diğer Bileşenler',
      description: 'Hümik asit, amino asit, organik madde…',
      empty: [],
      render: ComponentsEditor,
    },
    { kind: 'textarea', name: 'description', label: 'Açıklama', maxLength: 1000, rows: 3 },
  ],
});
