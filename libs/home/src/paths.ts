// The routes this feature serves (contracts' access table) and the ones it links to. The search
// screens belong to another feature: only their addresses are named here, never their code.
import type { SearchSection } from '@portal/contracts';

/** The route patterns this feature serves, from the contracts' route table. */
export { HomePatterns } from '@portal/contracts';

export const CHANGES_PATH = '/degisiklikler';
export const MRL_PATH = '/mrl';
export const PRESCRIPTIONS_PATH = '/receteler';

/** A section of `search`, with the typed text when there is one: `/search?section=licenses&search=…`. */
export function searchSectionPath(section: SearchSection, search?: string): string {
  const params = new URLSearchParams({ section });
  if (search) params.set('search', search);
  return `/search?${params.toString()}`;
}

/** A prescription's detail page: by its id (the route's handle) when GET search/home sends it, else by its publicId. */
export const prescriptionPath = (handle: number | string) => `${PRESCRIPTIONS_PATH}/${encodeURIComponent(String(handle))}`;
