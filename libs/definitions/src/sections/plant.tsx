// bitki-tanimi (DESIGN.md §8 "Plant"): name, Latin name, the EU product code that joins the MRLs
// and the other names search finds it by.
import { Text } from '@mantine/core';
import { plantInputSchema, plantSchema, type Plant, type PlantInput } from '@portal/contracts';
import { defineSection } from '../kit/section-view';
import { aliasesField } from './aliases-field';

export const plantView = defineSection<Plant, PlantInput>({
  section: 'bitki-tanimi',
  description: 'Reçetelerde ve MRL eşleşmesinde kullanılan bitkiler.',
  itemSchema: plantSchema,
  inputSchema: plantInputSchema,
  name: (plant) => plant.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  columns: [
    { key: 'name', header: 'Bitki Adı', sort: 'name', primary: true },
    {
      key: 'latinName',
      header: 'Latince Adı',
      sort: 'latinName',
      render: (plant) => (plant.latinName ? <Text span fs="italic" inherit>{plant.latinName}</Text> : '—'),
    },
    { key: 'euCode', header: 'AB Ürün Kodu', sort: 'euCode' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Bitki Adı', required: true, maxLength: 120 },
    { kind: 'text', name: 'latinName', label: 'Latince Adı', maxLength: 160, placeholder: 'ör. Solanum lycopersicum' },
    {
      kind: 'text',
      name: 'euCode',
      label: 'AB Ürün Kodu',
      maxLength: 7,
      placeholder: 'ör. 0231010',
      description: 'Reg. (EC) No 396/2005 Ek I, 7 hane; MRL eşleşmesi için',
    },
    aliasesField<PlantInput>('ör. badımcan'),
  ],
});
