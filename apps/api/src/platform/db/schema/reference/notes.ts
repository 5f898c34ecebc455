// Notes and warnings (notlar-uyarilar) a prescriber adds to a prescription.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { identityColumns, listColumns, searchIndex } from './columns';

/** The same codes as NoteCategory / NoteSeverity in @portal/contracts (a test holds them equal). */
export const NoteCategoryCodes = ['fertilization', 'care', 'general'] as const;
export const NoteSeverityCodes = ['info', 'warning', 'attention'] as const;

export const notesWarnings = pgTable(
  'notes_warnings',
  {
    ...identityColumns(),
    category: text('category', { enum: NoteCategoryCodes }).notNull(),
    severity: text('severity', { enum: NoteSeverityCodes }).notNull(),
    title: text('title'),
    text: text('text').notNull(),
    ...listColumns(),
  },
  (t) => [
    check('notes_warnings_category_chk', sql`${t.category} in ('fertilization', 'care', 'general')`),
    check('notes_warnings_severity_chk', sql`${t.severity} in ('info', 'warning', 'attention')`),
    index('notes_warnings_category_idx').on(t.category, t.severity),
    searchIndex('notes_warnings', t.searchText),
  ],
);

export type NoteWarningRow = typeof notesWarnings.$inferSelect;
