// The list, count and one-record queries of a section: filters, Turkish search, sort and
// paging all in SQL (DESIGN.md §2).
import { and, asc, count, desc, eq, getTableColumns, getTableName, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { collateTr, preparedOn, preparedShape, preparedShapesOf, rowCountLiteral, type Orm } from '../db';
import { placeholderValues, shapeOf, withPlaceholders, type SqlShape } from '../db/sql-shape';
import { foldedLength, matchesSearch } from '../db/schema/reference/search-text';
import type { CountKind } from '@portal/contracts';
import type { ResolvedScope, Row, SectionSpec } from './section';

export interface ListParams {
  search?: string;
  sort?: string;
  order: 'asc' | 'desc';
  status?: boolean;
  [filter: string]: unknown;
}

/**
 * What a list, its count and its export read of a section. A list of another shape may borrow
 * a section's machinery with its own filters and items (search/mrl: the MRL rates' joins and
 * indexes, the page's entries): Item the listed item, R the selected row, Q the parsed filters.
 */
export type ListSpec<Item = Row, R = Row, Q = Record<string, unknown>> = Pick<
  SectionSpec,
  'table' | 'selection' | 'listView' | 'joins' | 'sortColumns' | 'defaultSort' | 'search' | 'searchBranches' | 'countWithoutJoins'
> & {
  filters?: (query: Q) => Array<SQL | undefined>;
  toItem: (row: R) => Item;
};

/**
 * A parsed list query → the list parameters: paging left out, and `archived` (the
 * path-addressed sections' filter) as the inverse of the status.
 */
export function listParamsOf(query: Record<string, unknown>): ListParams {
  const { archived, page: _page, limit: _limit, ...rest } = query;
  return {
    ...rest,
    order: rest['order'] === 'desc' ? 'desc' : 'asc',
    status: typeof archived === 'boolean' ? !archived : (rest['status'] as boolean | undefined),
  };
}

/**
 * One page of a list and its count. The count comes first: how many rows match decides how the
 * page is best read (orderOf). The list's own types are erased here, once: the rows handed to
 * `toItem` are the ones its `selection` selects, and `filters` gets the parameters it was given.
 */
export async function listPage<Item, R, Q>(
  db: Orm,
  list: ListSpec<Item, R, Q>,
  params: ListParams & Q,
  page: { page: number; limit: number },
  scope?: ResolvedScope,
): Promise<{ data: Item[] } & ListCount> {
  const spec = list as unknown as ListSpec;
  if (scope) {
    const together = await memberPage(db, spec, params, page, scope);
    if (together) return { data: together.rows.map((r) => spec.toItem(r)) as Item[], ...together.counted };
  }
  const counted = await countItems(db, spec, params, undefined, scope);
  const selective = counted.countKind === undefined && counted.count <= SELECTIVE_MATCHES;
  const data = await listItems(db, spec, params, { limit: page.limit, offset: (page.page - 1) * page.limit }, selective, scope);
  return { data: data as Item[], ...counted };
}

/** WHERE of a list, its export and its count. */
export function whereOf(spec: ListSpec, params: ListParams, scope?: ResolvedScope): SQL | undefined {
  const parts: Array<SQL | undefined> = [scope?.where];
  if (params.search) parts.push(searchOf(spec, params.search));
  if (params.status !== undefined) parts.push(eq(spec.table.status, params.status));
  if (spec.filters) parts.push(...spec.filters(params));
  return and(...parts.filter(Boolean));
}

function searchOf(spec: ListSpec, term: string): SQL {
  if (spec.search) return spec.search(term);
  if (spec.searchBranches) return or(...spec.searchBranches(term))!;
  return matchesSearch(spec.table.searchText, term);
}

/** At most this many matches: the list sorts them after filtering instead of walking the id index. */
export const SELECTIVE_MATCHES = 1_000;

/**
 * ORDER BY: the chosen key (Turkish collation for text), then id so pages never overlap.
 * `selective`: the filter matches few rows, so `id + 0` keeps PostgreSQL from walking the
 * primary key in order and testing every row against the filter (a narrow search of 100k
 * licence details: 98 ms walking, 2 ms filtering first).
 */
export function orderOf(spec: ListSpec, params: Pick<ListParams, 'sort' | 'order'>, selective = false): SQL[] {
  const key = sortKeyOf(spec, params);
  const { column, text } = spec.sortColumns[key]!;
  const id = selective ? sql`${spec.table.id} + 0` : spec.table.id;
  const by = text ? collateTr(column) : column === spec.table.id ? id : column;
  const direction = params.order === 'desc' ? desc : asc;
  return [direction(by), direction(id)];
}

/** The sort key a list uses: the requested one if the section has it, else its default. */
function sortKeyOf(spec: ListSpec, params: Pick<ListParams, 'sort'>): string {
  return params.sort && spec.sortColumns[params.sort] ? params.sort : spec.defaultSort;
}

function selectionOf(spec: ListSpec) {
  return spec.selection ?? getTableColumns(spec.table);
}

/** What a list page selects: the selection without the keys its list view skips. */
function pageSelectionOf(spec: ListSpec) {
  const selection = selectionOf(spec);
  if (!spec.listView) return selection;
  const skips = new Set(spec.listView.skips);
  return Object.fromEntries(Object.entries(selection).filter(([key]) => !skips.has(key)));
}

/** The query with the section's joins; its selection stays the caller's (joins do not change it). */
export function joined<Q extends PgSelect>(spec: ListSpec, query: Q): Q {
  return spec.joins ? (spec.joins(query) as Q) : query;
}

// Prepared list statements. Drizzle building a list's count and page statement was about 10%
// of the API's CPU on a cheap list, and PostgreSQL parsed and planned each anew. A statement
// depends on the section, the shape of its WHERE (which filters, search and scope are
// present: sql-shape.ts), the sort and whether the list is selective; it is built once per
// shape with the values as placeholders (db/prepared.ts, preparedShape) and run with this
// request's values. Answers are never cached, only statements.

interface Statement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}
interface Buildable {
  toSQL(): { sql: string };
  prepare(name: string): Statement;
}

