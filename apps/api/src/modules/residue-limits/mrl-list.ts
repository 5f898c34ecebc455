// The list of GET search/mrl: the MRL rates section's own machinery (its joins, its indexed
// three-way search, prepared statements and capped counts on a million rates), with the MRL
// page's filters, sort keys and item shape (contracts `mrlEntrySchema`).
import type { CountKind, MrlEntry, MrlRate, MrlRateInput, MrlSearchQuery } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { countItems, eraseSection, listItems, SELECTIVE_MATCHES, type ListParams, type SectionSpec } from '../../platform/crud';
import { mrlActiveSubstances, mrlProducts, mrlRates, type Orm } from '../../platform/db';
import { mrlRateSection } from '../mrl';

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

const entryList: SectionSpec<MrlRate, MrlRateInput, RateRow> = {
  ...mrlRateSection,
  sortColumns: {
    id: { column: mrlRates.id },
    product: { column: mrlProducts.name, text: true },
    activeSubstance: { column: mrlActiveSubstances.name, text: true },
    rate: { column: mrlRates.rate },
    date: { column: mrlRates.date },
  },
  // Every filter reads the rates' own columns, so the count still leaves the joins out.
  filters: (q) => {
    const f = q as unknown as MrlListFilters;
    return [
      f.productId === undefined ? undefined : eq(mrlRates.productId, f.productId),
      f.substanceId === undefined ? undefined : eq(mrlRates.activeSubstanceId, f.substanceId),
      f.market === undefined ? undefined : eq(mrlRates.market, f.market),
      // In force by default: not expired and the record active.
      f.includeExpired ? undefined : eq(mrlRates.expireStatus, false),
      f.includeExpired ? undefined : eq(mrlRates.status, true),
    ];
  },
  // The kit hands toItem's result through untouched: here it is the page's entry.
  toItem: (r) => toEntry(r) as unknown as MrlRate,
};
const mrlEntryList: SectionSpec = eraseSection(entryList);

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
  const params: ListParams = { search: query.search, sort: query.sort ?? defaultSort(filters), order: query.order, ...filters };
  const counted = await countItems(db, mrlEntryList, params);
  const selective = counted.countKind === undefined && counted.count <= SELECTIVE_MATCHES;
  const data = (await listItems(db, mrlEntryList, params, { limit: query.limit, offset: (query.page - 1) * query.limit }, selective)) as unknown as MrlEntry[];
  return { data, ...counted };
}
