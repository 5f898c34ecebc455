// The declaration of one definition section: its table, its contract schemas, how its list
// is selected, searched and sorted, how input becomes a row, its natural key, the messages
// of its constraints, what may refer to it, and its import/export columns. The kit's
// route files (get-list.ts, post-create.ts…) serve every section from this.
import type { DefinitionSectionInfo } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppConfig } from '../config';
import type { Orm } from '../db';
import type { MemberScope } from '../tenancy';
import type { SectionAccess } from './access';

/** A plain row of a select: column aliases to values. */
export type Row = Record<string, unknown>;

/**
 * The row a section's `selection` selects. Drizzle types it from the columns alone, so the keys
 * of a left-joined table (`LeftJoined`) are made nullable here: no match selects null.
 */
export type SelectionRow<S extends Record<string, unknown>, LeftJoined extends keyof S = never> = Omit<SelectResultFields<S>, LeftJoined> & {
  [K in LeftJoined]: SelectResultFields<S>[K] | null;
};

/**
 * Whose records a section holds: every list, read, update, delete, export and import of the
 * section is limited to the signed-in member's rows (another member's record answers 404),
 * and a new record becomes the member's. Made by platform/tenancy's `memberScope(table)`.
 */
export type SectionScope = MemberScope;

/** A request's scope, resolved from its session: the condition and the new rows' values. */
export interface ResolvedScope {
  where: SQL;
  values: Row;
}

/** Where links in mail point: configuration, never a request's Host header (public-url.ts). */
export type PublicLinks = Pick<AppConfig, 'publicOriginScheme' | 'baseDomain' | 'publicPort'>;

/** Who writes: the audit's actor, and the scope of a member-owned section. */
export interface Actor {
  userId: number;
  scope?: ResolvedScope;
  /** For mail a write causes (a section's onWritten); absent outside a request. */
  links?: PublicLinks;
}

/** How a write came: a definitions screen (create, edit, a switch) or a committed import row. */
export type WriteSource = 'edit' | 'import';

/** One record written by the kit, as a section's `onWritten` sees it. */
export interface WrittenRecord<Item extends Row = Row> {
  /** The record before the write; null for a new one. */
  before: Item | null;
  after: Item;
  source: WriteSource;
  actorUserId: number;
  links?: PublicLinks;
}

/** A definition table: the shared list columns of schema/reference/columns.ts and its own. */
export type DefinitionTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  searchText: AnyPgColumn;
  sample: AnyPgColumn;
  createdBy: AnyPgColumn;
  updatedBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** What refers to a record of this section: checked when a delete is refused, to name the users. */
export interface Usage {
  /** Turkish noun of the referring records: 'ruhsat detayı'. */
  label: string;
  /** How many refer to record `id`, and an example's label. */
  find: (db: Orm, id: number) => Promise<{ count: number; example?: string | null }>;
}

/** A constraint's field and Turkish message: unique, check and foreign-key violations. */
export interface ConstraintMessage {
  /** Input field (`name`); reported as `body.name` (or the import column of that field). */
  field: string;
  message: string;
  /** The answer's status for a unique violation: 409 (default), or 400 when it is a field error of the form (a producer's TC). */
  status?: 400 | 409;
}

export type ImportCell = string | number | boolean | null;

/** One column of the import and export files; headers are the same both ways. */
export interface ImportColumn<Item = Row> {
  header: string;
  /** The input field it fills; a column with no field is export-only. */
  field?: string;
  /**
   * How the cell's text becomes the field's value:
   * - text: trimmed, '' → null; number/integer: '1.5' or '1,5'; boolean: Evet/Hayır, Aktif/Pasif, true/false, 1/0;
   * - date: YYYY-MM-DD or GG.AA.YYYY; enum: one of `values` (label or code);
   * - ref: the id of the record of `ref.table` whose `ref.match` equals the text;
   * - custom: `parse`.
   */
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'enum' | 'ref' | 'custom';
  /** enum: accepted cell text → code (labels and codes both). */
  values?: Record<string, string | number>;
  /** match: a column, or an SQL expression of the table's columns (an MRL product's code with its sub code). */
  ref?: { table: PgTable & { id: AnyPgColumn }; match: AnyPgColumn | SQL; noun: string };
  /** custom: the value, or throw an Error whose message (Turkish) is the cell's error. */
  parse?: (text: string, db: Orm, scope?: ResolvedScope) => Promise<unknown> | unknown;
  /** The cell of an exported item. */
  exportValue: (item: Item) => ImportCell;
  /** A column added later: a file without it still imports (its field is left to the input's default). */
  optional?: boolean;
}

/**
 * Item: the API item; Input: the valid input; R: a selected list row, from Drizzle
 * (`typeof table.$inferSelect`, or SelectionRow of the section's `selection`), so `toItem`
 * reads typed columns instead of casting `Row` values.
 */