const statementOf = (db: Orm, spec: ListSpec, key: string, build: () => Buildable): Statement => preparedShape(db, spec, key, 'list', build);

/** The shapes of several conditions as one key and one set of values (placeholders `p<i>_<j>`); undefined if one is unpreparable. */
function shapesOf(conditions: Array<SQL | undefined>): { key: string; values: Record<string, unknown> } | undefined {
  const shapes: SqlShape[] = [];
  for (const condition of conditions) {
    const shape = shapeOf(condition);
    if (!shape) return undefined;
    shapes.push(shape);
  }
  const values: Record<string, unknown> = {};
  shapes.forEach((shape, i) => placeholderValues(shape, `p${i}_`, values));
  return { key: shapes.map((shape) => shape.key).join('\u0001'), values };
}

/** Folded search terms shorter than this hold no trigram, so no trigram index can serve them. */
export const TRIGRAM_LENGTH = 3;

/**
 * Whether a list's statements may be prepared for these params. A term with no trigram (one or two
 * characters: a typeahead's first keys) is served by scans, and its custom plans cost far more than
 * every other term's. Prepared, those costs raise the statement's average until PostgreSQL moves it
 * to its generic plan, which is many times slower for the terms that only a large table's own text
 * matches (the MRL rates' descriptions: 5 → 33 ms once `a` and `tr` had been searched). Such a term
 * goes as an unnamed statement, planned for its value and kept out of the prepared one's record.
 */
export function preparedFor(params: Pick<ListParams, 'search'>): boolean {
  return params.search === undefined || foldedLength(params.search) >= TRIGRAM_LENGTH;
}

/** How many statement shapes of `spec` are prepared on `db` (what preparedFor keeps out shows here). */
export function preparedShapeCount(db: Orm, spec: ListSpec): number {
  return preparedShapesOf(db, spec);
}

function templatesOf(conditions: Array<SQL | undefined>): Array<SQL | undefined> {
  return conditions.map((condition, i) => condition && withPlaceholders(condition, `p${i}_`));
}

