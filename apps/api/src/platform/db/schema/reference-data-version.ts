import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * One row naming the reference data as it is now: a trigger on every reference table gives it a
 * new random `version` at a transaction's first write there (migration 0022), in that
 * transaction, so a new version becomes visible exactly when the write does. Answers computed
 * from the reference data alone are kept per version (platform/reference-answers.ts).
 */
export const referenceDataVersion = pgTable(
  'reference_data_version',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    version: uuid('version').notNull().defaultRandom(),
  },
  (t) => [check('reference_data_version_one_row_chk', sql`${t.id}`)],
);
