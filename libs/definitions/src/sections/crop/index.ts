// The crop sections' screens (spec §2): harmful organisms, active substances, plant-nutrition
// products, notes and warnings.
import { activeSubstanceView } from './active-substance';
import { harmfulOrganismView } from './harmful-organism';
import { noteView } from './note';
import { plantNutritionProductView } from './plant-nutrition-product';

export { activeSubstanceView, harmfulOrganismView, noteView, plantNutritionProductView };

/** In the spec §2 order of the sections (active substances, our addition, after its group's place). */
export const cropViews = [activeSubstanceView, plantNutritionProductView, noteView, harmfulOrganismView] as const;
