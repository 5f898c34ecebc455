// How the search lists and the typeahead match and rank a term on a table's search_key (the
// generated ` name | other name | alias | # extra ` of libs/domain/search's searchKeyOf):
// every query token must match some token of the record, in any order (tokenPattern: codes
// whole, words inside a word); the rank is exact name, exact alias, prefix, all words; when
// nothing matches, the pg_trgm word similarity finds near misses (rank `similar`).
import { queryTokensOf, tokenPattern, type QueryToken } from '@portal/domain/search';
import { SUGGESTIONS_MAX } from '@portal/contracts';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TRIGRAM_LENGTH } from '../../platform/crud/queries';
import type { Orm } from '../../platform/db';
import { inTransaction } from '../../platform/tenancy';

/** A term read once: its tokens and the patterns the ranking compares the whole key with. */
export interface SearchTerm {
  tokens: QueryToken[];
  /** The tokens joined: what an exact name or alias equals. */
  key: string;
  patterns: string[];
}

/** The term of a `search` / `q`; undefined when it holds no letter or digit (only punctuation). */
export function searchTermOf(search: string | undefined): SearchTerm | undefined {
  if (!search) return undefined;
  const tokens = queryTokensOf(search);
  if (!tokens.length) return undefined;
  return { tokens, key: tokens.map((t) => t.text).join(' '), patterns: tokens.map(tokenPattern) };
}

/**
 * The typeahead's term: the last token is still being typed, so a number or code there matches
 * the start of a token (`gen-00123` finds GEN-001230…GEN-001239, `350 s` finds 350 SC); a
 * submitted search (the lists) keeps them whole.
 */
export function typeaheadTermOf(q: string): SearchTerm | undefined {
  const term = searchTermOf(q);
  if (!term) return undefined;
  const last = term.tokens[term.tokens.length - 1]!;
  if (last.kind === 'word') return term;
  return { ...term, patterns: [...term.patterns.slice(0, -1), `% ${last.text}%`] };
}

/**
 * Whether a prepared statement's generic plan serves this term: every token holds a trigram. A
 * shorter token is read by scans, and its custom plans would raise the statement's average until
 * PostgreSQL took a generic plan that is slower for every other term (the kit's rule, preparedFor).
 */
export function genericPlanServes(term: SearchTerm): boolean {
  return term.tokens.every((t) => t.text.length >= TRIGRAM_LENGTH);
}

/** Whether the similarity fallback may run: only words have near misses (a number or code typed wrong has none worth naming). */
export function hasWords(term: SearchTerm): boolean {
  return term.tokens.some((t) => t.kind === 'word');
}

/** Every token somewhere in the key: one trigram-indexed LIKE each. */
export function keyMatches(searchKey: AnyPgColumn, term: SearchTerm): SQL {
  return and(...term.patterns.map((p) => sql`${searchKey} like ${p}`))!;
}

/** Token by token: each token matched by one of `sources` (the licence, its uses, its substances…). */
export function eachTokenMatches(term: SearchTerm, sources: (pattern: string) => SQL[]): SQL {
  return and(...term.patterns.map((p) => sql`(${sql.join(sources(p), sql` or `)})`))!;
}

/** The rank levels, best first (ties go to validity, then the name). */
export const Rank = { exactName: 0, exactAlias: 1, prefix: 2, allWords: 3, similar: 4 } as const;

/**
 * A rank as an integer in the statement's text. As parameters the levels were typed text, and
 * every comparison of the sort went through the database's collation.
 */
const rankLiteral = (rank: number) => sql.raw(String(rank));

/**
 * The rank of a matched row: exact name, exact alias (or Latin name), name or alias prefix, all
 * words. Each of the first three holds the term's key as it is; most matches of a broad term
 * (a licence found through its uses) do not, and one strpos settles them before four LIKEs.
 */
export function rankOf(searchKey: AnyPgColumn, term: SearchTerm): SQL<number> {
  return sql<number>`(case
    when strpos(${searchKey}, ${term.key}) = 0 then ${rankLiteral(Rank.allWords)}
    when ${searchKey} like ${` ${term.key} |%`} then ${rankLiteral(Rank.exactName)}
    when ${searchKey} like ${`%| ${term.key} |%`} then ${rankLiteral(Rank.exactAlias)}
    when ${searchKey} like ${` ${term.key}%`} or ${searchKey} like ${`%| ${term.key}%`} then ${rankLiteral(Rank.prefix)}
    else ${rankLiteral(Rank.allWords)} end)`;
}

