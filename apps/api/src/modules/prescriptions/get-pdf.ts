// GET prescription/{id}/pdf (our design): the printable A4 prescription made on the
// server (pdfkit, DejaVu Sans embedded for İ ı Ş ş Ğ ğ), with the verification QR of its public
// link when one is live.
import { errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { prescriptionLinks } from '../../platform/db';
import { unseal } from '../../platform/secrets';
import { readAccess, TAG } from './access';
import { pdfFileName, pdfOf } from './emails';
import { linkUrl } from './links';
import { prescriptionOf, rowOfMember } from './read';

export const getPdf: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/:id/pdf',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçete PDF',
        description: 'A4 PDF; canlı paylaşım bağlantısı varsa doğrulama QR kodu ile.',
        params: recordParamsSchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const row = await rowOfMember(app.db, authOf(request).member.id, request.params.id);
      const prescription = await prescriptionOf(app.db, row);
      const [live] = await app.db
        .select({ sealed: prescriptionLinks.tokenSealed })
        .from(prescriptionLinks)
        .where(and(eq(prescriptionLinks.prescriptionId, row.id), isNull(prescriptionLinks.revokedAt)));
      const token = live ? unseal(app.config.authTokenSecret, 'prescription-link', live.sealed) : null;
      const pdf = await pdfOf(app, prescription, token ? linkUrl(app, token) : null);
      const name = pdfFileName(prescription);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        // A Buffer is sent as it is (Fastify serialises only objects); the schema lists the errors.
        .send(pdf as never);
    },
  );
};
