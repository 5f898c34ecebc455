// GET member?list=… (spec §2 "Member routes"): one of the four lists, searched,
// filtered, sorted and paged in SQL. Sales read only the two demo lists (spec §6).
import { AreaRoles, errorEnvelopeSchema, listEnvelope, memberItemSchema, memberListQuerySchema, MemberListStatuses, type MemberListQuery, type MemberStatus, type Role } from '@portal/contracts';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthContext } from '../../platform/auth';
import { foldedContains, members, pageAndCount, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { MEMBER_TAG, memberSelection, statusCondition, toItem, visibleMembers } from './member-rows';

const endOf = sql`coalesce(${members.subscriptionEndsAt}, (${members.demoEndsAt} at time zone 'Europe/Istanbul')::date)`;
const sortColumns: Record<NonNullable<MemberListQuery['sort']>, SQL | typeof members.name> = {
  name: sql`${members.name} collate "tr_tr"`,
  createdAt: sql`${members.createdAt}`,
  demoEndsAt: sql`${members.demoEndsAt}`,
  subscriptionEndsAt: sql`${members.subscriptionEndsAt}`,
  lastActivityAt: sql`last_activity`,
  status: sql`${members.state}`,
  users: sql`users`,
};

export function listConditions(auth: AuthContext, q: MemberListQuery): SQL {
  const where: Array<SQL | undefined> = [visibleMembers(auth), statusCondition(q.status === undefined ? MemberListStatuses[q.list] : [q.status as MemberStatus])];
  if (q.search) where.push(foldedContains([members.name, members.contactEmail, members.contactPhone, members.taxNumber, members.contactPerson], q.search));
  if (q.memberType === 'individual') where.push(isNull(members.memberType));
  else if (q.memberType !== undefined) where.push(eq(members.memberType, q.memberType));
  if (q.app !== undefined) where.push(eq(members.app, q.app));
  if (q.from) where.push(gte(members.createdAt, sql`(${q.from}::date)::timestamp at time zone 'Europe/Istanbul'`));
  if (q.to) where.push(sql`${members.createdAt} < ((${q.to}::date + 1)::timestamp at time zone 'Europe/Istanbul')`);
  if (q.endsBefore) where.push(and(isNotNull(endOf), lte(endOf, sql`${q.endsBefore}::date`)));
  return and(...where)!;
}

/** The owner of the list's prepared statements (db/prepared.ts, pageAndCount). */
const LIST_STATEMENTS = {};

export async function listMembers(db: Orm, auth: AuthContext, q: MemberListQuery) {
  const where = listConditions(auth, q);
  const direction = q.order === 'asc' ? asc : desc;
  const { rows, count } = await pageAndCount(
    db,
    LIST_STATEMENTS,
    'member_list',
    q,
    where,
    [sql`${direction(sortColumns[q.sort ?? 'createdAt'] as SQL)} nulls last`, desc(members.id)],
    (condition) => db.select(memberSelection).from(members).where(condition).$dynamic(),
    (condition) => db.select({ n: sql<number>`count(*)::int` }).from(members).where(condition).$dynamic(),
  );
  return { data: rows.map(toItem), count };
}

export const getList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member',
    {
      config: { access: { area: 'demoMembers' } },
      schema: {
        tags: [MEMBER_TAG],
        summary: 'Üye listeleri: demo talepleri, demo üyeler, iptal üyeler, tüm üyeler',
        description:
          'list=demo-talepler|demo-uyeler|iptal-uyeler|uyeler. Arama (ad, e-posta, telefon, VKN, yetkili; Türkçe harf duyarsız), memberType (individual ya da 0–6), status (request ya da 0–4; listenin tuttuğu durumlardan biri), app, from/to (kayıt günü), endsBefore (demo ya da abonelik bitişi); sıralama ve sayfalama veritabanında. Satış yalnızca iki demo listesini okur; bir üyenin yöneticisi yalnızca kendi üyeliğini görür.',
        querystring: memberListQuerySchema,
        response: { 200: listEnvelope(memberItemSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const q = request.query;
      if ((q.list === 'iptal-uyeler' || q.list === 'uyeler') && !(AreaRoles.members as readonly Role[]).includes(auth.user.role as Role)) {
        throw new AppError(403, 'FORBIDDEN', 'Bu listeyi görme yetkiniz yok.');
      }
      return listMembers(app.db, auth, q);
    },
  );
};
