import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LazyDateField } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import type { FormValues } from './form-values';
import { RefSelect } from './ref-select';
import type { FormField, Option } from './section-view';

type AnyField = FormField<Record<string, unknown>>;
export type DefinitionForm = UseFormReturnType<FormValues>;

const optionKey = (value: Option['value']) => String(value);

/** The error shown under a field: its own, or the first of its parts (e.g. `activeSubstances.0.id`). */
export function fieldError(form: DefinitionForm, name: string): ReactNode {
  const own = form.errors[name];
  if (own) return own;
  const nested = Object.entries(form.errors).find(([path]) => path.startsWith(`${name}.`));
  return nested?.[1] ?? null;
}

/** One form field of a section, by its kind; labels of required fields end with ' *'. */
export function DefinitionField({ field, form, readOnly }: { field: AnyField; form: DefinitionForm; readOnly: boolean }) {
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    withAsterisk: !!field.required,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
  const { name } = field;
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} maxLength={field.maxLength} autoComplete={field.autoComplete ?? 'off'} {...form.getInputProps(name)} />;
    case 'textarea':
      // Fixed rows with a vertical resize handle: Mantine's autosize needs document.fonts, which jsdom lacks.
      return <Textarea {...common} maxLength={field.maxLength} rows={field.rows ?? 3} resize="vertical" {...form.getInputProps(name)} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          decimalScale={field.decimals ?? 2}
          thousandSeparator=","
          decimalSeparator="."
          allowNegative={field.min === undefined || field.min < 0}
          suffix={field.suffix}
          {...form.getInputProps(name)}
        />
      );
    case 'select': {
      const { value, onChange, ...rest } = form.getInputProps(name);
      return (
        <Select
          {...common}
          {...rest}
          data={field.options.map((o) => ({ value: optionKey(o.value), label: o.label }))}
          value={value === null || value === undefined || value === '' ? null : optionKey(value as Option['value'])}
          onChange={(next: string | null) => onChange(next === null ? null : (field.options.find((o) => optionKey(o.value) === next)?.value ?? null))}
          clearable={!field.required}
          clearButtonProps={{ 'aria-label': 'Temizle' }}
          allowDeselect={!field.required}
          nothingFoundMessage="Sonuç bulunamadı"
        />
      );
    }
    case 'ref': {
      const { value, onChange, ...rest } = form.getInputProps(name);
      return (
        <RefSelect
          {...common}
          {...rest}
          section={field.section}
          optionLabel={field.optionLabel}
          value={typeof value === 'number' ? value : null}
          onChange={onChange as (value: number | null) => void}
        />
      );
    }
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          {...form.getInputProps(name, { type: 'checkbox' })}
        />
      );
    case 'date': {
      const { value, onChange, ...rest } = form.getInputProps(name);
      return (
        <LazyDateField
          {...common}
          {...rest}
          value={typeof value === 'string' && value ? value : null}
          onChange={onChange as (value: string | null) => void}
          clearable={!field.required}
          clearButtonProps={{ 'aria-label': 'Temizle' }}
        />
      );
    }
    case 'custom':
      return field.render({
        value: form.getValues()[name],
        setValue: (value) => form.setFieldValue(name, value),
        error: fieldError(form, name),
        values: form.getValues(),
        readOnly,
        label: field.label,
        required: !!field.required,
        description: field.description,
      });
  }
}
