// GET prescription/{id}/pdf (our design): the printable A4 prescription made on the
// server (pdfkit, DejaVu Sans embedded for İ ı Ş ş Ğ ğ), with the verification QR of its public
// link when one is live.
import { errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { pdfFileName, pdfOf } from './emails';
import { shownUrl } from './links';
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
      const pdf = await pdfOf(app, prescription, await shownUrl(app, row.id));
      const name = pdfFileName(prescription);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        // A Buffer is sent as it is (Fastify serialises only objects); the schema lists the errors.
        .send(pdf as never);
    },
  );
};
