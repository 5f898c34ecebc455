// A member's lots as the API shows them: with the area's place, the producer and the plant, and
// the latest stage. Every read is scoped by the member of the access token: another member's
// lot is not found (404), never forbidden.
import { ErrorCode, type Lot, type LotListQuery, type StageKind } from '@portal/contracts';
import { escapeLike, foldForSearch } from '@portal/shared/util';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { lots, pageAndCount, plants, producers, productionAreas, type LotRow, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { ofMember, ownedOr404 } from '../../platform/tenancy';

export const lotNotFound = () => new AppError(404, ErrorCode.NotFound, 'Parti bulunamadı.');

const lastStage = sql<{ kind: StageKind; date: string } | null>`(
  select json_build_object('kind', s.kind, 'date', s.date::text) from lot_stages s where s.lot_id = ${lots.id} order by s.date desc, s.id desc limit 1
)`;

const columns = {
  lot: lots,
  areaName: productionAreas.name,
  province: productionAreas.provinceName,
  district: productionAreas.district,
  producerId: producers.id,
  producerName: producers.name,
  producerSurname: producers.surname,
  plantName: plants.name,
  lastStage,
};

type Joined = { lot: LotRow; areaName: string; province: string; district: string; producerId: number | null; producerName: string | null; producerSurname: string | null; plantName: string; lastStage: Lot['lastStage'] };

function joined(db: Orm, where: SQL | undefined) {
  return db
    .select(columns)
    .from(lots)
    .innerJoin(productionAreas, eq(productionAreas.id, lots.productionAreaId))
    .leftJoin(producers, eq(producers.id, productionAreas.producerId))
    .innerJoin(plants, eq(plants.id, lots.plantId))
    .where(where);
}

export function lotOf(r: Joined): Lot {
  return {
    id: r.lot.id,
    code: r.lot.code,
    productionArea: { id: r.lot.productionAreaId, name: r.areaName, province: r.province, district: r.district },
    producer: r.producerId === null ? null : { id: r.producerId, fullName: [r.producerName, r.producerSurname].filter(Boolean).join(' ') },
    plant: { id: r.lot.plantId, name: r.plantName },
    variety: r.lot.variety,
    season: r.lot.season,
    gtin: r.lot.gtin,
    consumerFirstNameConsent: r.lot.consumerFirstNameConsent,
    status: r.lot.status,
    lastStage: r.lastStage ?? null,
    createdAt: r.lot.createdAt.toISOString(),
  };
}

/** The member's lot row, or 404. */
export async function lotRowOfMember(db: Orm, memberId: number, id: number): Promise<LotRow> {
  return ownedOr404(db, lots, memberId, id, { notFound: lotNotFound });
}

export async function lotOfMember(db: Orm, memberId: number, id: number): Promise<Lot> {
  const [row] = await joined(db, ofMember(lots, memberId, eq(lots.id, id)));
  if (!row) throw lotNotFound();
  return lotOf(row as Joined);
}

const sortColumns = { code: lots.code, createdAt: lots.createdAt, season: lots.season } as const;

export async function lotsOfMember(db: Orm, memberId: number, q: LotListQuery): Promise<{ data: Lot[]; count: number }> {
  const where = ofMember(
    lots,
    memberId,
    q.status ? eq(lots.status, q.status) : undefined,
    q.productionAreaId ? eq(lots.productionAreaId, q.productionAreaId) : undefined,
    q.plantId ? eq(lots.plantId, q.plantId) : undefined,
    q.search ? sql`${lots.searchText} like ${`%${escapeLike(foldForSearch(q.search))}%`} escape '\\'` : undefined,
  );
  // Newest first unless a sort is asked for.
  const order = q.sort ? [(q.order === 'desc' ? desc : asc)(sortColumns[q.sort]), asc(lots.id)] : [desc(lots.createdAt), desc(lots.id)];
  // Prepared once per shape (db/prepared.ts): planning the joined page anew was most of the
  // list's database time (a 0.05 ms page, planned on every request).
  const { rows, count } = await pageAndCount(
    db,
    LOT_LIST_STATEMENTS,
    'lot_list',
    q,
    where,
    order,
    (condition) => joined(db, condition).$dynamic(),
    (condition) => db.select({ n: sql<number>`count(*)::int` }).from(lots).where(condition).$dynamic(),
  );
  return { data: (rows as Joined[]).map(lotOf), count };
}

/** The owner of the lot list's prepared statements. */
const LOT_LIST_STATEMENTS = {};

