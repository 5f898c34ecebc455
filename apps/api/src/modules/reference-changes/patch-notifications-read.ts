// PATCH notification/read `{ publicIds }` or `{ all: true }`: marks the caller's own
// notices read. Another user's notice is never touched; when none of the ids is the caller's,
// 404 as for a missing one.
import { ErrorCode, errorEnvelopeSchema, notificationsReadBodySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { TAG } from './access';
import { markNoticesRead, unreadCountOf } from './queries';

export const patchNotificationsRead: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/notification/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'Bildirimleri okundu işaretle',
        description: '`{ publicIds }` yalnızca kullanıcının kendi bildirimlerini işaretler; hiçbiri kendisinin değilse 404. `{ all: true }` hepsini işaretler.',
        body: notificationsReadBodySchema,
        response: { 200: z.object({ data: z.object({ unreadCount: z.number().int() }) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const body = request.body;
      const found = await markNoticesRead(app.db, userId, 'all' in body ? 'all' : body.publicIds);
      if (!('all' in body) && found === 0) throw new AppError(404, ErrorCode.NotFound, 'Bildirim bulunamadı.');
      return { data: { unreadCount: await unreadCountOf(app.db, userId) } };
    },
  );
};
