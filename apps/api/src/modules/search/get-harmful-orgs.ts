// GET search/harmful-orgs: the disease / pest tab. Active organisms; the term
// matches the name and the Latin name (Turkish-folded); filters: type, and a plant it has a
// registered use on. Each row counts the plants it is registered on and the products, valid
// today.
import { errorEnvelopeSchema, harmfulOrgHitSchema, harmfulOrgSearchQuerySchema, searchListResponse, type HarmfulOrganismType, type HarmfulOrgHit } from '@portal/contracts';
import { and, asc, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { collateTr, harmfulOrganisms, licenceDetails, licences, pageAndCount, plants, type Orm } from '../../platform/db';
import { referenceSearchConfig, SEARCH_TAG } from './access';
import { numbersOf, pairOf } from './correlated';
import { keyMatches, rankedList, rankOf, similarity, similarTo } from './matching';
import { orderOf } from './paging';
import { validToday } from './validity';

type HarmfulOrgSearchQuery = z.infer<typeof harmfulOrgSearchQuerySchema>;

/** The valid uses against the row's organism (the outer query's `harmful_organisms`). */
const validUsesAgainst = sql`from ${licenceDetails}
  join ${licences} on ${licences.id} = ${licenceDetails.licenceId}
  join ${plants} on ${plants.id} = ${licenceDetails.plantId}
  where ${licenceDetails.harmfulOrganismId} = ${harmfulOrganisms.id} and ${licenceDetails.status} and ${licences.status} and ${plants.status} and ${validToday()}`;

/** The owner of the list's prepared statements. */
const ORGANISM_STATEMENTS = {};

const sortColumns = { name: collateTr(harmfulOrganisms.name), latinName: harmfulOrganisms.latinName, type: harmfulOrganisms.type } as const;

export async function searchHarmfulOrgs(db: Orm, q: HarmfulOrgSearchQuery): Promise<{ data: HarmfulOrgHit[]; count: number; suggestions: string[] }> {
  const filters = [
    eq(harmfulOrganisms.status, true),
    q.type !== undefined ? eq(harmfulOrganisms.type, q.type) : undefined,
    q.plantId !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(licenceDetails)
            .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
            .where(and(eq(licenceDetails.harmfulOrganismId, harmfulOrganisms.id), eq(licenceDetails.plantId, q.plantId), eq(licenceDetails.status, true), eq(licences.status, true))),
        )
      : undefined,
  ];
  const { data, count: total, suggestions } = await rankedList({
    db,
    search: q.search,
    filters,
    match: (term) => keyMatches(harmfulOrganisms.searchKey, term),
    similar: (term) => similarTo(harmfulOrganisms.searchKey, term),
    rank: (term) => rankOf(harmfulOrganisms.searchKey, term),
    similarity: (term) => similarity(harmfulOrganisms.searchKey, term),
    tieBreak: [asc(collateTr(harmfulOrganisms.name)), asc(harmfulOrganisms.id)],
    columnOrder: orderOf(q, sortColumns[q.sort ?? 'name'], harmfulOrganisms.id),
    explicitSort: q.sort !== undefined,
    nameOf: (r) => r.name,
    statements: ORGANISM_STATEMENTS,
    run: async (where: SQL | undefined, orderBy: SQL[], db: Orm, statements: object | undefined) => {
      const { rows, count: total } = await pageAndCount(
        db,
        statements,
        'organism_search',
        q,
        where,
        orderBy,
        (condition) =>
          db
            .select({
              id: harmfulOrganisms.id,
              name: harmfulOrganisms.name,
              latinName: harmfulOrganisms.latinName,
              type: harmfulOrganisms.type,
              counts: pairOf(sql`count(distinct ${licenceDetails.plantId})`, sql`count(distinct ${licenceDetails.licenceId})`, validUsesAgainst),
            })
            .from(harmfulOrganisms)
            .where(condition)
            .$dynamic(),
        (condition) => db.select({ n: count() }).from(harmfulOrganisms).where(condition).$dynamic(),
      );
      const data = rows.map(({ counts, ...r }) => {
        const [plantCount, productCount] = numbersOf(counts);
        return { ...r, plantCount, productCount };
      });
      return { data, count: total };
    },
  });
  return { data: data.map((r) => ({ ...r, type: r.type as HarmfulOrganismType })), count: total, suggestions };
}

export const getHarmfulOrgs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/harmful-orgs',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: hastalık, zararlı ve yabancı otlar',
        description:
          'Aktif zararlı organizmalar; `search` adda ve Latince adda Türkçe katlamalı arar. Süzgeçler: `type` (0 hastalık, 1 zararlı, 2 yabancı ot), `plantId` (o bitkide kayıtlı kullanımı olanlar). Her satır, kayıtlı olduğu bitki sayısını ve bugün geçerli ürün sayısını verir.',
        querystring: harmfulOrgSearchQuerySchema,
        response: { 200: searchListResponse(harmfulOrgHitSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => searchHarmfulOrgs(app.db, request.query),
  );
};
