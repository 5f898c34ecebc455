// GET search/suggest?q=: the single search box's typeahead across the four sections at once.
// Prepared statements, one per token count (matching.ts rules on the generated search_key:
// spelling fold, aliases, whole-token codes; the last token, still being typed, a token's
// start: typeaheadTermOf), each branch ranked exact name, alias, prefix,
// all words, then valid and name (tr-TR), limited in SQL; active records only. When no
// section has a hit and the term has a word, the pg_trgm similarity fallback answers the near
// misses and their names.
import { errorEnvelopeSchema, suggestQuerySchema, suggestResponseSchema, SUGGEST_PER_SECTION, SUGGESTIONS_MAX, type SearchSection, type SuggestResponse } from '@portal/contracts';
import { MAX_QUERY_TOKENS } from '@portal/domain/search';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeSubstanceGroups,
  activeSubstances,
  collateTr,
  harmfulOrganisms,
  licenceCompanies,
  licences,
  plants,
  preparedOn,
  type Orm,
} from '../../platform/db';
import { referenceSearchConfig, SEARCH_TAG } from './access';
import { distinctNames, hasWords, typeaheadTermOf, withSimilarityThreshold, type SearchTerm } from './matching';
import { validToday } from './validity';

const section = (name: SearchSection) => sql<SearchSection>`${name}::text`.as('section');
const pattern = (i: number) => sql.placeholder(`p${i}`);

/** Every token's pattern on the key (the term's tokens are at most MAX_QUERY_TOKENS). */
const allTokens = (key: AnyPgColumn, n: number) => and(...Array.from({ length: n }, (_, i) => sql`${key} like ${pattern(i)}`))!;
/** rankOf of matching.ts with the whole-key patterns as placeholders. */
const rank = (key: AnyPgColumn) =>
  sql`(case when ${key} like ${sql.placeholder('exactName')} then 0 when ${key} like ${sql.placeholder('exactAlias')} then 1
    when ${key} like ${sql.placeholder('prefixName')} or ${key} like ${sql.placeholder('prefixAlias')} then 2 else 3 end)`;
/** Near misses: pg_trgm word similarity (`<%`, GIN-indexed), closest first. */
const near = (key: AnyPgColumn) => sql`${sql.placeholder('term')} <% ${key}`;
/** The fallback's closeness; the match mode answers 0 without computing it (word_similarity on every matched row doubled the common case's time). */
const closeness = (mode: 'match' | 'near', key: AnyPgColumn) =>
  (mode === 'near' ? sql<number>`word_similarity(${sql.placeholder('term')}, ${key})` : sql<number>`0::real`).mapWith(Number).as('score');

type Branch = { key: AnyPgColumn; name: AnyPgColumn };
const order = (mode: 'match' | 'near', b: Branch, valid?: SQL): SQL[] => [
  mode === 'match' ? asc(rank(b.key)) : desc(sql`word_similarity(${sql.placeholder('term')}, ${b.key})`),
  ...(valid ? [desc(valid)] : []),
  collateTr(b.name),
];

/**
 * One UNION ALL of the four sections, each limited in SQL: `match` with n token patterns, ranked
 * (exact name, exact alias, prefix, all words; then valid, then the name); `near`, the
 * similarity fallback asked only when every section of `match` came back empty.
 */
