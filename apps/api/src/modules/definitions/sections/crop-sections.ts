// crop definition sections (see ../index.ts); each section's SectionSpec is in its own file.
import type { SectionSpec } from '../../../platform/crud';
import { activeSubstanceSection } from './active-substance';
import { harmfulOrganismSection } from './harmful-organism';
import { noteSection } from './note';
import { plantNutritionProductSection } from './plant-nutrition-product';

export const cropSections: SectionSpec[] = [
  harmfulOrganismSection as unknown as SectionSpec,
  activeSubstanceSection as unknown as SectionSpec,
  plantNutritionProductSection as unknown as SectionSpec,
  noteSection as unknown as SectionSpec,
];
