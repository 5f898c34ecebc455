// mrl-aktif-madde (spec §3 "MRL entities"): the substances the MRL regulation sets limits for.
import { mrlActiveSubstanceInputSchema, mrlActiveSubstanceSchema } from '@portal/contracts';
import { defineSection } from '@portal/definitions';

export const mrlActiveSubstanceView = defineSection({
  section: 'mrl-aktif-madde',
  description: 'MRL yönetmeliğinde kalıntı limiti tanımlanan aktif maddeler (kalıntı tanımları).',
  itemSchema: mrlActiveSubstanceSchema,
  inputSchema: mrlActiveSubstanceInputSchema,
  name: (substance) => substance.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  columns: [{ key: 'name', header: 'Aktif Madde Adı', sort: 'name', primary: true }],
  fields: [{ kind: 'text', name: 'name', label: 'Aktif Madde Adı', required: true, maxLength: 160, placeholder: 'ör. Bakır bileşikleri (Cu olarak)' }],
});
