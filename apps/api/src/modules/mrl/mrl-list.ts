// The list of GET search/mrl: the MRL rates section's own machinery (its joins, its indexed
// three-way search, prepared statements and capped counts on a million rates), with the MRL
// page's filters, sort keys and item shape (contracts `mrlEntrySchema`).
import type { CountKind, MrlEntry, MrlSearchQuery } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { listPage, type ListSpec } from '../../platform/crud';
import { mrlActiveSubstances, mrlProducts, mrlRates, type Orm } from '../../platform/db';
import { mrlRateSection } from './rate';

/** What the list filters on, resolved from the query (a plant is turned into its MRL product first). */
export interface MrlListFilters {
  productId?: number;
  substanceId?: number;
  market?: string;
  includeExpired: boolean;
}

type RateRow = Parameters<(typeof mrlRateSection)['toItem']>[0];

const toEntry = (r: RateRow): MrlEntry => ({
  id: r.id,
  product: { id: r.productId, name: r.productName, code: r.productCode, subCode: r.productSubCode ?? null },
  activeSubstance: { id: r.substanceId, name: r.substanceName },
  rate: r.rate,
  market: r.market,
  date: r.date,
  description: r.description ?? null,
  status: r.status,
  expireStatus: r.expireStatus,
});

// The rates section's list machinery (its table, selection, joins and indexed search) with
// the page's own sort keys, filters and entries.
const entryList: ListSpec<MrlEntry, RateRow, MrlListFilters> = {
  table: mrlRateSection.table,
  selection: mrlRateSection.selection,
  joins: mrlRateSection.joins,
  search: mrlRateSection.search,
  searchBranches: mrlRateSection.searchBranches,
  countWithoutJoins: mrlRateSection.countWithoutJoins,
  defaultSort: mrlRateSection.defaultSort,
  sortColumns: {
    id: { column: mrlRates.id },
    product: { column: mrlProducts.name, text: true },
    activeSubstance: { column: mrlActiveSubstances.name, text: true },
    rate: { column: mrlRates.rate },
    date: { column: mrlRates.date },
  },
  // Every filter reads the rates' own columns, so the count still leaves the joins out.
  filters: (f) => [
    f.productId === undefined ? undefined : eq(mrlRates.productId, f.productId),
    f.substanceId === undefined ? undefined : eq(mrlRates.activeSubstanceId, f.substanceId),
    f.market === undefined ? undefined : eq(mrlRates.market, f.market),
    // In force by default: not expired and the record active.
    f.includeExpired ? undefined : eq(mrlRates.expireStatus, false),
    f.includeExpired ? undefined : eq(mrlRates.status, true),
  ],
  toItem: toEntry,
};

/**
 * The sort when none is asked for: by substance for one product, by product for one
 * substance, else the order of entry (which reads a page of the primary key, not a sort of
 * every limit).
 */
function defaultSort(filters: MrlListFilters): string {
  if (filters.productId !== undefined) return 'activeSubstance';
  if (filters.substanceId !== undefined) return 'product';
  return 'id';
}

export async function listMrlEntries(db: Orm, query: MrlSearchQuery, filters: MrlListFilters): Promise<{ data: MrlEntry[]; count: number; countKind?: CountKind }> {
  return listPage(db, entryList, { search: query.search, sort: query.sort ?? defaultSort(filters), order: query.order, ...filters }, query);
}
