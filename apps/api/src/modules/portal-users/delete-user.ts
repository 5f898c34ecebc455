// DELETE portalUser?publicId= (spec §3 delete modal): a user who wrote nothing is removed; one
// whose name is on prescriptions or records is refused (409 USER_IN_USE): archive it instead.
import { errorEnvelopeSchema, portalUserDeleteQuerySchema, PortalUserErrorCode } from '@portal/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { endAccountAccess } from '../../platform/account/account-access';
import { announceAuthChange, authOf } from '../../platform/auth';
import { prescriptions, producers, users } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { checkManage, USER_TAG, visibleUser } from './user-rows';
import { userWriteAccess } from './write-access';

export const deleteUser: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '',
    {
      config: { access: userWriteAccess },
      schema: {
        tags: [USER_TAG],
        summary: 'Kullanıcıyı sil',
        description: 'Reçete ya da kayıt yazmamış kullanıcı silinir; yazmış olan 409 USER_IN_USE ile reddedilir (arşivleyin).',
        querystring: portalUserDeleteQuerySchema,
        response: { 200: z.object({ data: z.object({ publicId: z.string() }) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await app.db.transaction(async (tx) => {
        const target = await visibleUser(tx, auth, request.query.publicId, true);
        checkManage(auth, target, 'silme');
        const id = target.user.id;
        const [used] = await tx.execute<{ n: number }>(
          sql`select (select count(*) from ${prescriptions} where ${eq(prescriptions.prescriberUserId, id)})::int
                   + (select count(*) from ${producers} where ${or(eq(producers.createdBy, id), eq(producers.updatedBy, id))})::int as n`,
        ).then((r) => r.rows);
        if (Number(used?.n ?? 0) > 0) {
          throw new AppError(409, PortalUserErrorCode.UserInUse, `${target.user.name} ${target.user.surname} reçete ya da kayıt yazmış; silinemez. Kullanıcıyı arşivleyebilirsiniz.`);
        }
        await endAccountAccess(tx, [id], 'deleted');
        await tx.delete(users).where(eq(users.id, id));
        await announceAuthChange(tx, { userId: id });
        await recordAudit(tx, { actorUserId: auth.user.id, action: 'user.delete', entity: 'user', entityId: id, before: { ...target.user, passwordHash: undefined }, after: null });
      });
      return { data: { publicId: request.query.publicId } };
    },
  );
};
