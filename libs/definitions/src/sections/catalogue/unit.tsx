// olcu-birimi (DESIGN.md §8 "unit of measure"): ml/da, g/100 L su, g/L… with the basis a dose is per.
import { UnitKindLabel, UnitKinds, unitInputSchema, unitSchema, type Unit, type UnitInput } from '@portal/contracts';
import { defineSection } from '../../kit/section-view';

const kindOptions = UnitKinds.map((kind) => ({ value: kind, label: UnitKindLabel[kind] }));

/** '1 da', '100 L', or '—' for plain quantities and percentages. */
export const basisText = (unit: Pick<Unit, 'perQuantity' | 'perUnit'>) =>
  unit.perQuantity !== null && unit.perUnit ? `${unit.perQuantity.toLocaleString('tr-TR')} ${unit.perUnit}` : '—';

export const unitView = defineSection<Unit, UnitInput>({
  section: 'olcu-birimi',
  description: 'Ruhsat dozlarında, aktif madde oranlarında ve bitki besleme ürünlerinde kullanılan birimler.',
  itemSchema: unitSchema,
  inputSchema: unitInputSchema,
  name: (unit) => unit.symbol,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  filters: [{ param: 'kind', label: 'Tür', kind: 'select', options: kindOptions }],
  columns: [
    { key: 'symbol', header: 'Sembol', sort: 'symbol', primary: true },
    { key: 'name', header: 'Birim Adı', sort: 'name' },
    { key: 'kind', header: 'Tür', sort: 'kind', render: (unit) => UnitKindLabel[unit.kind] },
    { key: 'amountUnit', header: 'Miktar Birimi', sort: 'amountUnit' },
    { key: 'basis', header: 'Temel', render: basisText },
  ],
  fields: [
    { kind: 'text', name: 'symbol', label: 'Sembol', required: true, maxLength: 30, placeholder: 'ör. ml/da', span: 6 },
    { kind: 'text', name: 'name', label: 'Birim Adı', required: true, maxLength: 80, placeholder: 'ör. Mililitre/dekar', span: 6 },
    { kind: 'select', name: 'kind', label: 'Tür', required: true, options: kindOptions, span: 6 },
    { kind: 'text', name: 'amountUnit', label: 'Miktar Birimi', required: true, maxLength: 20, placeholder: 'ör. ml, g, L, kg, %', span: 6 },
    {
      kind: 'number',
      name: 'perQuantity',
      label: 'Temel Miktar',
      min: 0,
      decimals: 4,
      span: 6,
      description: 'Doz birimlerinde zorunlu: 1 (da), 100 (L su), 100 (kg tohum)',
    },
    {
      kind: 'text',
      name: 'perUnit',
      label: 'Temel Birim',
      maxLength: 20,
      placeholder: 'ör. da, ha, L, kg, ağaç',
      span: 6,
      description: 'Alana göre dozda da ya da ha; temel miktarla birlikte girilir',
    },
  ],
});
