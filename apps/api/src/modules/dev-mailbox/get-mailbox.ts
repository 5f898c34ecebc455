// GET /api/v1/dev/mailbox?to=: the latest outbox messages as JSON, for people and e2e tests
// finishing registration, phone login and password reset without a mail server.
import { API_PREFIX, dataEnvelope, textSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxChannels, outboxStatuses } from '../../platform/db';
import { attachmentPath, latestMessages, linksIn } from './queries';

export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string().nullable(),
  /** AppCode of the brand; null: Bestnet's own. */
  app: z.number().int().nullable(),
  status: z.enum(outboxStatuses),
  createdAt: z.string(),
  /** The absolute links of the text, e.g. the verification link. */
  links: z.array(z.string()),
  /** The files sent with the mail; `url` downloads one (GET dev/mailbox/{id}/attachments/{index}). */
  attachments: z.array(z.object({ index: z.number().int(), filename: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() })),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const getMailbox: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['geliştirme'],
        summary: 'Geliştirme posta kutusu',
        description:
          'Yalnızca üretim dışında: gönderilen (ya da yerel modda tutulan) son 100 e-posta ve SMS, en yenisi önce; eklerin adı ve boyutu ile. `to` ile tek alıcıya süzülür.',
        querystring: z.object({ to: textSchema('Alıcı').max(254).optional() }),
        response: { 200: dataEnvelope(z.array(mailboxMessageSchema)) },
      },
    },
    async (request) => {
      const rows = await latestMessages(app.db, request.query.to);
      const data: MailboxMessage[] = rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        text: m.bodyText,
        html: m.bodyHtml,
        template: m.template,
        app: m.app,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        links: linksIn(m.bodyText),
        attachments: m.attachments.map((a, index) => ({ index, ...a, url: attachmentPath(API_PREFIX, m.id, index) })),
      }));
      return { data };
    },
  );
};
