// GET search/licenses: the licence tab. Active licences only; the term (Turkish-
// folded) matches the trade name and licence number, the holder's name and the names of its
// active substances, each on its own trigram index; the filters of the contract; sort, count
// and paging in SQL. `licenceStatus=valid` is valid today in Türkiye, `cancelled` is not.
import {
  errorEnvelopeSchema,
  licenseHitSchema,
  licenseSearchQuerySchema,
  searchListResponse,
  type LicenseHit,
  type LicenseSearchQuery,
} from '@portal/contracts';
import { and, asc, count, desc, eq, exists, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeSubstances, collateTr, countOf, formulations, harmfulOrganisms, licenceActiveSubstances, licenceCompanies, licenceDetails, licenceGroups, licences, pageAndCount, plants, rowCountLiteral, runByShape, type Orm } from '../../platform/db';
import { matchesSearch } from '../../platform/db/schema/reference/search-text';
import { referenceSearchConfig, SEARCH_TAG } from './access';
import { productSubstanceOf, substancesOfLicences } from './licence-substances';
import { eachTokenMatches, rankedList, rankOf, similarity, similarTo, type SearchTerm } from './matching';
import { moaOf, moaValue } from './moa';
import { offsetOf, orderOf } from './paging';
import { validToday } from './validity';

function licenceFilters(db: Orm, q: LicenseSearchQuery): Array<SQL | undefined> {
  const substanceOfLicence = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(licenceActiveSubstances)
        .innerJoin(activeSubstances, eq(activeSubstances.id, licenceActiveSubstances.activeSubstanceId))
        .where(and(eq(licenceActiveSubstances.licenceId, licences.id), condition)),
    );
  return [
    eq(licences.status, true),
    q.licenceGroupId !== undefined ? eq(licences.licenceGroupId, q.licenceGroupId) : undefined,
    q.companyId !== undefined ? eq(licences.companyId, q.companyId) : undefined,
    q.formulationId !== undefined ? eq(licences.formulationId, q.formulationId) : undefined,
    q.licenceStatus === 'valid' ? validToday() : q.licenceStatus === 'cancelled' ? not(validToday()) : undefined,
    q.plantId !== undefined || q.harmfulOrganismId !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(licenceDetails)
            .where(
              and(
                eq(licenceDetails.licenceId, licences.id),
                eq(licenceDetails.status, true),
                q.plantId !== undefined ? eq(licenceDetails.plantId, q.plantId) : undefined,
                q.harmfulOrganismId !== undefined ? eq(licenceDetails.harmfulOrganismId, q.harmfulOrganismId) : undefined,
              ),
            ),
        )
      : undefined,
    q.activeSubstanceId !== undefined ? substanceOfLicence(eq(activeSubstances.id, q.activeSubstanceId)) : undefined,
    q.moaCode !== undefined ? substanceOfLicence(sql`${moaOf()} = ${moaValue(q.moaCode)}`) : undefined,
  ];
}

/**
 * A licence matches a term when each token is in its trade name or number, its substances'
 * names (and aliases), its formulation's code or name, or the plants and harmful organisms
 * (names, aliases, Latin names) of its registered uses: "domates" finds what is sold for
 * tomatoes. The holder's name matches the whole term (its own trigram index).
 */
