// The list, count and one-record queries of a section: filters, Turkish search, sort and
// paging all in SQL (DESIGN.md §2).
import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { collateTr, type Orm } from '../../../platform/db';
import { matchesSearch } from '../../../platform/db/schema/reference/search-text';
import type { Row, SectionSpec } from './section';

export interface ListParams {
  search?: string;
  sort?: string;
  order: 'asc' | 'desc';
  status?: boolean;
  [filter: string]: unknown;
}

/** WHERE of a list, its export and its count. */
export function whereOf(spec: SectionSpec, params: ListParams): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (params.search) parts.push(spec.search ? spec.search(params.search) : matchesSearch(spec.table.searchText, params.search));
  if (params.status !== undefined) parts.push(eq(spec.table.status, params.status));
  if (spec.filters) parts.push(...spec.filters(params));
  return and(...parts.filter(Boolean));
}

/** ORDER BY: the chosen key (Turkish collation for text), then id so pages never overlap. */
export function orderOf(spec: SectionSpec, params: Pick<ListParams, 'sort' | 'order'>): SQL[] {
  const key = params.sort && spec.sortColumns[params.sort] ? params.sort : spec.defaultSort;
  const { column, text } = spec.sortColumns[key]!;
  const by = text ? collateTr(column) : column;
  const direction = params.order === 'desc' ? desc : asc;
  return [direction(by), direction(spec.table.id)];
}

function selectionOf(spec: SectionSpec) {
  return spec.selection ?? getTableColumns(spec.table);
}

function joined<Q extends PgSelect>(spec: SectionSpec, query: Q): Q {
  return spec.joins ? spec.joins(query) : query;
}

/** The rows of one page. */
export async function listItems(db: Orm, spec: SectionSpec, params: ListParams, page: { limit: number; offset: number }): Promise<Row[]> {
  const query = joined(spec, db.select(selectionOf(spec)).from(spec.table).$dynamic())
    .where(whereOf(spec, params))
    .orderBy(...orderOf(spec, params))
    .limit(page.limit)
    .offset(page.offset);
  const rows = (await query) as Row[];
  return rows.map((r) => spec.toItem(r));
}

export async function countItems(db: Orm, spec: SectionSpec, params: ListParams): Promise<number> {
  const [row] = await joined(spec, db.select({ n: count() }).from(spec.table).$dynamic()).where(whereOf(spec, params));
  return Number(row?.n ?? 0);
}

/** One record as the API shows it, or undefined. */
export async function findItem(db: Orm, spec: SectionSpec, id: number): Promise<Row | undefined> {
  const [row] = (await joined(spec, db.select(selectionOf(spec)).from(spec.table).$dynamic()).where(eq(spec.table.id, id)).limit(1)) as Row[];
  return row ? spec.toItem(row) : undefined;
}

/** The id of the record with the input's natural key, if any. */
export async function findByNaturalKey(db: Orm, spec: SectionSpec, input: Row): Promise<number | undefined> {
  const [row] = await db.select({ id: spec.table.id }).from(spec.table).where(spec.naturalKey(input)).limit(1);
  return row ? Number(row.id) : undefined;
}

/** `Date` → ISO string: the items' timestamps. */
export const isoOf = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
