// licence definition sections (see ../index.ts); each section's SectionSpec is in its own file.
import type { SectionSpec } from '../kit';

export const licenceSections: SectionSpec[] = [];
