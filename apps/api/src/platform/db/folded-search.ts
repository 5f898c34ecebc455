// Turkish-folded "contains" over columns that have no stored search_text: small tables
// (members, users) searched by staff. The SQL folds the way foldForSearch does for the
// letters Turkish names hold; lower() alone would not (it leaves Ç/İ under the C locale).
import { foldForSearch, escapeLike } from '@portal/shared/util';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû';
const TO = 'cgiiosuaiucgiosuaiu';

/** The folded text of columns joined by spaces (nulls skipped). */
export function foldedSql(columns: Array<AnyPgColumn | SQL>): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql`lower(translate(${joined}, ${FROM}, ${TO}))`;
}

/** Whether the folded columns contain the folded term, matched literally. */
export function foldedContains(columns: Array<AnyPgColumn | SQL>, term: string): SQL {
  return sql`${foldedSql(columns)} like ${`%${escapeLike(foldForSearch(term))}%`} escape '\\'`;
}
