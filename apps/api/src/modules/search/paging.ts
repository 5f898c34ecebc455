// Sort and paging of the four lists, in SQL (DESIGN.md §2): the chosen column in the chosen
// direction, then the id so that pages never overlap.
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface PageQuery {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
}

export function orderOf(query: PageQuery, column: AnyPgColumn | SQL, id: AnyPgColumn): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

export const offsetOf = (query: PageQuery) => (query.page - 1) * query.limit;

