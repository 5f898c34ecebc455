// karisabilirlik (DESIGN.md §8 "Mixing compatibility"): pairs of licensed products or of active
// substances → compatible / incompatible / caution. The form asks for the two records of the
// chosen kind only; a side of the other kind is emptied, so a changed kind sends a clean pair.
import { Badge, Text } from '@mantine/core';
import {
  MixingPairKindCodes,
  MixingPairKindLabel,
  MixingResultCodes,
  MixingResultLabel,
  mixingCompatibilityInputSchema,
  mixingCompatibilitySchema,
  type MixingCompatibility,
  type MixingCompatibilityInput,
  type MixingPairKindCode,
  type MixingResultCode,
} from '@portal/contracts';
import { useEffect, type ReactNode } from 'react';
import { RefSelect } from '../../kit/ref-select';
import { defineSection, type CustomFieldContext, type FormField, type RefItem } from '../../kit/section-view';

const kindOptions = MixingPairKindCodes.map((code) => ({ value: code, label: MixingPairKindLabel[code] }));
const resultOptions = MixingResultCodes.map((code) => ({ value: code, label: MixingResultLabel[code] }));
const resultColor: Record<MixingResultCode, string> = { compatible: 'green', incompatible: 'red', caution: 'orange' };

const licenceLabel = (item: RefItem) => [item['licenceNumber'], item['tradeName']].filter((part) => typeof part === 'string' && part).join(' · ') || `#${item.id}`;

/** One side of the pair: a select of its kind's records while that kind is chosen; emptied otherwise. */
function PairSide({ ctx, kind }: { ctx: CustomFieldContext; kind: MixingPairKindCode }): ReactNode {
  const shown = ctx.values['pairKind'] === kind;
  const value = typeof ctx.value === 'number' ? ctx.value : null;
  const { setValue } = ctx;
  // setValue is new on every render, so this runs after each one; it acts only on a hidden, filled side.
  useEffect(() => {
    if (!shown && value !== null) setValue(null);
  }, [shown, value, setValue]);
  if (!shown) return null;
  return (
    <RefSelect
      section={kind === 'licence' ? 'ruhsat-tanimi' : 'aktif-madde-tanimi'}
      optionLabel={kind === 'licence' ? licenceLabel : undefined}
      label={ctx.label}
      withAsterisk
      description={ctx.description}
      value={value}
      onChange={ctx.setValue}
      error={ctx.error}
      disabled={ctx.readOnly}
    />
  );
}

const side = (name: keyof MixingCompatibilityInput & string, label: string, kind: MixingPairKindCode): FormField<MixingCompatibilityInput> => ({
  kind: 'custom',
  name,
  label,
  required: true,
  span: 6,
  empty: null,
  render: (ctx) => <PairSide ctx={ctx} kind={kind} />,
});

/** Until a kind is chosen the form says what comes next. */
function KindHint({ ctx }: { ctx: CustomFieldContext }): ReactNode {
  if (ctx.values['pairKind']) return null;
  return (
    <Text fz="sm" c="dimmed">
      Karışım türünü seçince iki ruhsat ya da iki aktif madde seçebilirsiniz.
    </Text>
  );
}

export const mixingCompatibilityView = defineSection<MixingCompatibility, MixingCompatibilityInput>({
  section: 'karisabilirlik',
  description: 'İki ruhsatlı ürünün ya da iki aktif maddenin aynı tankta karıştırılıp karıştırılamayacağı.',
  itemSchema: mixingCompatibilitySchema,
  inputSchema: mixingCompatibilityInputSchema,
  name: (pair) => `${pair.aName} + ${pair.bName}`,
  defaultSort: { key: 'aName', order: 'asc' },
  statusSort: 'status',
  filters: [
    { param: 'pairKind', label: 'Tür', kind: 'select', options: kindOptions },
    { param: 'result', label: 'Sonuç', kind: 'select', options: resultOptions },
  ],
  columns: [
    { key: 'aName', header: 'Birinci', sort: 'aName', primary: true },
    { key: 'bName', header: 'İkinci', sort: 'bName' },
    { key: 'pairKind', header: 'Tür', sort: 'pairKind', render: (pair) => MixingPairKindLabel[pair.pairKind] },
    {
      key: 'result',
      header: 'Sonuç',
      sort: 'result',
      render: (pair) => (
        <Badge color={resultColor[pair.result]} variant="light">
          {MixingResultLabel[pair.result]}
        </Badge>
      ),
    },
    { key: 'note', header: 'Not' },
  ],
  fields: [
    { kind: 'select', name: 'pairKind', label: 'Karışım Türü', required: true, options: kindOptions },
    side('licenceAId', 'Birinci Ruhsat', 'licence'),
    side('licenceBId', 'İkinci Ruhsat', 'licence'),
    side('activeSubstanceAId', 'Birinci Aktif Madde', 'active-substance'),
    {
      ...side('activeSubstanceBId', 'İkinci Aktif Madde', 'active-substance'),
      // The last side also carries the hint shown before a kind is chosen.
      render: (ctx) => (ctx.values['pairKind'] ? <PairSide ctx={ctx} kind="active-substance" /> : <KindHint ctx={ctx} />),
    } as FormField<MixingCompatibilityInput>,
    { kind: 'select', name: 'result', label: 'Sonuç', required: true, options: resultOptions },
    { kind: 'textarea', name: 'note', label: 'Not', maxLength: 1000, rows: 3, placeholder: 'ör. Karışım öncesi küçük bir kapta ön deneme yapın.' },
  ],
});
