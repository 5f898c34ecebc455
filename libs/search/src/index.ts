// Search (spec §2 `search?section=…`, §6: any signed-in session): the
// four sections as tabs with Turkish-folded search, filters and paging in the address; the
// licence, plant, organism and substance pages; and the plant × pest query with its comparison.
import { createElement, type ReactElement } from 'react';
import { ActiveSubstanceDetailPage } from './pages/active-substance-detail-page';
import { HarmfulOrgDetailPage } from './pages/harmful-org-detail-page';
import { LicenseDetailPage } from './pages/license-detail-page';
import { PlantDetailPage } from './pages/plant-detail-page';
import { SearchPage } from './pages/search-page';
import { UsesPage } from './pages/uses-page';
import { searchPatterns as P } from './paths';

export { SEARCH_PATH, searchPatterns, sectionPath, usesPath } from './paths';

/** The search screens by route pattern, for createPortalRoutes({ pages }). */
export const searchPages: Record<string, ReactElement> = {
  [P.search]: createElement(SearchPage),
  [P.license]: createElement(LicenseDetailPage),
  [P.plant]: createElement(PlantDetailPage),
  [P.harmfulOrg]: createElement(HarmfulOrgDetailPage),
  [P.activeSubstance]: createElement(ActiveSubstanceDetailPage),
  [P.uses]: createElement(UsesPage),
};
