// The stored value of every reference table's search_text: foldForSearch of its
// searchable fields (DESIGN.md §2). The API and the seed both write it through these,
// and a query folds its input with the same foldForSearch before `LIKE`.
import { escapeLike, foldForSearch } from '@portal/shared/util';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Part = string | number | null | undefined;

/** Folded, space-joined parts; empty parts are left out. */
export function searchTextOf(...parts: Part[]): string {
  return foldForSearch(
    parts
      .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
      .map(String)
      .join(' '),
  );
}

/**
 * What each table's search_text holds. Child rows (licence details, MRL rates, mixing
 * pairs) hold their own text only; their lists search the names through joins on the
 * parents' indexed search_text, so a renamed plant never leaves stale copies behind.
 */
export const referenceSearchText = {
  unit: (r: { name: string; symbol: string }) => searchTextOf(r.name, r.symbol),
  formulation: (r: { code: string; name: string }) => searchTextOf(r.code, r.name),
  group: (r: { name: string; description?: string | null }) => searchTextOf(r.name, r.description),
  company: (r: { name: string; taxNumber?: string | null }) => searchTextOf(r.name, r.taxNumber),
  plant: (r: { name: string; latinName?: string | null; euCode?: string | null; aliases?: string[] | null }) => searchTextOf(r.name, r.latinName, r.euCode, ...(r.aliases ?? [])),
  harmfulOrganism: (r: { name: string; latinName?: string | null; aliases?: string[] | null }) => searchTextOf(r.name, r.latinName, ...(r.aliases ?? [])),
  activeSubstance: (r: { name: string; casNumber?: string | null; moaScheme?: string | null; moaCode?: string | null; aliases?: string[] | null }) =>
    searchTextOf(r.name, r.casNumber, r.moaScheme && r.moaCode ? `${r.moaScheme} ${r.moaCode}` : null, ...(r.aliases ?? [])),
  licence: (r: { tradeName: string; licenceNumber: string }) => searchTextOf(r.tradeName, r.licenceNumber),
  licenceDetail: (r: { notes?: string | null }) => searchTextOf(r.notes),
  mixing: (r: { note?: string | null }) => searchTextOf(r.note),
  mrlActiveSubstance: (r: { name: string }) => searchTextOf(r.name),
  mrlProduct: (r: { name: string; code: string; subCode?: string | null }) => searchTextOf(r.name, r.code, r.subCode),
  mrlRate: (r: { description?: string | null }) => searchTextOf(r.description),
  plantNutritionProduct: (r: { name: string; description?: string | null }) => searchTextOf(r.name, r.description),
  note: (r: { title?: string | null; text: string }) => searchTextOf(r.title, r.text),
} as const;

/**
 * `search_text LIKE '%<folded q>%'`: case-, accent- and İ/ı-insensitive, wildcards in
 * the input matched literally; served by the table's pg_trgm GIN index.
 */
export function matchesSearch(searchText: AnyPgColumn, query: string): SQL {
  return sql`${searchText} like ${patternOf(query)} escape '\\'`;
}

// A list request folds its term for each branch of its search, in its count and its page
// (nine times for the MRL rates), and the Turkish lower-casing is the costly part: the last
// term's folded form and pattern are kept. A pure function of the term; nothing of an answer is kept.
let lastQuery: string | undefined;
let lastFolded = '';
let lastPattern = '';
function remember(query: string): void {
  if (query !== lastQuery) {
    lastFolded = foldForSearch(query);
    lastPattern = `%${escapeLike(lastFolded)}%`;
    lastQuery = query;
  }
}
function patternOf(query: string): string {
  remember(query);
  return lastPattern;
}

/** How many characters of the term a search looks for (case, accents and İ/ı folded away). */
export function foldedLength(query: string): number {
  remember(query);
  return lastFolded.length;
}
