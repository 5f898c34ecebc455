// GET search/suggest?q=: the single search box's typeahead across the four
// sections at once. One prepared statement, built once per database: four branches on the
// trigram-indexed, Turkish-folded search_text (`ilac`, `İLAÇ` and `ilaç` are one term), each
// ranking the names that start with the term before those that contain it, then by name
// (tr-TR), and limited in SQL. Active records only. A two-letter term matches word starts.
import { errorEnvelopeSchema, suggestQuerySchema, suggestResponseSchema, SUGGEST_PER_SECTION, type SearchSection, type SuggestResponse } from '@portal/contracts';
import { escapeLike, foldForSearch } from '@portal/shared/util';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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
import { searchAccess, SEARCH_TAG } from './access';

const contains = sql.placeholder('contains');
const prefix = sql.placeholder('prefix');
/** Both patterns have trigrams for the index, so a branch reads only its matches (a BitmapOr). */
const matches = (searchText: AnyPgColumn) => sql`(${searchText} like ${contains} escape '\\' or ${searchText} like ${prefix} escape '\\')`;
/** Names that start with the term first: search_text begins with the folded name. */
const rank = (searchText: AnyPgColumn, name: AnyPgColumn): SQL[] => [desc(sql`${searchText} like ${prefix} escape '\\'`), collateTr(name)];
const section = (name: SearchSection) => sql<SearchSection>`${name}::text`.as('section');

const suggestStatement = (db: Orm) =>
  db
    .select({ section: section('licenses'), id: licences.id, label: licences.tradeName, detail: sql<string | null>`${licences.licenceNumber} || ' · ' || ${licenceCompanies.name}`.as('detail') })
    .from(licences)
    .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
    .where(and(eq(licences.status, true), matches(licences.searchText)))
    .orderBy(...rank(licences.searchText, licences.tradeName), licences.id)
    .limit(SUGGEST_PER_SECTION)
    .unionAll(
      db
        .select({ section: section('plants'), id: plants.id, label: plants.name, detail: sql<string | null>`${plants.latinName}`.as('detail') })
        .from(plants)
        .where(and(eq(plants.status, true), matches(plants.searchText)))
        .orderBy(...rank(plants.searchText, plants.name), plants.id)
        .limit(SUGGEST_PER_SECTION),
    )
    .unionAll(
      db
        .select({ section: section('harmful-orgs'), id: harmfulOrganisms.id, label: harmfulOrganisms.name, detail: sql<string | null>`${harmfulOrganisms.latinName}`.as('detail') })
        .from(harmfulOrganisms)
        .where(and(eq(harmfulOrganisms.status, true), matches(harmfulOrganisms.searchText)))
        .orderBy(...rank(harmfulOrganisms.searchText, harmfulOrganisms.name), harmfulOrganisms.id)
        .limit(SUGGEST_PER_SECTION),
    )
    .unionAll(
      db
        .select({
          section: section('active-substances'),
          id: activeSubstances.id,
          label: activeSubstances.name,
          detail: sql<string | null>`nullif(concat_ws(' · ', ${activeSubstances.casNumber}, ${activeSubstanceGroups.name}), '')`.as('detail'),
        })
        .from(activeSubstances)
        .leftJoin(activeSubstanceGroups, eq(activeSubstanceGroups.id, activeSubstances.activeSubstanceGroupId))
        .where(and(eq(activeSubstances.status, true), matches(activeSubstances.searchText)))
        .orderBy(...rank(activeSubstances.searchText, activeSubstances.name), activeSubstances.id)
        .limit(SUGGEST_PER_SECTION),
    )
    .prepare('search_suggest');

/**
 * The patterns of a term. Three letters or more: anywhere in the text. Two letters have no
 * trigram of their own, so `%iz%` would read every row; they match the start of a word instead
 * (`iz%`, `% iz%`: the padded trigrams "  i" and " iz" are in the index), which is also what a
 * user who has typed two letters is looking for.
 */
export function suggestPatterns(q: string) {
  const term = foldForSearch(q);
  const folded = escapeLike(term);
  return { contains: term.length < 3 ? `% ${folded}%` : `%${folded}%`, prefix: `${folded}%` };
}

export async function suggest(db: Orm, q: string): Promise<SuggestResponse['data']> {
  const rows = await preparedOn(db, suggestStatement).execute(suggestPatterns(q));
  const data: SuggestResponse['data'] = { licenses: [], plants: [], 'harmful-orgs': [], 'active-substances': [] };
  // UNION ALL keeps each branch's rows in their order (branches may interleave): grouped by section here.
  for (const r of rows) data[r.section].push({ id: r.id, label: r.label, detail: r.detail });
  return data;
}

export const getSuggest: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggest',
    {
      config: { access: searchAccess },
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: yazarken öneriler (dört bölüm birden)',
        description: `Ruhsat (ticari ad, ruhsat no), bitki, zararlı organizma ve aktif madde adlarında Türkçe katlamalı arama (\`ilac\`, \`İLAÇ\`, \`ilaç\` aynı); her bölümde en çok ${SUGGEST_PER_SECTION} sonuç, adı terimle başlayanlar önce. En az 2 karakter; 2 karakterlik terim kelime başlarında aranır. Yalnız aktif kayıtlar.`,
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await suggest(app.db, request.query.q) }),
  );
};
