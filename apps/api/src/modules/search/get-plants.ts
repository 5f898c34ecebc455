// GET search/plants: the plant tab. Active plants; the term matches the name,
// the Latin name and the EU product code (Turkish-folded); each row counts the organisms with
// a registered use on it and the products registered on it, valid today.
import { errorEnvelopeSchema, plantHitSchema, plantSearchQuerySchema, searchListResponse, type PlantHit } from '@portal/contracts';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { collateTr, harmfulOrganisms, licenceDetails, licences, pageAndCount, plants, type Orm } from '../../platform/db';
import { referenceSearchConfig, SEARCH_TAG } from './access';
import { numbersOf, pairOf } from './correlated';
import { keyMatches, rankedList, rankOf, similarity, similarTo } from './matching';
import { orderOf } from './paging';
import { validToday } from './validity';

type PlantSearchQuery = z.infer<typeof plantSearchQuerySchema>;

/** The valid uses on the row's plant (the outer query's `plants`). */
const validUsesOnPlant = sql`from ${licenceDetails}
  join ${licences} on ${licences.id} = ${licenceDetails.licenceId}
  join ${harmfulOrganisms} on ${harmfulOrganisms.id} = ${licenceDetails.harmfulOrganismId}
  where ${licenceDetails.plantId} = ${plants.id} and ${licenceDetails.status} and ${licences.status} and ${harmfulOrganisms.status} and ${validToday()}`;

/** The owner of the list's prepared statements. */
const PLANT_STATEMENTS = {};

const sortColumns = { name: collateTr(plants.name), latinName: plants.latinName } as const;

export async function searchPlants(db: Orm, q: PlantSearchQuery): Promise<{ data: PlantHit[]; count: number; suggestions: string[] }> {
  return rankedList({
    db,
    search: q.search,
    filters: [eq(plants.status, true)],
    match: (term) => keyMatches(plants.searchKey, term),
    similar: (term) => similarTo(plants.searchKey, term),
    rank: (term) => rankOf(plants.searchKey, term),
    similarity: (term) => similarity(plants.searchKey, term),
    tieBreak: [asc(collateTr(plants.name)), asc(plants.id)],
    columnOrder: orderOf(q, sortColumns[q.sort ?? 'name'], plants.id),
    explicitSort: q.sort !== undefined,
    nameOf: (r) => r.name,
    statements: PLANT_STATEMENTS,
    run: async (where: SQL | undefined, orderBy: SQL[], db: Orm, statements: object | undefined) => {
      const { rows, count: total } = await pageAndCount(
        db,
        statements,
        'plant_search',
        q,
        where,
        orderBy,
        (condition) =>
          db
            .select({
              id: plants.id,
              name: plants.name,
              latinName: plants.latinName,
              euCode: plants.euCode,
              counts: pairOf(sql`count(distinct ${licenceDetails.harmfulOrganismId})`, sql`count(distinct ${licenceDetails.licenceId})`, validUsesOnPlant),
            })
            .from(plants)
            .where(condition)
            .$dynamic(),
        (condition) => db.select({ n: count() }).from(plants).where(condition).$dynamic(),
      );
      return {
        data: rows.map(({ counts, ...r }) => {
          const [organismCount, productCount] = numbersOf(counts);
          return { ...r, organismCount, productCount };
        }),
        count: total,
      };
    },
  });
}

export const getPlants: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/plants',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: bitkiler',
        description:
          'Aktif bitkiler; `search` adda, Latince adda ve AB ürün kodunda Türkçe katlamalı arar. Her satır, bitkide kayıtlı kullanımı olan zararlı organizma sayısını ve bugün geçerli ürün sayısını verir.',
        querystring: plantSearchQuerySchema,
        response: { 200: searchListResponse(plantHitSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => searchPlants(app.db, request.query),
  );
};
