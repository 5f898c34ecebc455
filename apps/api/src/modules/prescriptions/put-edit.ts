// PUT prescription/{id}/edit (spec §7, the same fields as the template): the template's title,
// plant, info and rows replaced. Plans already sent to producers keep their own copy.
import { checksFailedSchema, errorEnvelopeSchema, fertilizationTemplateInputSchema, prescriptionSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { editTemplate } from './fertilization';
import { planChecksNote } from './post-fertilization-template';
import { prescriptionOf, rowOfMember } from './read';

export const putEdit: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/prescription/:id/edit',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Gübreleme şablonunu düzenle',
        description: `Yalnızca gübreleme şablonları (tür 4) düzenlenir; başka bir tür 400 döner. Üreticilere daha önce gönderilen planlar değişmez. ${planChecksNote}`,
        params: recordParamsSchema,
        body: fertilizationTemplateInputSchema,
        response: { 200: z.object({ data: prescriptionSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: checksFailedSchema },
      },
    },
    async (request) => {
      await editTemplate(app, request, request.params.id, request.body);
      return { data: await prescriptionOf(app.db, await rowOfMember(app.db, authOf(request).member.id, request.params.id)) };
    },
  );
};
