// SAMPLE reference data (Örnek veri): notes and warnings a prescriber adds to a
// prescription. General good practice, in Turkish. The rows are data/notes.json.
import { NoteCategory, NoteSeverity } from '@portal/contracts';
import { z } from 'zod';
import data from './data/notes.json';

export interface SampleNote {
  category: NoteCategory;
  severity: NoteSeverity;
  title: string;
  text: string;
}

const noteRow = z.strictObject({ category: z.enum(NoteCategory), severity: z.enum(NoteSeverity), title: z.string(), text: z.string() });

export const SAMPLE_NOTES: readonly SampleNote[] = z.array(noteRow).parse(data.notes);
