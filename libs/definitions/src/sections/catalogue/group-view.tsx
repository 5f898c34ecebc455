// The three name + description group lists (ruhsat-grup-tanimi, aktif-madde-grup-tanimi,
// firma-grup-tanimi) are one view declaration with their own section and wording.
import { groupInputSchema, groupSchema, type DefinitionSection } from '@portal/contracts';
import { defineSection } from '../../kit/section-view';

export function groupView(section: DefinitionSection, description: string, namePlaceholder: string) {
  return defineSection({
    section,
    description,
    itemSchema: groupSchema,
    inputSchema: groupInputSchema,
    name: (group) => group.name,
    defaultSort: { key: 'name', order: 'asc' },
    statusSort: 'status',
    columns: [
      { key: 'name', header: 'Grup Adı', sort: 'name', primary: true },
      { key: 'description', header: 'Açıklama', sort: 'description' },
    ],
    fields: [
      { kind: 'text', name: 'name', label: 'Grup Adı', required: true, maxLength: 120, placeholder: namePlaceholder },
      { kind: 'textarea', name: 'description', label: 'Açıklama', maxLength: 500 },
    ],
  });
}
