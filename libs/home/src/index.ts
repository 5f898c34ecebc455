// The home panels (spec §2 `anasayfa`, `src-dashboard`, "Home after
// clicking the logo"): the four search tiles, the global typeahead across the four sections, the
// RCT user's recent prescriptions and counts, the SRC reference counts, and the feed of reference
// changes (`degisiklikler`). The search screens themselves are another feature, linked by address.
import { createElement, type ReactElement } from 'react';
import { ChangesPage } from './pages/changes-page';
import { HomePage } from './pages/home-page';
import { SrcDashboardPage } from './pages/src-dashboard-page';
import { HomePatterns } from './paths';

export { HomePatterns, CHANGES_PATH, searchSectionPath } from './paths';
export { SearchTypeahead, SUGGEST_DEBOUNCE_MS, type SearchTypeaheadProps } from './components/search-typeahead';
export { ChangesPage, HomePage, SrcDashboardPage };
export { fetchSuggestions, suggestionsQueryOptions, useSuggestions } from './api/get-suggestions';
export { fetchHomeSummary, homeSummaryQueryOptions, useHomeSummary } from './api/get-home-summary';
export { changesQueryOptions, fetchChanges, useChanges } from './api/get-changes';

/** The route patterns this feature serves. */
export const homePatterns = Object.values(HomePatterns);

/** The home screens by route pattern, for createPortalRoutes({ pages }). */
export const homePages: Record<string, ReactElement> = {
  [HomePatterns.home]: createElement(HomePage),
  [HomePatterns.srcDashboard]: createElement(SrcDashboardPage),
  [HomePatterns.changes]: createElement(ChangesPage),
};
