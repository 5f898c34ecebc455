// The declaration of one definition section (spec §2 "Definition sections"): what its list
// shows and what its form asks. The kit's pages read nothing else; see README.md.
import { DefinitionSectionInfos, type DefinitionRow, type DefinitionSection, type DefinitionSectionInfo, type SortOrder } from '@portal/contracts';
import type { Column } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** A row of another section, as a `ref` field or filter loads it (`{ id, name?, … }`). */
export type RefItem = { id: number } & Record<string, unknown>;

/** A choice of a `select` field or filter; the value is sent as it is (number, text or boolean). */
export interface Option {
  value: string | number | boolean;
  label: string;
}

// The list column is the shared resource list's.
export type { Column } from '@portal/shared/ui';

interface FieldBase<Input> {
  /** The input key: form value, request body field and the `body.<name>` of server errors. */
  name: keyof Input & string;
  /** Turkish label; a required field gets ' *' after it. */
  label: string;
  required?: boolean;
  description?: ReactNode;
  placeholder?: string;
  /** Width on wide screens, in twelfths (12 = full row, the default). */
  span?: number;
}

/** What a `custom` field's render receives. */
export interface CustomFieldContext {
  value: unknown;
  setValue(value: unknown): void;
  /** The validation message under the field, if any. */
  error: ReactNode;
  /** The whole form's values, for fields that depend on others. */
  values: Record<string, unknown>;
  /** Support: show the value, allow no change. */
  readOnly: boolean;
  label: string;
  required: boolean;
  description?: ReactNode;
}

export type FormField<Input> = FieldBase<Input> &
  (
    | { kind: 'text'; maxLength?: number; autoComplete?: string }
    | { kind: 'textarea'; maxLength?: number; rows?: number }
    /** Spec §5 numerals: 2 decimals by default, comma grouping, dot decimal mark. */
    | { kind: 'number'; min?: number; max?: number; decimals?: number; suffix?: string }
    | { kind: 'select'; options: readonly Option[] }
    /** A searchable select over another section (`GET <its api>?search=&limit=25`); the value is its id. */
    | { kind: 'ref'; section: DefinitionSection; optionLabel?(item: RefItem): string }
    | { kind: 'switch' }
    /** Mantine DateInput in Turkish (GG.AA.YYYY); the value is 'YYYY-MM-DD'. */
    | { kind: 'date' }
    /** Anything else (e.g. a licence's active substances): the value of an empty form and a renderer. */
    | { kind: 'custom'; empty: unknown; render(ctx: CustomFieldContext): ReactNode; toRequest?(value: unknown): unknown }
  );

export type FieldKind = FormField<Record<string, unknown>>['kind'];

/** An extra list filter, sent as `?<param>=<value>` with the list and the export. */
export type ListFilter = { param: string; label: string } & (
  | { kind: 'select'; options: readonly Option[] }
  | { kind: 'ref'; section: DefinitionSection; optionLabel?(item: RefItem): string }
);

/**
 * One definition section. `Item` is a list row (contracts' `…Schema`), `Input` the add/edit
 * body (contracts' `…InputSchema` output). Callbacks are methods so any view fits `SectionView`.
 */
export interface SectionView<Item extends DefinitionRow = DefinitionRow, Input extends Record<string, unknown> = Record<string, unknown>> {
  /** The route key: its screens, API path, title and singular come from contracts' DefinitionSectionInfos. */
  section: DefinitionSection;
  /** A sentence under the list's title. */
  description?: string;
  /** A row as the API answers it; checked on every read. */
  itemSchema: z.ZodType<Item>;
  /** The add/edit body; the form validates with it and sends its output. */
  inputSchema: z.ZodType<Input>;
  /** The record's name: avatar letter, switch and menu labels, the delete dialog. */
  name(item: Item): string;
  columns: readonly Column<Item>[];
  /** The 'Durum' column's sort key, when the section sorts by status. */
  statusSort?: string;
  /** The list's first order; without it the API's default. */
  defaultSort?: { key: string; order: SortOrder };
  filters?: readonly ListFilter[];
  fields: readonly FormField<Input>[];
  /** A row → the edit form's values; by default each field's `name` is read from the row. */
  toInput?(item: Item): Partial<Input>;
}

/**
 * Declares a section: checked against its own row and input types (inferred from the schemas),
 * returned as a plain `SectionView` that the kit's pages and `definitionRoutes` take.
 */
export function defineSection<Item extends DefinitionRow, Input extends Record<string, unknown>>(view: SectionView<Item, Input>): SectionView {
  return view as unknown as SectionView;
}

/** The section's route, API path, title and singular (contracts). */
export function sectionInfo(section: DefinitionSection): DefinitionSectionInfo {
  return DefinitionSectionInfos[section];
}

/** The section's screens. */
export const sectionPaths = (section: DefinitionSection) => ({
  list: `/${section}`,
  add: `/${section}/ekle`,
  edit: (id: number) => `/${section}/guncelle/${id}`,
});