/** `offset` undefined: none (the first page, whose text is then free of placeholders). */
function pageQuery(db: Orm, spec: ListSpec, where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset?: number | Placeholder, extra: Record<string, SQL> = {}) {
  const query = joined(spec, db.select({ ...pageSelectionOf(spec), ...extra }).from(spec.table).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return offset === undefined ? query : query.offset(offset);
}

/** The rows of one page. */
export async function listItems(
  db: Orm,
  spec: ListSpec,
  params: ListParams,
  page: { limit: number; offset: number },
  selective = false,
  scope?: ResolvedScope,
): Promise<Row[]> {
  const where = whereOf(spec, params, scope);
  const shape = preparedFor(params) ? shapesOf([where]) : undefined;
  let rows: Row[];
  if (shape) {
    const first = page.offset === 0;
    const key = `page\0${page.limit}\0${first}\0${sortKeyOf(spec, params)}\0${params.order === 'desc'}\0${selective}\0${shape.key}`;
    const statement = statementOf(db, spec, key, () =>
      pageQuery(db, spec, templatesOf([where])[0], orderOf(spec, params, selective), rowCountLiteral(page.limit), first ? undefined : sql.placeholder('offset')),
    );
    rows = (await statement.execute({ ...shape.values, offset: page.offset })) as Row[];
  } else {
    rows = (await pageQuery(db, spec, where, orderOf(spec, params, selective), page.limit, page.offset)) as Row[];
  }
  return rows.map((r) => spec.toItem(r));
}

/** The column of a member's page that carries its count (memberPage). */
const PAGE_COUNT = 'pageCount__';

/**
 * A member's list in one statement: the page, each row with the list's capped count (an
 * uncorrelated subquery, read once), not the count and then the page: on a page of ten, a
 * statement's round trip cost the API and PostgreSQL more than the count (docs/benchmarks.md).
 * A member's rows are read through the scope's index, so the page is ordered as a selective
 * one. An empty page carries no count: it is counted apart. Undefined when this does not apply:
 * a search of several alternatives (counted one by one, countItems) or a statement not to be
 * prepared.
 */
async function memberPage(
  db: Orm,
  spec: ListSpec,
  params: ListParams,
  page: { page: number; limit: number },
  scope: ResolvedScope,
): Promise<{ rows: Row[]; counted: ListCount } | undefined> {
  const branches = params.search && !spec.search ? spec.searchBranches?.(params.search) : undefined;
  if ((branches && branches.length > 1) || !preparedFor(params)) return undefined;
  const where = whereOf(spec, params, scope);
  const shape = shapesOf([where]);
  if (!shape) return undefined;
  const offset = (page.page - 1) * page.limit;
  const first = offset === 0;
  const key = `member-page\0${page.limit}\0${first}\0${sortKeyOf(spec, params)}\0${params.order === 'desc'}\0${shape.key}`;
  const statement = statementOf(db, spec, key, () => {
    const [condition] = templatesOf([where]);
    const count = sql`(${countQuery(db, spec, condition, rowCountLiteral(COUNT_CAP + 1))})`;
    return pageQuery(db, spec, condition, orderOf(spec, params, true), rowCountLiteral(page.limit), first ? undefined : sql.placeholder('offset'), { [PAGE_COUNT]: count });
  });
  const rows = (await statement.execute({ ...shape.values, offset })) as Row[];
  if (!rows.length) return { rows, counted: await countItems(db, spec, params, undefined, scope) };
  const n = Number(rows[0]![PAGE_COUNT]);
  for (const row of rows) delete row[PAGE_COUNT];
  return { rows, counted: n > COUNT_CAP ? { count: COUNT_CAP, countKind: 'atLeast' } : { count: n } };
}

/** Above this many rows an unfiltered list reports the planner's estimate, not count(*). */
export const ESTIMATED_COUNT_ABOVE = 50_000;
/** A filtered list is counted up to this many rows (100 pages of 10); beyond, the count says "at least": a narrower search finds the rest. */
export const COUNT_CAP = 1_000;

export interface ListCount {
  count: number;
  countKind?: CountKind;
}

/**
 * The list's count. Counting every row of a million-row table takes a second on a small
 * server, so an unfiltered list of a table that large answers the statistics' row estimate
 * (kept fresh by autovacuum's ANALYZE), and a filtered or searched list is counted exactly
 * up to COUNT_CAP rows.
 */
export async function countItems(
  db: Orm,
  spec: ListSpec,
  params: ListParams,
  limits: { estimateAbove: number; cap: number } = { estimateAbove: ESTIMATED_COUNT_ABOVE, cap: COUNT_CAP },
  scope?: ResolvedScope,
): Promise<ListCount> {
  const where = whereOf(spec, params, scope);
  if (!where) {
    const [estimate] = (await preparedOn(db, tableEstimate).execute({ table: getTableName(spec.table) })) as Array<{ n: number | string }>;
    const n = Number(estimate?.n ?? -1);
    if (n > limits.estimateAbove) return { count: n, countKind: 'estimate' };
  }
  // A search of several indexed alternatives: each is counted up to the cap on its own index
  // (PostgreSQL stops after cap rows), in the section's order, each as a statement of its own,
  // until one reaches the cap; only when none does are they counted together. On 1M MRL rates,
  // `domates` (21,821 matches): ≈ 20 ms for one bitmap of every match, ≈ 0.25 ms this way. A
  // statement per alternative gets the plan its own index needs: PostgreSQL keeps a generic plan
  // (no planning per run) for an alternative whose plan the term does not change, such as the
  // rates of the products whose names match, and plans anew the one where it does, such as a
  // large table's own text. One statement with every alternative was planned anew on every run,
  // as a whole: 0.38 → 0.23 ms per count for `domates`.
  const branches = params.search && !spec.search ? spec.searchBranches?.(params.search) : undefined;
  const cap = limits.cap + 1;
  if (branches && branches.length > 1) {
    const rest = whereOf(spec, { ...params, search: undefined }, scope);
    for (const alternative of branches) {
      const n = await cappedCount(db, spec, 'branch', [rest, alternative], cap, preparedFor(params), (others, [only]) => countQuery(db, spec, and(others, only), rowCountLiteral(cap)));
      if (n >= cap) return { count: limits.cap, countKind: 'atLeast' };
    }
  }
  const n = await cappedCount(db, spec, 'count', [where], cap, preparedFor(params), (rest) => countQuery(db, spec, rest, rowCountLiteral(cap)));
  return n > limits.cap ? { count: limits.cap, countKind: 'atLeast' } : { count: n };
}

/**
 * Runs a count over `parts` (the first the rest of the WHERE, the others alternatives) as a
 * statement prepared per shape, or built the ordinary way when a part has no known shape or the
 * statement is not to be prepared (preparedFor).
 */
async function cappedCount(
  db: Orm,
  spec: ListSpec,
  kind: string,
  parts: Array<SQL | undefined>,
  cap: number,
  prepared: boolean,
  build: (rest: SQL | undefined, alternatives: SQL[]) => Buildable & PromiseLike<Array<{ n: number | string }>>,
): Promise<number> {
  const shape = prepared ? shapesOf(parts) : undefined;
  let rows: Array<{ n: number | string }>;
  if (shape) {
    const statement = statementOf(db, spec, `${kind}\0${cap}\0${parts.length}\0${shape.key}`, () => {
      const [rest, ...alternatives] = templatesOf(parts);
      return build(rest, alternatives as SQL[]);
    });
    rows = (await statement.execute(shape.values)) as typeof rows;
  } else {
    rows = await build(parts[0], parts.slice(1) as SQL[]);
  }
  return Number(rows[0]?.n ?? 0);
}

/** The planner's row estimate of a table (pg_class.reltuples). */
const tableEstimate = (db: Orm) =>
  db
    .select({ n: sql<string>`reltuples::bigint` })
    .from(sql`pg_class`)
    .where(sql`oid = to_regclass(${sql.placeholder('table')})`)
    .prepare('list_table_estimate');

/** The rows a count reads: the section's joins unless it may leave them out. */
function countSource(db: Orm, spec: ListSpec) {
  const rows = db.select({ one: sql`1` }).from(spec.table).$dynamic();
  return spec.countWithoutJoins ? rows : joined(spec, rows);
}

/** `count(*)` of the matches, stopping after `cap` of them. */
function countQuery(db: Orm, spec: ListSpec, where: SQL | undefined, cap: number | Placeholder) {
  const capped = countSource(db, spec).where(where).limit(cap).as('capped');
  return db.select({ n: count() }).from(capped);
}

/** One record as the API shows it, or undefined. */
export async function findItem(db: Orm, spec: ListSpec, id: number, scope?: ResolvedScope): Promise<Row | undefined> {
  const [row] = (await joined(spec, db.select(selectionOf(spec)).from(spec.table).$dynamic())
    .where(and(eq(spec.table.id, id), scope?.where))
    .limit(1)) as Row[];
  return row ? spec.toItem(row) : undefined;
}

/** The id of the record with the input's natural key, if any. */
export async function findByNaturalKey(db: Orm, spec: SectionSpec, input: Row, scope?: ResolvedScope): Promise<number | undefined> {
  const [row] = await db
    .select({ id: spec.table.id })
    .from(spec.table)
    .where(and(spec.naturalKey(input), scope?.where))
    .limit(1);
  return row ? Number(row.id) : undefined;
}

/** `Date` → ISO string: the items' timestamps. */
export const isoOf = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
