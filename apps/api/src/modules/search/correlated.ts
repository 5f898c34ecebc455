// A correlated subquery for a select list. Drizzle writes the columns of a single-table select's
// own fields bare ("id"), and a bare name inside a subquery binds to the subquery's tables first;
// columns inside a nested SQL object keep their table ("plants"."id"). So every subquery in a
// select list is built through here.
import { sql, type SQL } from 'drizzle-orm';

export const subquery = <T>(body: SQL): SQL<T> => sql<T>`(${body})`;

/**
 * Two aggregates over the same correlated rows in one subquery, as a JSON pair: the rows are read
 * once (two subqueries read the uses and hashed the licences twice per page).
 */
export const pairOf = (first: SQL, second: SQL, from: SQL): SQL<[number, number] | string> => sql`(select json_build_array(${first}, ${second}) ${from})`;

/** The pair of pairOf as numbers (node-postgres parses JSON; a driver that does not gives the text). */
export function numbersOf(pair: [number, number] | string): [number, number] {
  const [a, b] = typeof pair === 'string' ? (JSON.parse(pair) as [number, number]) : pair;
  return [Number(a), Number(b)];
}