/** A section's names: a definition section's, or a member-owned list's (route 'ureticiler'). */
export type SectionInfo = Omit<DefinitionSectionInfo, 'route'> & { route: string };

export interface SectionSpec<Item extends Row = Row, Input extends Row = Row, R extends Row = Row> {
  info: SectionInfo;
  /** audit_log.entity and the path under the module prefix: 'plant' → /definition/plant. */
  entity: string;
  /** Last segment of the API path (spec §7 for MRL: 'mrl-plant'). */
  path: string;
  /** OpenAPI tag. */
  tag: string;
  /** The permission-table area the section belongs to, and who may write (access.ts). */
  access: SectionAccess;
  /** Member-owned sections: the rows of the member in the access token only. Absent: shared data. */
  scope?: SectionScope;
  table: DefinitionTable;
  itemSchema: z.ZodType<Item>;
  inputSchema: z.ZodType<Input>;
  /**
   * How a record is addressed. 'query' (default, spec §7's definition and MRL calls): GET and
   * DELETE `?id=N`, PATCH `{ id }` switches the status, PATCH …/editField edits. 'path' (the
   * member's producers and areas, docs/api.md): GET, PUT and DELETE …/{id}, PATCH
   * …/{id}/archive `{ archived }`, and the list's `archived` filter is the inverse of the status.
   */
  addressing?: 'query' | 'path';
  /** The OpenAPI descriptions of the list, create and update routes, beyond the kit's own. */
  descriptions?: { list?: string; create?: string; update?: string };
  /** inputSchema plus `id`: the PATCH …/editField body; required when addressed by query. */
  editSchema?: z.ZodType<Input & { id: number }>;
  /** The list query (from listQuerySchema, plus the section's filters). */
  listQuerySchema: z.ZodObject;
  /** What a list row selects; joined tables' columns included. Default: the table's columns. */
  selection?: Record<string, AnyPgColumn | SQL.Aliased>;
  /**
   * A list row lighter than the record: the selection keys its page leaves out, and the schema of
   * the item it answers (toItem must bear their absence). An area's boundary is the record's: its
   * map reads GET …/{id}. The record, its writes and the export keep the whole item.
   */
  listView?: { skips: readonly string[]; itemSchema: z.ZodType };
  /** Joins of the list and count queries. */
  joins?: (query: PgSelect) => PgSelect;
  /** Sort keys → column; text columns are sorted with the Turkish collation. */
  sortColumns: Record<string, { column: AnyPgColumn | SQL; text?: boolean }>;
  defaultSort: string;
  /** Search condition; default: the table's folded search_text contains the folded term. */
  search?: (term: string) => SQL;
  /**
   * The search as alternatives (OR-ed), each served by an index of its own. Its count then caps
   * each alternative on its own index, where the OR would first collect every match of all of
   * them in one bitmap (queries.ts, countItems); it stops at the first alternative that reaches
   * the cap, so the one most searches match comes first. Used when `search` is absent.
   */
  searchBranches?: (term: string) => SQL[];
  /**
   * The joins neither drop nor repeat a row (inner joins on NOT NULL foreign keys) and no filter
   * or search reads a joined column: a count may leave them out.
   */
  countWithoutJoins?: boolean;
  /** The section's own list filters (plantid, expire…) from the parsed query. */
  filters?: (query: Record<string, unknown>) => Array<SQL | undefined>;
  /** A selected row → the API item (dates to strings…). */
  toItem: (row: R) => Item;
  /** Valid input → column values (search_text included). */
  toValues: (input: Input) => Row;
  /** An item as input again: for the import's "unchanged" test and the audit. */
  toInput: (item: Item) => Input;
  /** Child rows written with the record (a licence's active substances). */
  afterWrite?: (db: Orm, id: number, input: Input, actorId: number) => Promise<void>;
  /**
   * After every create, edit, status or expire switch and import row, inside the write's
   * transaction: what else the change records (a licence cancelled, an MRL
   * changed…), so that a refused or rolled-back write records nothing.
   */
  onWritten?: (tx: Orm, written: WrittenRecord<Item>) => Promise<void>;
  /** The natural key condition: the existing record an import row updates. */
  naturalKey: (input: Input) => SQL;
  /** The natural key as text: duplicates within one import file. */
  naturalKeyText: (input: Input) => string;
  /** A record in a message: 'Domates', 'ÖRN-0001 Decis 25 EC'. */
  label: (item: Item | Input) => string;
  constraints: Record<string, ConstraintMessage>;
  usages: Usage[];
  /** The last sentence of a refused delete; default: change them or make this record passive. */
  inUseAdvice?: string;
  columns: ImportColumn<Item>[];
  /** Routes beyond the standard ones (PATCH mrl/mrl-rates/expire). */
  extraRoutes?: FastifyPluginAsyncZod;
}
