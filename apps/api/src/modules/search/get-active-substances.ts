// GET search/active-substances: the active-substance tab. Active substances; the
// term matches the name, the CAS number, the mode-of-action group (`irac 4a`) and the chemical
// group's name; filters: chemical group, mode-of-action group, B-Reçete. Each row counts the
// products valid today that contain it.
import {
  activeSubstanceHitSchema,
  activeSubstanceSearchQuerySchema,
  errorEnvelopeSchema,
  searchListResponse,
  type ActiveSubstanceHit,
} from '@portal/contracts';
import { asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { activeSubstanceGroups, activeSubstances, collateTr, licenceActiveSubstances, licences, pageAndCount, type Orm } from '../../platform/db';
import { matchesSearch } from '../../platform/db/schema/reference/search-text';
import { referenceSearchConfig, SEARCH_TAG } from './access';
import { subquery } from './correlated';
import { keyMatches, rankedList, rankOf, similarity, similarTo } from './matching';
import { moaOf, moaValue } from './moa';
import { orderOf } from './paging';
import { validToday } from './validity';

type ActiveSubstanceSearchQuery = z.infer<typeof activeSubstanceSearchQuerySchema>;

/** Valid products that contain the row's substance (the outer query's `active_substances`). */
export const validProductCount = subquery<number>(sql`select count(distinct ${licences.id}) from ${licenceActiveSubstances}
  join ${licences} on ${licences.id} = ${licenceActiveSubstances.licenceId}
  where ${licenceActiveSubstances.activeSubstanceId} = ${activeSubstances.id} and ${licences.status} and ${validToday()}`).mapWith(Number);

/** The substance with its group: the columns of a hit. */
export const substanceColumns = {
  id: activeSubstances.id,
  name: activeSubstances.name,
  casNumber: activeSubstances.casNumber,
  groupId: activeSubstanceGroups.id,
  groupName: activeSubstanceGroups.name,
  moaScheme: activeSubstances.moaScheme,
  moaCode: activeSubstances.moaCode,
  prescriptionRequired: activeSubstances.prescriptionRequired,
  lowRisk: activeSubstances.lowRisk,
  productCount: validProductCount,
};


export function substanceHitOf(r: {
  id: number;
  name: string;
  casNumber: string | null;
  groupId: number | null;
  groupName: string | null;
  moaScheme: ActiveSubstanceHit['moaScheme'];
  moaCode: string | null;
  prescriptionRequired: boolean;
  lowRisk: boolean;
  productCount: number;
}): ActiveSubstanceHit {
  return {
    id: r.id,
    name: r.name,
    casNumber: r.casNumber,
    group: r.groupId !== null && r.groupName !== null ? { id: r.groupId, name: r.groupName } : null,
    moaScheme: r.moaScheme,
    moaCode: r.moaCode,
    prescriptionRequired: r.prescriptionRequired,
    lowRisk: r.lowRisk,
    productCount: r.productCount,
  };
}

/** The owner of the list's prepared statements. */
const SUBSTANCE_STATEMENTS = {};

const sortColumns: Record<NonNullable<ActiveSubstanceSearchQuery['sort']>, SQL | typeof activeSubstances.casNumber> = {
  name: collateTr(activeSubstances.name),
  casNumber: activeSubstances.casNumber,
  moaCode: moaOf(),
};

export async function searchActiveSubstances(db: Orm, q: ActiveSubstanceSearchQuery): Promise<{ data: ActiveSubstanceHit[]; count: number; suggestions: string[] }> {
  // The chemical group's name finds its members too (`neonikotinoid`): the group's own folded text, whole term.
  const inGroup = (search: string) =>
    sql`${activeSubstances.activeSubstanceGroupId} in (select ${activeSubstanceGroups.id} from ${activeSubstanceGroups} where ${matchesSearch(activeSubstanceGroups.searchText, search)})`;
  const { data, count: total, suggestions } = await rankedList({
    db,
    search: q.search,
    filters: [
      eq(activeSubstances.status, true),
      q.activeSubstanceGroupId !== undefined ? eq(activeSubstances.activeSubstanceGroupId, q.activeSubstanceGroupId) : undefined,
      q.moaCode !== undefined ? sql`${moaOf()} = ${moaValue(q.moaCode)}` : undefined,
      q.prescriptionRequired !== undefined ? eq(activeSubstances.prescriptionRequired, q.prescriptionRequired) : undefined,
    ],
    match: (term) => or(keyMatches(activeSubstances.searchKey, term), inGroup(q.search!))!,
    similar: (term) => similarTo(activeSubstances.searchKey, term),
    rank: (term) => rankOf(activeSubstances.searchKey, term),
    similarity: (term) => similarity(activeSubstances.searchKey, term),
    tieBreak: [asc(collateTr(activeSubstances.name)), asc(activeSubstances.id)],
    columnOrder: orderOf(q, sortColumns[q.sort ?? 'name'], activeSubstances.id),
    explicitSort: q.sort !== undefined,
    nameOf: (r) => r.name,
    statements: SUBSTANCE_STATEMENTS,
    run: async (where: SQL | undefined, orderBy: SQL[], db: Orm, statements: object | undefined) => {
      const { rows, count: total } = await pageAndCount(
        db,
        statements,
        'substance_search',
        q,
        where,
        orderBy,
        (condition) =>
          db
            .select(substanceColumns)
            .from(activeSubstances)
            .leftJoin(activeSubstanceGroups, eq(activeSubstanceGroups.id, activeSubstances.activeSubstanceGroupId))
            .where(condition)
            .$dynamic(),
        (condition) => db.select({ n: count() }).from(activeSubstances).where(condition).$dynamic(),
      );
      return { data: rows, count: total };
    },
  });
  return { data: data.map(substanceHitOf), count: total, suggestions };
}

export const getActiveSubstances: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/active-substances',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: aktif maddeler',
        description:
          'Aktif maddeler; `search` adda, diğer adlarda (Türkçe yazılış: `abamektin`), CAS numarasında, etki grubunda (`irac 4a`) ve kimyasal grubun adında arar (arama kuralları: docs/api.md "Arama"); sonuç en iyi eşleşme önce sıralanır, hiçbir şey bulunmazsa benzerleri ve `suggestions` döner. Süzgeçler: aktif madde grubu, etki grubu (`IRAC 4A`), B-Reçete. Her satır, maddeyi içeren ve bugün geçerli ürün sayısını verir.',
        querystring: activeSubstanceSearchQuerySchema,
        response: { 200: searchListResponse(activeSubstanceHitSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => searchActiveSubstances(app.db, request.query),
  );
};
