// The screens of spec §2 `search?section=…` and the detail and plant × pest routes
// (our design, in the contracts' access table).
import { USES_PATH, type SearchSection } from '@portal/contracts';

/** The route patterns this feature serves, from the contracts' route table. */
export { SearchPatterns as searchPatterns } from '@portal/contracts';

export const SEARCH_PATH = '/search';

/** A section's search page: `/search?section=plants`. */
export const sectionPath = (section: SearchSection) => `${SEARCH_PATH}?section=${section}`;

/** The plant × pest query for a plant and an organism: `/search/kullanim?bitki=3&zararli=8`. */
export const usesPath = (plantId: number, harmfulOrganismId: number) => `${USES_PATH}?bitki=${plantId}&zararli=${harmfulOrganismId}`;
