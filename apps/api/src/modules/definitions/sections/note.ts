// notlar-uyarilar: notes and warnings a prescriber adds to a prescription (DESIGN.md §8).
import {
  DefinitionSectionInfos,
  ErrorCode,
  NoteCategoryLabels,
  NoteSeverityLabels,
  noteEditSchema,
  noteInputSchema,
  noteListQuerySchema,
  noteSchema,
  type Note,
  type NoteInput,
} from '@portal/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { notesWarnings, type Orm } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { AppError } from '../../../platform/errors';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../../platform/crud';

const DUPLICATE = 'Bu kategoride aynı başlık ve metinle bir not zaten var';

/** Category + title + text: the table has no unique index on the (long) text, so the key is matched here. */
const sameNote = (input: NoteInput) =>
  and(eq(notesWarnings.category, input.category), sql`coalesce(${notesWarnings.title}, '') = ${input.title ?? ''}`, eq(notesWarnings.text, input.text))!;

/**
 * Refuses a second note with the same natural key (409, as a unique index would). Runs after
 * the write, in its transaction: the advisory lock makes two concurrent writers of one key
 * take turns, and the later one, reading after the lock, sees the earlier one's row.
 */
async function refuseDuplicate(db: Orm, id: number, input: NoteInput) {
  // PostgreSQL text cannot hold NUL: the key's parts are joined with the unit separator.
  const key = [input.category, input.title ?? '', input.text].join('\u001f');
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('notes_warnings'), hashtext(${key}))`);
  const [other] = await db
    .select({ id: notesWarnings.id })
    .from(notesWarnings)
    .where(and(sameNote(input), ne(notesWarnings.id, id)))
    .limit(1);
  if (other) throw new AppError(409, ErrorCode.Conflict, DUPLICATE, [{ field: 'body.text', message: DUPLICATE }]);
}

export const noteSection: SectionSpec<Note, NoteInput, typeof notesWarnings.$inferSelect> = {
  info: DefinitionSectionInfos['notlar-uyarilar'],
  access: referenceDataAccess,
  entity: 'note',
  path: 'note',
  tag: 'Tanımlar: Not ve uyarı',
  table: notesWarnings,
  itemSchema: noteSchema,
  inputSchema: noteInputSchema,
  editSchema: noteEditSchema,
  listQuerySchema: noteListQuerySchema,
  sortColumns: {
    title: { column: notesWarnings.title, text: true },
    category: { column: notesWarnings.category },
    severity: { column: notesWarnings.severity },
    text: { column: notesWarnings.text, text: true },
    status: { column: notesWarnings.status },
  },
  defaultSort: 'title',
  filters: (q) => [
    q['category'] !== undefined ? eq(notesWarnings.category, q['category'] as Note['category']) : undefined,
    q['severity'] !== undefined ? eq(notesWarnings.severity, q['severity'] as Note['severity']) : undefined,
  ],
  toItem: (r) => ({
    id: r.id,
    category: r.category,
    severity: r.severity,
    title: r.title ?? null,
    text: r.text,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.note(input) }),
  toInput: ({ category, severity, title, text }) => ({ category, severity, title, text }),
  afterWrite: (db, id, input) => refuseDuplicate(db, id, input),
  naturalKey: sameNote,
  naturalKeyText: (input) => `${input.category}\u0000${input.title ?? ''}\u0000${input.text}`,
  label: (n) => n.title ?? (n.text.length > 40 ? `${n.text.slice(0, 40)}…` : n.text),
  constraints: {
    notes_warnings_category_chk: { field: 'category', message: 'Kategori Gübreleme, Bakım ya da Genel olmalıdır' },
    notes_warnings_severity_chk: { field: 'severity', message: 'Önem derecesi Bilgi, Uyarı ya da Dikkat olmalıdır' },
  },
  // Nothing refers to notes yet; prescriptions will (their foreign keys then belong here).
  usages: [],
  columns: [
    {
      header: 'Kategori',
      field: 'category',
      kind: 'enum',
      values: Object.fromEntries(Object.entries(NoteCategoryLabels).map(([code, label]) => [label, code])),
      exportValue: (n) => NoteCategoryLabels[n.category],
    },
    {
      header: 'Önem Derecesi',
      field: 'severity',
      kind: 'enum',
      values: Object.fromEntries(Object.entries(NoteSeverityLabels).map(([code, label]) => [label, code])),
      exportValue: (n) => NoteSeverityLabels[n.severity],
    },
    { header: 'Başlık', field: 'title', kind: 'text', exportValue: (n) => n.title },
    { header: 'Metin', field: 'text', kind: 'text', exportValue: (n) => n.text },
  ],
};
