// A correlated subquery for a select list. Drizzle writes the columns of a single-table select's
// own fields bare ("id"), and a bare name inside a subquery binds to the subquery's tables first;
// columns inside a nested SQL object keep their table ("plants"."id"). So every subquery in a
// select list is built through here.
import { sql, type SQL } from 'drizzle-orm';

export const subquery = <T>(body: SQL): SQL<T> => sql<T>`(${body})`;