export function licenceMatches(term: SearchTerm, search: string): SQL {
  const tokens = eachTokenMatches(term, (p) => [
    sql`${licences.searchKey} like ${p}`,
    sql`${licences.id} in (select ${licenceActiveSubstances.licenceId} from ${licenceActiveSubstances} where ${licenceActiveSubstances.activeSubstanceId} in (select ${activeSubstances.id} from ${activeSubstances} where ${activeSubstances.searchKey} like ${p}))`,
    sql`${licences.formulationId} in (select ${formulations.id} from ${formulations} where ${formulations.searchKey} like ${p})`,
    // Plants and organisms apart: each reads its active uses' licences index-only (an OR of the two read every use).
    sql`${licences.id} in (select ${licenceDetails.licenceId} from ${licenceDetails} join ${plants} on ${plants.id} = ${licenceDetails.plantId} where ${licenceDetails.status} and ${plants.searchKey} like ${p})`,
    sql`${licences.id} in (select ${licenceDetails.licenceId} from ${licenceDetails} join ${harmfulOrganisms} on ${harmfulOrganisms.id} = ${licenceDetails.harmfulOrganismId} where ${licenceDetails.status} and ${harmfulOrganisms.searchKey} like ${p})`,
  ]);
  return or(tokens, sql`${licences.companyId} in (select ${licenceCompanies.id} from ${licenceCompanies} where ${matchesSearch(licenceCompanies.searchText, search)})`)!;
}

/** After the rank: valid today first, then the trade name (tr-TR), then the id. */
export const LICENCE_TIE_BREAK: SQL[] = [desc(validToday()), asc(collateTr(licences.tradeName)), asc(licences.id)];

/** The owner of the list's prepared statements. */
const LICENCE_STATEMENTS = {};

const sortColumns = {
  tradeName: collateTr(licences.tradeName),
  licenceNumber: licences.licenceNumber,
  licenceDate: licences.licenceDate,
  company: collateTr(licenceCompanies.name),
} as const;

/** The columns licenceHitOf reads: the licence with its holder, formulation and group joined. */
export const licenceHitColumns = {
  id: licences.id,
  tradeName: licences.tradeName,
  licenceNumber: licences.licenceNumber,
  licenceDate: licences.licenceDate,
  expiryDate: licences.expiryDate,
  licenceStatus: licences.licenceStatus,
  validToday: validToday(),
  beeToxicity: licences.beeToxicity,
  companyId: licenceCompanies.id,
  companyName: licenceCompanies.name,
  formulationId: formulations.id,
  formulationCode: formulations.code,
  formulationName: formulations.name,
  groupId: licenceGroups.id,
  groupName: licenceGroups.name,
};

/** What a hit is made of, with its holder, formulation and group, for the rows `where` selects. */
function licenceRows(db: Orm) {
  return (condition: SQL | undefined) =>
    db
      .select(licenceHitColumns)
      .from(licences)
      .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
      .innerJoin(formulations, eq(formulations.id, licences.formulationId))
      .innerJoin(licenceGroups, eq(licenceGroups.id, licences.licenceGroupId))
      .where(condition)
      .$dynamic();
}

/**
 * A page of a search's matches with their count: the page's ids are chosen first, ranked and
 * counted on narrow rows (id and the sort keys), and only those ids are joined to what a hit
 * shows. A broad term matches most licences; carrying every match's holder, formulation and
 * group through the count and the sort was a third of the statement (docs/benchmarks.md).
 */
function matchedPage(db: Orm, statements: object | undefined, q: LicenseSearchQuery, where: SQL | undefined, orderBy: SQL[]) {
  const offset = offsetOf(q);
  const first = offset === 0;
  return runByShape(db, statements, 'licence_search_page', `${q.limit}\0${first}\0${q.sort === 'company'}`, [where, ...orderBy], { offset }, ([condition, ...order], param) => {
    const matches = db
      .select({ id: sql<number>`${licences.id}`.as('page_id'), total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(licences)
      .$dynamic();
    // The holder's name is read only when it is the sort key (`sort=company`).
    const ids = (q.sort === 'company' ? matches.innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId)) : matches)
      .where(condition)
      .orderBy(...(order as SQL[]))
      .limit(rowCountLiteral(q.limit))
      .$dynamic();
    const page = (first ? ids : ids.offset(param('offset'))).as('page');
    return db
      .select({ ...licenceHitColumns, total: page.total })
      .from(page)
      .innerJoin(licences, eq(licences.id, page.id))
      .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
      .innerJoin(formulations, eq(formulations.id, licences.formulationId))
      .innerJoin(licenceGroups, eq(licenceGroups.id, licences.licenceGroupId))
      .orderBy(...(order as SQL[]));
  });
}

