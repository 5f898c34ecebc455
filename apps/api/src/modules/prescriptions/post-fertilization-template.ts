// POST prescription/fertilization-template (spec §7: plantId, plantingType, fertilizationInfo,
// prescriptionTitle, fertilizationPlans): a fertilization plan written on `gubreleme-yaz`,
// saved as the member's template (kind 4) with a number. 201 `{ data }`; 422 with the findings
// when a check refuses (a passive product; a warning not acknowledged); 400 on bad input.
import { checksFailedSchema, errorEnvelopeSchema, fertilizationTemplateInputSchema, prescriptionSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { createTemplate } from './fertilization';
import { prescriptionOf, rowOfMember } from './read';

export const planChecksNote =
  'Kontroller sunucuda yeniden çalışır: pasif bir ürün hatadır; etiketteki doz aralığının dışındaki doz, karşılaştırılamayan birim ve forma uymayan uygulama şekli onay bekleyen uyarıdır (acknowledgedFindings). Hata ya da onaylanmamış uyarı varsa 422 ve bulgular döner.';

export const postFertilizationTemplate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/fertilization-template',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Gübreleme planı yaz (şablon)',
        description: `Plan, üyenin talimat şablonları arasında (tür 4) numarasıyla kaydedilir; satırlar sırasıyla saklanır. ${planChecksNote}`,
        body: fertilizationTemplateInputSchema,
        response: { 201: z.object({ data: prescriptionSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: checksFailedSchema },
      },
    },
    async (request, reply) => {
      const id = await createTemplate(app, request, request.body);
      const data = await prescriptionOf(app.db, await rowOfMember(app.db, authOf(request).member.id, id));
      return reply.code(201).send({ data });
    },
  );
};
