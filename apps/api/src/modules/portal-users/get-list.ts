// GET portalUser?page&limit&isArchived&search&publicMemberId (spec §7 "Portal users"): the
// users the caller manages, newest first; archived ones only with isArchived=true (spec §4).
import { errorEnvelopeSchema, listEnvelope, portalUserListQuerySchema, portalUserSchema } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { foldedContains, members, pageAndCount, users } from '../../platform/db';
import { memberNotFound, toPortalUser, USER_TAG, userSelection, visibleMembersOf } from './user-rows';
import { ofMember } from '../../platform/tenancy';

/** The owner of the list's prepared statements (db/prepared.ts, pageAndCount). */
const LIST_STATEMENTS = {};

export const getList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: { area: 'members' } },
      schema: {
        tags: [USER_TAG],
        summary: 'Portal kullanıcıları',
        description:
          'Sayfa, limit, isArchived (varsayılan false), search (ad, soyad, e-posta, telefon, üye adı; Türkçe harf duyarsız) ve publicMemberId (bir üyenin kullanıcıları). Bestnet rolleri tüm üyelerin kullanıcılarını, bir üyenin yöneticisi yalnızca kendi üyesininkileri görür; başka üyenin publicMemberId değeri 404 döner.',
        querystring: portalUserListQuerySchema,
        response: { 200: listEnvelope(portalUserSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const q = request.query;
      const where = [visibleMembersOf(auth), eq(users.archived, q.isArchived)];
      if (q.publicMemberId) {
        const [member] = await app.db.select({ id: members.id }).from(members).where(and(eq(members.publicId, q.publicMemberId), visibleMembersOf(auth)));
        if (!member) throw memberNotFound();
        where.push(ofMember(users, member.id));
      }
      if (q.search) where.push(foldedContains([users.name, users.surname, users.email, users.phone, members.name], q.search));
      const condition = and(...where);
      const joinedRows = <S extends Parameters<typeof app.db.select>[0]>(selection: S) => app.db.select(selection).from(users).innerJoin(members, eq(members.id, users.memberId));
      const { rows, count } = await pageAndCount(
        app.db,
        LIST_STATEMENTS,
        'portal_user_list',
        q,
        condition,
        [desc(users.createdAt), desc(users.id)],
        (rowsOf) => joinedRows(userSelection).where(rowsOf).$dynamic(),
        (rowsOf) => joinedRows({ n: sql<number>`count(*)::int` }).where(rowsOf).$dynamic(),
      );
      return { data: rows.map(toPortalUser), count };
    },
  );
};
