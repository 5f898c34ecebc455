// GET notification?unread=&limit=: the caller's own notices, newest first, at most
// 50, with how many are unread.
import { errorEnvelopeSchema, notificationsQuerySchema, notificationsResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { TAG } from './access';
import { noticesOf } from './queries';

export const getNotifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'Bildirimlerim',
        description: 'Oturumdaki kullanıcının bildirimleri, yeniden eskiye, en çok `limit` (1–50, varsayılan 50); `unread=true` yalnızca okunmamışlar. `unreadCount` tüm okunmamışların sayısıdır.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { rows, unreadCount } = await noticesOf(app.db, authOf(request).user.id, request.query.unread ?? false, request.query.limit);
      return {
        data: rows.map((n) => ({ publicId: n.publicId, createdAt: n.createdAt.toISOString(), kind: n.kind, title: n.title, body: n.body, link: n.link, read: n.readAt !== null })),
        unreadCount,
      };
    },
  );
};
