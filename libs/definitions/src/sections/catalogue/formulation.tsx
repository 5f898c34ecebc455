// formulasyon-tanimi (DESIGN.md §8 "Formulation"): CropLife International codes with Turkish names.
import { formulationInputSchema, formulationSchema } from '@portal/contracts';
import { defineSection } from '../../kit/section-view';

export const formulationView = defineSection({
  section: 'formulasyon-tanimi',
  description: 'Ruhsatlı ürünlerin formülasyon tipleri (EC, SC, WG…).',
  itemSchema: formulationSchema,
  inputSchema: formulationInputSchema,
  name: (formulation) => formulation.code,
  defaultSort: { key: 'code', order: 'asc' },
  statusSort: 'status',
  columns: [
    { key: 'code', header: 'Kod', sort: 'code', primary: true },
    { key: 'name', header: 'Formülasyon Adı', sort: 'name' },
    { key: 'description', header: 'Açıklama' },
  ],
  fields: [
    {
      kind: 'text',
      name: 'code',
      label: 'Kod',
      required: true,
      maxLength: 6,
      placeholder: 'ör. EC',
      description: 'En fazla 6 büyük harf ya da rakam',
      span: 4,
    },
    { kind: 'text', name: 'name', label: 'Formülasyon Adı', required: true, maxLength: 120, placeholder: 'ör. Emülsiyon konsantre', span: 8 },
    { kind: 'textarea', name: 'description', label: 'Açıklama', maxLength: 500 },
  ],
});
