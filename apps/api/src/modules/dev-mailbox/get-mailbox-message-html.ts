// GET /api/v1/dev/mailbox/:id/html: one e-mail as its recipient would see it.
import { ErrorCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorMessage } from '../../platform/errors';
import { messageById } from './queries';

export const getMailboxMessageHtml: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox/:id/html',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const message = await messageById(app.db, request.params.id);
      if (!message?.bodyHtml) throw new AppError(404, ErrorCode.NotFound, ErrorMessage.notFound);
      return reply.type('text/html; charset=utf-8').send(message.bodyHtml);
    },
  );
};
