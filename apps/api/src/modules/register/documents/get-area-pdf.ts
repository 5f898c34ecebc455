// GET register/area/{id}/pdf?season: the area's register for a season as an A4 PDF an inspector
// reads (register-pdf). Another member's area answers 404 like a missing one.
import { errorEnvelopeSchema, registerIdParamsSchema, registerQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth';
import { readAccess, TAG } from '../access';
import { loadAreaRegister } from '../read';
import { registerFileName } from './entry-text';
import { renderAreaRegisterPdf } from './register-pdf';
import { REGISTER_BRAND, seasonOf, sendFile } from './send';

export const getAreaPdf: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/area/:id/pdf',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Alanın kayıt defteri (PDF)',
        description: 'Üretim alanının sezonluk kayıt defteri, A4 PDF: reçeteler, uygulamalar ve hasatlar tarih sırasıyla, geri çekilenler gerekçesiyle, sezon sayımları (kayıtlı / planlanan) ve bulgular. Sezon verilmezse bu yıl.',
        params: registerIdParamsSchema,
        querystring: registerQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const register = await loadAreaRegister(app.db, auth.member.id, request.params.id, seasonOf(request.query));
      const pdf = await renderAreaRegisterPdf(register, { memberName: auth.member.name, brandName: REGISTER_BRAND, madeAt: new Date() });
      return sendFile(reply, pdf, 'application/pdf', registerFileName(register.area.name, register.season, 'pdf'));
    },
  );
};
