// formulasyon-tanimi: formulation types (EC, SC, WG…; DESIGN.md §8 "Formulation").
import {
  DefinitionSectionInfos,
  formulationEditSchema,
  formulationInputSchema,
  formulationListQuerySchema,
  formulationSchema,
  type Formulation,
  type FormulationInput,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { formulations, licences } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../../platform/crud';
import { usedBy } from './group-section';

export const formulationSection: SectionSpec<Formulation, FormulationInput, typeof formulations.$inferSelect> = {
  info: DefinitionSectionInfos['formulasyon-tanimi'],
  access: referenceDataAccess,
  entity: 'formulation',
  path: 'formulation',
  tag: 'Tanımlar: Formülasyon',
  table: formulations,
  itemSchema: formulationSchema,
  inputSchema: formulationInputSchema,
  editSchema: formulationEditSchema,
  listQuerySchema: formulationListQuerySchema,
  sortColumns: {
    code: { column: formulations.code },
    name: { column: formulations.name, text: true },
    status: { column: formulations.status },
  },
  defaultSort: 'code',
  toItem: (r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.formulation(input) }),
  toInput: ({ code, name, description }) => ({ code, name, description }),
  naturalKey: (input) => eq(formulations.code, input.code),
  naturalKeyText: (input) => input.code,
  label: (f) => `${f.code} (${f.name})`,
  constraints: {
    formulations_code_uq: { field: 'code', message: 'Bu kodla kayıtlı bir formülasyon zaten var' },
    formulations_code_chk: { field: 'code', message: 'Formülasyon kodu en fazla 6 harf ya da rakam olmalıdır (ör. EC, WG)' },
  },
  usages: [usedBy('ruhsat', licences, licences.formulationId, licences.tradeName)],
  columns: [
    { header: 'Kod', field: 'code', kind: 'text', exportValue: (f) => f.code },
    { header: 'Formülasyon Adı', field: 'name', kind: 'text', exportValue: (f) => f.name },
    { header: 'Açıklama', field: 'description', kind: 'text', exportValue: (f) => f.description },
  ],
};
