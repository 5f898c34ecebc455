// Columns and indexes every reference (definition) table shares (DESIGN.md §2, §8).
import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, text, timestamp, uuid, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** Who and when: set by the API; `updated_at` also moves on every Drizzle update. */
export function auditColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** users.id of the author; no foreign key, as in audit_log (users are archived, not deleted). */
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  };
}

/** First columns of every definition list: identity id and the public id the API shows. */
export function identityColumns() {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
  };
}

/**
 * Last columns of every definition list: the active/passive status switch, the
 * Turkish-folded search column, the sample flag and who/when.
 */
export function listColumns() {
  return {
    /** The list's status switch: true active, false passive (spec §3). */
    status: boolean('status').notNull().default(true),
    /**
     * foldForSearch() of the name and the other searchable text (see search-text.ts);
     * written by the API, queried with `LIKE '%' || fold(q) || '%'`, indexed with pg_trgm.
     */
    searchText: text('search_text').notNull(),
    /** True on the seeded sample rows, so the UI can label them 'Örnek veri'. */
    sample: boolean('sample').notNull().default(false),
    ...auditColumns(),
  };
}

/** `bigint` foreign-key column (the constraint itself is declared with restrictFk). */
export const idRef = (name: string) => bigint(name, { mode: 'number' });

/** A record in use cannot be deleted: ON DELETE RESTRICT, with a short explicit name (≤ 63 chars). */
export function restrictFk(name: string, column: AnyPgColumn, target: AnyPgColumn) {
  return foreignKey({ name, columns: [column], foreignColumns: [target] }).onDelete('restrict');
}

/** Other names of a record (Turkish spellings, common and old names): searched like its name. */
export const aliasesColumn = () => text('aliases').array().notNull().default(sql`'{}'::text[]`);

/**
 * The search key (libs/domain/search searchKeyOf, in SQL): ` name | other name | alias | # extra `,
 * computed by PostgreSQL from the columns, so no writer can leave it stale. `parts` is the SQL of
 * src_search_key's four arguments: name, other name (Latin), aliases (text[]), extra (text[]).
 */
export const searchKeyColumn = (parts: string) => text('search_key').notNull().generatedAlwaysAs(sql.raw(`src_search_key(${parts})`));

/** GIN trigram index on the search key: the search's token patterns and the similarity fallback. */
export function searchKeyIndex(table: string, column: ExtraConfigColumn) {
  return index(`${table}_search_key_trgm_idx`).using('gin', column.op('gin_trgm_ops'));
}

/** GIN trigram index on the folded search column (`LIKE '%…%'` uses it). */
export function searchIndex(table: string, column: ExtraConfigColumn) {
  return index(`${table}_search_trgm_idx`).using('gin', column.op('gin_trgm_ops'));
}
