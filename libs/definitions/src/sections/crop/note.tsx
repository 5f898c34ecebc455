// notlar-uyarilar (DESIGN.md §8 "Notes and warnings"): category, severity, title and text a
// prescriber adds to a prescription.
import { Badge, Text } from '@mantine/core';
import { NoteCategoryLabels, NoteSeverityLabels, noteInputSchema, noteSchema, type Note, type NoteInput, type NoteSeverity } from '@portal/contracts';
import { defineSection } from '../../kit/section-view';

const categoryOptions = Object.entries(NoteCategoryLabels).map(([value, label]) => ({ value, label }));
const severityOptions = Object.entries(NoteSeverityLabels).map(([value, label]) => ({ value, label }));
const severityColor: Record<NoteSeverity, string> = { info: 'blue', warning: 'yellow', attention: 'red' };

/** The title, or the start of the text when there is none. */
export const noteName = (note: Pick<Note, 'title' | 'text'>) => note.title ?? (note.text.length > 40 ? `${note.text.slice(0, 40)}…` : note.text);

export const noteView = defineSection<Note, NoteInput>({
  section: 'notlar-uyarilar',
  description: 'Reçetelere eklenen gübreleme, bakım ve genel notlar ile uyarılar.',
  itemSchema: noteSchema,
  inputSchema: noteInputSchema,
  name: noteName,
  defaultSort: { key: 'title', order: 'asc' },
  statusSort: 'status',
  filters: [
    { param: 'category', label: 'Kategori', kind: 'select', options: categoryOptions },
    { param: 'severity', label: 'Önem Derecesi', kind: 'select', options: severityOptions },
  ],
  columns: [
    { key: 'title', header: 'Başlık', sort: 'title', primary: true, render: (note) => note.title ?? '—' },
    { key: 'category', header: 'Kategori', sort: 'category', render: (note) => NoteCategoryLabels[note.category] },
    {
      key: 'severity',
      header: 'Önem Derecesi',
      sort: 'severity',
      render: (note) => (
        <Badge color={severityColor[note.severity]} variant="light">
          {NoteSeverityLabels[note.severity]}
        </Badge>
      ),
    },
    {
      key: 'text',
      header: 'Metin',
      sort: 'text',
      render: (note) => (
        <Text inherit lineClamp={2} title={note.text}>
          {note.text}
        </Text>
      ),
    },
  ],
  fields: [
    { kind: 'select', name: 'category', label: 'Kategori', required: true, options: categoryOptions, span: 6 },
    { kind: 'select', name: 'severity', label: 'Önem Derecesi', required: true, options: severityOptions, span: 6 },
    { kind: 'text', name: 'title', label: 'Başlık', maxLength: 160, placeholder: 'ör. Arı sağlığı' },
    { kind: 'textarea', name: 'text', label: 'Metin', required: true, maxLength: 2000, rows: 4, description: 'En fazla 2000 karakter' },
  ],
});
