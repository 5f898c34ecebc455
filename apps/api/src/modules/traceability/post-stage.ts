// POST lot/{id}/stage: records a stage. The same clientId again answers 200 with the stored stage.
import { errorEnvelopeSchema, lotIdParamsSchema, stageInputSchema, stageSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { saveStage } from './stage-write';

export const postStage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lot/:id/stage',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Aşama kaydet',
        description:
          'Aşamalar sırayla: hasat ekim/dikimden, paketleme hasattan önce olamaz (409 TRC_STAGE_ORDER); tarih bugünden (Türkiye) ileri olamaz. İlaçlama bir reçete satırından (prescriptionId + prescriptionLineKey) ya da doğrudan ürünle (licenceId + dose + doseUnitId) girilir. Bir ilaçlamanın bekleme süresi (PHI) dolmadan girilen hasat phiOverrideReason olmadan 409 TRC_PHI_NOT_KEPT ile reddedilir; gerekçeyle kaydedilir ve işaretlenir. Aynı clientId ikinci kez gelirse kayıtlı aşama 200 ile döner.',
        params: lotIdParamsSchema,
        body: stageInputSchema,
        response: { 200: z.object({ data: stageSchema }), 201: z.object({ data: stageSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const lot = await lotRowOfMember(app.db, auth.member.id, request.params.id);
      const { created, stage } = await saveStage(app.db, lot, auth, request.body);
      return reply.code(created ? 201 : 200).send({ data: stage });
    },
  );
};
