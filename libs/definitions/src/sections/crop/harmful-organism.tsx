// zararli-organizma-tanimi (DESIGN.md §8 "Harmful organism"): name, Latin name, type (spec §3) and
// the other names search finds it by.
import { Text } from '@mantine/core';
import {
  HarmfulOrganismTypeLabels,
  harmfulOrganismInputSchema,
  harmfulOrganismSchema,
  type HarmfulOrganism,
  type HarmfulOrganismInput,
  type HarmfulOrganismType,
} from '@portal/contracts';
import { defineSection } from '../../kit/section-view';
import { aliasesField } from '../aliases-field';

const typeOptions = Object.entries(HarmfulOrganismTypeLabels).map(([code, label]) => ({ value: Number(code), label }));

export const harmfulOrganismView = defineSection<HarmfulOrganism, HarmfulOrganismInput>({
  section: 'zararli-organizma-tanimi',
  description: 'Ruhsat detaylarında ve reçetelerde seçilen hastalıklar, zararlılar ve yabancı otlar.',
  itemSchema: harmfulOrganismSchema,
  inputSchema: harmfulOrganismInputSchema,
  name: (organism) => organism.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  filters: [{ param: 'type', label: 'Tür', kind: 'select', options: typeOptions }],
  columns: [
    { key: 'name', header: 'Zararlı Organizma Adı', sort: 'name', primary: true },
    {
      key: 'latinName',
      header: 'Latince Adı',
      sort: 'latinName',
      render: (organism) => (organism.latinName ? <Text span fs="italic" inherit>{organism.latinName}</Text> : '—'),
    },
    { key: 'type', header: 'Tür', sort: 'type', render: (organism) => HarmfulOrganismTypeLabels[organism.type as HarmfulOrganismType] },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Zararlı Organizma Adı', required: true, maxLength: 120, placeholder: 'ör. Külleme' },
    { kind: 'text', name: 'latinName', label: 'Latince Adı', maxLength: 160, placeholder: 'ör. Erysiphe necator', span: 6 },
    { kind: 'select', name: 'type', label: 'Tür', required: true, options: typeOptions, span: 6 },
    aliasesField<HarmfulOrganismInput>('ör. tuta'),
  ],
});