/** How close a near miss must be (pg_trgm word similarity; one typo in a six-letter word is 0.5). */
export const SIMILARITY_THRESHOLD = 0.5;

/**
 * Runs `read` with the word-similarity threshold of `<%` at SIMILARITY_THRESHOLD (the
 * extension's default is 0.6): `set_config(…, true)` lasts to the end of the transaction.
 */
export function withSimilarityThreshold<T>(db: Orm, read: (tx: Orm) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`);
    return read(tx);
  });
}

/**
 * Near misses: the term's word similarity to some part of the key (pg_trgm `<%`, served by
 * the GIN index; its threshold set by withSimilarityThreshold). Only asked when nothing matched.
 */
export function similarTo(searchKey: AnyPgColumn, term: SearchTerm): SQL {
  return sql`${term.key} <% ${searchKey}`;
}

/** Closest first: for ordering the near misses. */
export function similarity(searchKey: AnyPgColumn, term: SearchTerm): SQL<number> {
  return sql<number>`word_similarity(${term.key}, ${searchKey})`;
}

/** The at most `max` distinct names of the near misses, closest first: the "did you mean" answer. */
export function distinctNames(names: string[], max: number): string[] {
  return [...new Set(names)].slice(0, max);
}

export interface RankedListSpec<T> {
  db: Orm;
  /** The `search` as sent (undefined: no search). */
  search: string | undefined;
  /** Status and the other filters. */
  filters: Array<SQL | undefined>;
  /** The term matched (all tokens) / near (similarity). */
  match: (term: SearchTerm) => SQL;
  similar: (term: SearchTerm) => SQL;
  rank: (term: SearchTerm) => SQL<number>;
  similarity: (term: SearchTerm) => SQL<number>;
  /** After the rank: valid first, then the name (tr-TR), then the id. */
  tieBreak: SQL[];
  /** The column the user sorts by (`sort`), or the list's default order when there is no term. */
  columnOrder: SQL[];
  /** Whether the user chose the sort: then it wins over the rank. */
  explicitSort: boolean;
  /** The owner of the list's prepared statements (db/prepared.ts). */
  statements: object;
  /**
   * One page and the count, on `db` (the list's database, or the fallback's transaction);
   * `statements` when they may be prepared (db/prepared.ts, pageAndCount).
   */
  run: (where: SQL | undefined, orderBy: SQL[], db: Orm, statements: object | undefined) => Promise<{ data: T[]; count: number }>;
  nameOf: (row: T) => string;
}

/**
 * One search list: no term, the filters in the column order; a term, its matches by rank (or
 * the chosen column); nothing matched, the near misses closest first, and their names as the
 * "did you mean" suggestions (a term without a word has none: every licence number shares the
 * trigrams of `gen 0…`, so its near misses are every licence, read at 25 ms for nothing useful).
 * A term of punctuation alone finds nothing.
 */
export async function rankedList<T>(spec: RankedListSpec<T>): Promise<{ data: T[]; count: number; suggestions: string[] }> {
  if (!spec.search) return { ...(await spec.run(and(...spec.filters), spec.columnOrder, spec.db, spec.statements)), suggestions: [] };
  const term = searchTermOf(spec.search);
  if (!term) return { data: [], count: 0, suggestions: [] };
  const statements = genericPlanServes(term) ? spec.statements : undefined;
  const matched = await spec.run(and(...spec.filters, spec.match(term)), spec.explicitSort ? spec.columnOrder : [asc(spec.rank(term)), ...spec.tieBreak], spec.db, statements);
  if (matched.count > 0 || !hasWords(term)) return { ...matched, suggestions: [] };
  const near = await withSimilarityThreshold(spec.db, (tx) =>
    spec.run(and(...spec.filters, spec.similar(term)), spec.explicitSort ? spec.columnOrder : [desc(spec.similarity(term)), ...spec.tieBreak], tx, undefined),
  );
  return { ...near, suggestions: distinctNames(near.data.map(spec.nameOf), SUGGESTIONS_MAX) };
}
