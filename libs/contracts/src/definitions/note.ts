// notlar-uyarilar (DESIGN.md §8 "Notes and warnings"): category (NoteCategory), severity
// (NoteSeverity), an optional title and the text a prescriber adds to a prescription.
// Natural key: category + title + text (a second note with the same three is refused).
import { z } from 'zod';
import { NoteCategory, NoteSeverity } from '../enums';
import { definitionRowSchema, listQuerySchema, optionalText, requiredText, bodyIdSchema } from './common';

export const NoteCategoryLabels: Record<NoteCategory, string> = { fertilization: 'Gübreleme', care: 'Bakım', general: 'Genel' };
export const NoteSeverityLabels: Record<NoteSeverity, string> = { info: 'Bilgi', warning: 'Uyarı', attention: 'Dikkat' };

/** Longest note text: a paragraph on a printed prescription. */
export const NOTE_TEXT_MAX = 2000;

const categorySchema = z.enum(NoteCategory, { error: 'Kategori Gübreleme, Bakım ya da Genel olmalıdır' });
const severitySchema = z.enum(NoteSeverity, { error: 'Önem derecesi Bilgi, Uyarı ya da Dikkat olmalıdır' });

export const noteInputSchema = z.object({
  category: categorySchema,
  severity: severitySchema,
  title: optionalText('Başlık', 160),
  text: requiredText('Not metni', NOTE_TEXT_MAX, { multiline: true }),
});
export type NoteInput = z.infer<typeof noteInputSchema>;
export const noteEditSchema = noteInputSchema.extend({ id: bodyIdSchema });

export const noteSchema = definitionRowSchema.extend({
  category: z.enum(NoteCategory),
  severity: z.enum(NoteSeverity),
  title: z.string().nullable(),
  text: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const NoteSortKeys = ['title', 'category', 'severity', 'text', 'status'] as const;
export const noteListQuerySchema = listQuerySchema(NoteSortKeys).extend({
  category: categorySchema.optional(),
  severity: severitySchema.optional(),
});