function suggestStatement(db: Orm, mode: 'match' | 'near', n: number) {
  const where = (key: AnyPgColumn) => (mode === 'match' ? allTokens(key, n) : near(key));
  return db
    .select({ section: section('licenses'), id: licences.id, label: licences.tradeName, detail: sql<string | null>`${licences.licenceNumber} || ' · ' || ${licenceCompanies.name}`.as('detail'), score: closeness(mode, licences.searchKey) })
    .from(licences)
    .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
    .where(and(eq(licences.status, true), where(licences.searchKey)))
    .orderBy(...order(mode, { key: licences.searchKey, name: licences.tradeName }, validToday()), licences.id)
    .limit(SUGGEST_PER_SECTION)
    .unionAll(
      db
        .select({ section: section('plants'), id: plants.id, label: plants.name, detail: sql<string | null>`${plants.latinName}`.as('detail'), score: closeness(mode, plants.searchKey) })
        .from(plants)
        .where(and(eq(plants.status, true), where(plants.searchKey)))
        .orderBy(...order(mode, { key: plants.searchKey, name: plants.name }), plants.id)
        .limit(SUGGEST_PER_SECTION),
    )
    .unionAll(
      db
        .select({
          section: section('harmful-orgs'),
          id: harmfulOrganisms.id,
          label: harmfulOrganisms.name,
          detail: sql<string | null>`${harmfulOrganisms.latinName}`.as('detail'),
          score: closeness(mode, harmfulOrganisms.searchKey),
        })
        .from(harmfulOrganisms)
        .where(and(eq(harmfulOrganisms.status, true), where(harmfulOrganisms.searchKey)))
        .orderBy(...order(mode, { key: harmfulOrganisms.searchKey, name: harmfulOrganisms.name }), harmfulOrganisms.id)
        .limit(SUGGEST_PER_SECTION),
    )
    .unionAll(
      db
        .select({
          section: section('active-substances'),
          id: activeSubstances.id,
          label: activeSubstances.name,
          detail: sql<string | null>`nullif(concat_ws(' · ', ${activeSubstances.casNumber}, ${activeSubstanceGroups.name}), '')`.as('detail'),
          score: closeness(mode, activeSubstances.searchKey),
        })
        .from(activeSubstances)
        .leftJoin(activeSubstanceGroups, eq(activeSubstanceGroups.id, activeSubstances.activeSubstanceGroupId))
        .where(and(eq(activeSubstances.status, true), where(activeSubstances.searchKey)))
        .orderBy(...order(mode, { key: activeSubstances.searchKey, name: activeSubstances.name }), activeSubstances.id)
        .limit(SUGGEST_PER_SECTION),
    )
    .prepare(`search_suggest_${mode}_${n}`);
}

// One builder per statement (preparedOn keeps one prepared statement per builder and database).
const matchBuilders = Array.from({ length: MAX_QUERY_TOKENS }, (_, i) => (db: Orm) => suggestStatement(db, 'match', i + 1));
const nearBuilder = (db: Orm) => suggestStatement(db, 'near', 0);

/** The placeholders of a term: its token patterns and the whole-key patterns of the rank. */
export function suggestParams(term: SearchTerm): Record<string, string> {
  const params: Record<string, string> = {
    term: term.key,
    exactName: ` ${term.key} |%`,
    exactAlias: `%| ${term.key} |%`,
    prefixName: ` ${term.key}%`,
    prefixAlias: `%| ${term.key}%`,
  };
  term.patterns.forEach((p, i) => (params[`p${i}`] = p));
  return params;
}

const empty = (): SuggestResponse['data'] => ({ licenses: [], plants: [], 'harmful-orgs': [], 'active-substances': [] });

/**
 * The typeahead: every token in the key, ranked; when no section has a hit, the near misses
 * and, as "did you mean", their names closest first (none for numbers and codes alone). A term of punctuation alone finds nothing.
 */
export async function suggest(db: Orm, q: string): Promise<{ data: SuggestResponse['data']; suggestions: string[] }> {
  const term = typeaheadTermOf(q);
  if (!term) return { data: empty(), suggestions: [] };
  const params = suggestParams(term);
  let rows = await preparedOn(db, matchBuilders[term.tokens.length - 1]!).execute(params);
  let suggestions: string[] = [];
  if (!rows.length && hasWords(term)) {
    rows = await withSimilarityThreshold(db, (tx) => nearBuilder(tx).execute(params));
    suggestions = distinctNames([...rows].sort((a, b) => b.score - a.score).map((r) => r.label), SUGGESTIONS_MAX);
  }
  const data = empty();
  // UNION ALL keeps each branch's rows in their order (branches may interleave): grouped by section here.
  for (const r of rows) data[r.section].push({ id: r.id, label: r.label, detail: r.detail });
  return { data, suggestions };
}

export const getSuggest: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggest',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: yazarken öneriler (dört bölüm birden)',
        description: `Ruhsat (ticari ad, ruhsat no), bitki, zararlı organizma ve aktif madde adlarında Türkçe katlamalı arama (\`ilac\`, \`İLAÇ\`, \`ilaç\` aynı); her bölümde en çok ${SUGGEST_PER_SECTION} sonuç, adı terimle başlayanlar önce. En az 2 karakter; 2 karakterlik terim kelime başlarında aranır. Yalnız aktif kayıtlar.`,
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => suggest(app.db, request.query.q),
  );
};
