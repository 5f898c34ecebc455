// Turkish sort order (DESIGN.md §2). Migration 0005 creates the collation `tr_tr`:
//  - PostgreSQL with ICU: provider icu, locale tr-TR (C < Ç, G < Ğ, ı < i, O < Ö, S < Ş, U < Ü);
//  - PGlite 0.5 (its ICU has root data only, so tr-TR sorts like the root locale): an ICU
//    collation with the Turkish tailoring given as rules (PostgreSQL 16+), same order;
//  - a server without ICU: the libc tr_TR.utf8 locale when it exists;
//  - neither: a copy of "C", so `COLLATE tr_tr` stays valid SQL; sort by search_text there
//    (the folded column orders Turkish words case- and accent-insensitively).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const TR_COLLATION = 'tr_tr';

/** `column COLLATE tr_tr`, for ORDER BY: `.orderBy(collateTr(plants.name), plants.id)`. */
export function collateTr(column: AnyPgColumn | SQL): SQL {
  return sql`${column} collate ${sql.identifier(TR_COLLATION)}`;
}
