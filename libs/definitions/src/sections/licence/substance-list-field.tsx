// A licence's active substances in its form: a repeatable row of substance, concentration
// and unit, with add and remove buttons. Keyboard users land on the new row after adding and
// on the add button after removing; a polite live region says what changed.
import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { licenceSubstanceInputSchema, MAX_LICENCE_SUBSTANCES, type LicenceSubstance } from '@portal/contracts';
import { fallbackMessage } from '@portal/shared/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RefSelect } from '../../kit/ref-select';
import type { CustomFieldContext, RefItem } from '../../kit/section-view';

/** One row of the form; `key` only keeps React's rows apart and is not sent. */
export interface SubstanceRow {
  key: number;
  activeSubstanceId: number | null;
  concentration: number | '';
  unitId: number | null;
}

let nextKey = 0;
export const emptySubstanceRow = (): SubstanceRow => ({ key: ++nextKey, activeSubstanceId: null, concentration: '', unitId: null });

/** The item's substances as form rows. */
export const substanceRowsOf = (list: readonly LicenceSubstance[]): SubstanceRow[] =>
  list.length ? list.map((s) => ({ key: ++nextKey, activeSubstanceId: s.activeSubstanceId, concentration: s.concentration, unitId: s.unitId })) : [emptySubstanceRow()];

/** Form rows → the request's `activeSubstances` (an empty concentration is sent as null, which the contract refuses with its message). */
export const substancesRequest = (value: unknown) =>
  (Array.isArray(value) ? (value as SubstanceRow[]) : []).map(({ activeSubstanceId, concentration, unitId }) => ({
    activeSubstanceId,
    concentration: concentration === '' ? null : concentration,
    unitId,
  }));

type RowErrors = Partial<Record<'activeSubstanceId' | 'concentration' | 'unitId', string>>;

/** Each row's messages from the contract's own schema, and a substance chosen twice. */
function rowErrors(rows: SubstanceRow[]): RowErrors[] {
  const seen = new Set<number>();
  return substancesRequest(rows).map((row) => {
    const errors: RowErrors = {};
    const parsed = licenceSubstanceInputSchema.safeParse(row, { error: fallbackMessage });
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof RowErrors;
      errors[key] ??= issue.message;
    }
    if (row.activeSubstanceId !== null) {
      if (seen.has(row.activeSubstanceId)) errors.activeSubstanceId ??= 'Aynı aktif madde iki kez girilemez';
      seen.add(row.activeSubstanceId);
    }
    return errors;
  });
}

const unitLabel = (item: RefItem) => (typeof item['symbol'] === 'string' ? item['symbol'] : `#${item.id}`);

export function SubstanceListField({ ctx }: { ctx: CustomFieldContext }): ReactNode {
  const rows = Array.isArray(ctx.value) ? (ctx.value as SubstanceRow[]) : [];
  const container = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // What to focus once the rows have re-rendered: a new row's first input, or the add button.
  const [focusRow, setFocusRow] = useState<number | 'add' | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusRow === null) return;
    if (focusRow === 'add') addButton.current?.focus();
    else container.current?.querySelector<HTMLInputElement>(`[data-row="${focusRow}"] input:not([type=hidden])`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  // Row messages once the form has been checked (the kit then gives this field an error).
  const errors = ctx.error ? rowErrors(rows) : [];
  const rowsHaveErrors = errors.some((e) => Object.keys(e).length > 0);
  const update = (index: number, change: Partial<SubstanceRow>) => ctx.setValue(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const add = () => {
    const row = emptySubstanceRow();
    ctx.setValue([...rows, row]);
    setFocusRow(row.key);
    setAnnouncement(`${rows.length + 1}. aktif madde satırı eklendi`);
  };
  const remove = (index: number) => {
    ctx.setValue(rows.filter((_, i) => i !== index));
    setFocusRow('add');
    setAnnouncement(`${index + 1}. aktif madde satırı kaldırıldı`);
  };

  return (
    <Fieldset
      legend={
        <>
          {ctx.label}
          {ctx.required && (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </>
      }
      aria-describedby={ctx.description ? 'licence-substances-description' : undefined}
    >
      <Stack gap="sm" ref={container}>
        {ctx.description && (
          <Text id="licence-substances-description" fz="xs" c="dimmed">
            {ctx.description}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} data-row={row.key} role="group" aria-label={`${index + 1}. aktif madde`} align="flex-start" gap="sm" wrap="wrap">
            <RefSelect
              section="aktif-madde-tanimi"
              label="Aktif madde"
              withAsterisk
              style={{ flex: '2 1 14rem' }}
              value={row.activeSubstanceId}
              onChange={(activeSubstanceId) => update(index, { activeSubstanceId })}
              error={errors[index]?.activeSubstanceId}
              disabled={ctx.readOnly}
            />
            <NumberInput
              label="Konsantrasyon"
              withAsterisk
              style={{ flex: '1 1 8rem' }}
              min={0}
              allowNegative={false}
              decimalScale={4}
              thousandSeparator=","
              decimalSeparator="."
              value={row.concentration}
              onChange={(value) => update(index, { concentration: value === '' ? '' : Number(value) })}
              error={errors[index]?.concentration}
              disabled={ctx.readOnly}
            />
            <RefSelect
              section="olcu-birimi"
              label="Birim"
              withAsterisk
              description="g/L, g/kg ya da %"
              style={{ flex: '1 1 8rem' }}
              optionLabel={unitLabel}
              value={row.unitId}
              onChange={(unitId) => update(index, { unitId })}
              error={errors[index]?.unitId}
              disabled={ctx.readOnly}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={`${index + 1}. aktif maddeyi kaldır`}
              title="Kaldır"
              onClick={() => remove(index)}
              disabled={ctx.readOnly || rows.length <= 1}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {ctx.error && !rowsHaveErrors && (
          <Text c="red" fz="sm" role="alert">
            {ctx.error}
          </Text>
        )}
        <Group>
          <Button
            ref={addButton}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={ctx.readOnly || rows.length >= MAX_LICENCE_SUBSTANCES}
          >
            Aktif madde ekle
          </Button>
        </Group>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Fieldset>
  );
}
