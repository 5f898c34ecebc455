// POST /api/v1/contact: the public contact form (/iletisim). The route checks the limits and
// hands the valid message to the service (contact-service.ts), which does the work.
import {
  AppCode,
  contactRequestSchema,
  ErrorCode,
  errorEnvelopeSchema,
  HostLabel,
  hostLabelOf,
  messageResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ErrorMessage } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import { receiveContactMessage } from './contact-service';

/** Per client address, and per sender address so the form cannot bomb one mailbox. */
export const CONTACT_LIMITS = {
  ip: { limit: 5, windowSeconds: 10 * 60 },
  email: { limit: 5, windowSeconds: 60 * 60 },
} as const;

export const CONTACT_RECEIVED_MESSAGE = 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.';

/** The brand of the host the form was sent from; null for the landing page. */
function appOfHost(label: string | null): AppCode | null {
  if (label === null) return null;
  if (label === HostLabel.Src) return AppCode.Src;
  if (label === HostLabel.Trc) return AppCode.Trc;
  return AppCode.Rct;
}

export const postContact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['iletişim'],
        summary: 'İletişim formu',
        description: `Mesajı kaydeder, destek ekibine iletir ve gönderene alındı e-postası yollar. IP başına ${CONTACT_LIMITS.ip.limit} istek / ${CONTACT_LIMITS.ip.windowSeconds / 60} dk; aşılırsa 429.`,
        body: contactRequestSchema,
        response: { 200: messageResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      for (const [key, rule] of [
        [`contact:ip:${request.ip}`, CONTACT_LIMITS.ip],
        [`contact:email:${body.email}`, CONTACT_LIMITS.email],
      ] as const) {
        const limited = await consumeRateLimit(app.db, { key, ...rule });
        if (!limited.allowed) {
          reply.header('retry-after', String(limited.retryAfterSeconds));
          throw new AppError(429, ErrorCode.RateLimited, ErrorMessage.rateLimited);
        }
      }
      await receiveContactMessage(app.db, body, {
        app: appOfHost(hostLabelOf(request.host, app.config.baseDomain)),
        ip: request.ip,
        supportEmail: app.config.supportEmail,
      });
      return { data: { message: CONTACT_RECEIVED_MESSAGE } };
    },
  );
};