export async function searchLicences(db: Orm, q: LicenseSearchQuery): Promise<{ data: LicenseHit[]; count: number; suggestions: string[] }> {
  const { data: rows, count: total, suggestions } = await rankedList({
    db,
    search: q.search,
    filters: licenceFilters(db, q),
    match: (term) => licenceMatches(term, q.search!),
    similar: (term) => similarTo(licences.searchKey, term),
    rank: (term) => rankOf(licences.searchKey, term),
    similarity: (term) => similarity(licences.searchKey, term),
    tieBreak: LICENCE_TIE_BREAK,
    columnOrder: orderOf(q, sortColumns[q.sort ?? 'tradeName'], licences.id),
    explicitSort: q.sort !== undefined,
    nameOf: (r) => r.tradeName,
    statements: LICENCE_STATEMENTS,
    run: async (where: SQL | undefined, orderBy: SQL[], db: Orm, statements: object | undefined) => {
      const countRows = (condition: SQL | undefined) => db.select({ n: count() }).from(licences).where(condition).$dynamic();
      if (!q.search) {
        // No term: the page can stop after its rows, the count apart.
        const { rows, count: n } = await pageAndCount(db, statements, 'licence_list', q, where, orderBy, licenceRows(db), countRows);
        return { data: rows, count: n };
      }
      // A term: the page and the count in one statement, so the match (through uses, substances,
      // formulation, holder: the costly part) is read once; a page past the end asks the count.
      const rows = await matchedPage(db, statements, q, where, orderBy);
      return { data: rows, count: rows.length || offsetOf(q) === 0 ? (rows[0]?.total ?? 0) : await countOf(db, statements, 'licence_search', where, countRows) };
    },
  });
  const substances = await substancesOfLicences(db, rows.map((r) => r.id));
  return { data: rows.map((r) => licenceHitOf(r, (substances.get(r.id) ?? []).map(productSubstanceOf))), count: total, suggestions };
}

export function licenceHitOf(
  r: {
    id: number;
    tradeName: string;
    licenceNumber: string;
    licenceDate: string;
    expiryDate: string | null;
    licenceStatus: 'valid' | 'cancelled';
    validToday: boolean;
    beeToxicity: LicenseHit['beeToxicity'];
    companyId: number;
    companyName: string;
    formulationId: number;
    formulationCode: string;
    formulationName: string;
    groupId: number;
    groupName: string;
  },
  activeSubstances: LicenseHit['activeSubstances'],
): LicenseHit {
  return {
    id: r.id,
    tradeName: r.tradeName,
    licenceNumber: r.licenceNumber,
    licenceDate: r.licenceDate,
    expiryDate: r.expiryDate,
    licenceStatus: r.licenceStatus,
    validToday: r.validToday,
    company: { id: r.companyId, name: r.companyName },
    formulation: { id: r.formulationId, code: r.formulationCode, name: r.formulationName },
    licenceGroup: { id: r.groupId, name: r.groupName },
    beeToxicity: r.beeToxicity,
    activeSubstances,
  };
}

export const getLicenses: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/licenses',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: ruhsatlar (ilaçlar)',
        description:
          'Aktif ruhsatlar. `search` ticari ad, ruhsat no, ruhsat sahibi firma ve aktif madde adlarında Türkçe katlamalı arar. Süzgeçler: ruhsat grubu, firma, formülasyon, durum (`valid`: bugün Türkiye’de geçerli, `cancelled`: iptal ya da süresi dolmuş), bitki, zararlı organizma (ikisi birlikte: o bitkide o zararlıya karşı kayıtlı), aktif madde, etki grubu (`IRAC 4A`). Sıralama ve sayfalama SQL’de.',
        querystring: licenseSearchQuerySchema,
        response: { 200: searchListResponse(licenseHitSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => searchLicences(app.db, request.query),
  );
};
