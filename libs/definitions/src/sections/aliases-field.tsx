// The "Diğer adları" field of the plant, harmful organism and active substance forms: the
// other names search finds the record by (Turkish spelling, common name, old name), as tags.
import { TagsInput } from '@mantine/core';
import { ALIAS_MAX_LENGTH, MAX_ALIASES } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { CustomFieldContext, FormField } from '../kit/section-view';

export const ALIASES_LABEL = 'Diğer adları';

/** The list as it is sent: trimmed, no empty entries (the contract drops repeats). */
export const aliasesRequest = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).map((alias) => String(alias).trim()).filter((alias) => alias !== '');

export function AliasesInput({ ctx, placeholder }: { ctx: CustomFieldContext; placeholder: string }): ReactNode {
  const value = Array.isArray(ctx.value) ? (ctx.value as string[]) : [];
  return (
    <TagsInput
      label={ctx.label}
      description={ctx.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={value.length < MAX_ALIASES ? placeholder : undefined}
      value={value}
      onChange={(next) => ctx.setValue(next.map((alias) => alias.slice(0, ALIAS_MAX_LENGTH)))}
      error={ctx.error}
      readOnly={ctx.readOnly}
      maxTags={MAX_ALIASES}
      splitChars={[',', ';']}
      acceptValueOnBlur
      allowDuplicates={false}
      clearable={!ctx.readOnly}
      clearButtonProps={{ 'aria-label': 'Diğer adların tümünü sil' }}
    />
  );
}

/** The field, for a section whose input has `aliases`; `example` shows the kind of name meant. */
export function aliasesField<Input extends { aliases?: unknown }>(example: string): FormField<Input> {
  return {
    kind: 'custom',
    name: 'aliases' as keyof Input & string,
    label: ALIASES_LABEL,
    description: `Aramada bu adlarla da bulunur: Türkçe yazılışı, yaygın ya da eski adı. Her adı yazıp Enter'a basın ya da virgülle ayırın; en çok ${MAX_ALIASES} ad.`,
    empty: [],
    render: (ctx) => <AliasesInput ctx={ctx} placeholder={example} />,
    toRequest: aliasesRequest,
  };
}
