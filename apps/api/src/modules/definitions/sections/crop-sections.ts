// crop definition sections (see ../index.ts); the routes of each section, whose SectionSpec is in its own file.
import { sectionRoutes } from '../../../platform/crud';
import { activeSubstanceSection } from './active-substance';
import { harmfulOrganismSection } from './harmful-organism';
import { noteSection } from './note';
import { plantNutritionProductSection } from './plant-nutrition-product';

export const cropSections = [
  sectionRoutes(harmfulOrganismSection),
  sectionRoutes(activeSubstanceSection),
  sectionRoutes(plantNutritionProductSection),
  sectionRoutes(noteSection),
];
