// GET /api/v1/dev/mailbox/:id/attachments/:index: one file sent with a mail (a prescription's
// PDF), downloaded as the recipient would save it.
import { ErrorCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorMessage } from '../../platform/errors';
import { attachmentOf } from './queries';

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / 5987). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export const getMailboxAttachment: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0).max(1000) }),
      },
    },
    async (request, reply) => {
      const file = await attachmentOf(app.db, request.params.id, request.params.index);
      if (!file) throw new AppError(404, ErrorCode.NotFound, ErrorMessage.notFound);
      // Always a download: an attached HTML file must not run on the API's origin.
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content, 'base64'));
    },
  );
};
