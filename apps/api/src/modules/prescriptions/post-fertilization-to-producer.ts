// POST prescription/fertilization-template-to-producer (spec §7: prescriptionId, producers):
// one issued plan (kind 5) per producer, or per producer's area when `{ producerId,
// productionAreaId }` is given (the area's size makes the totals). All or none are written.
import { checksFailedSchema, errorEnvelopeSchema, fertilizationSentSchema, fertilizationToProducerInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { sendTemplate } from './fertilization';
import { planChecksNote } from './post-fertilization-template';

export const postFertilizationToProducer: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/fertilization-template-to-producer',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Gübreleme şablonunu üreticilere gönder',
        description: `producers: üretici numaraları ya da { producerId, productionAreaId } (alanın dekarı toplamlara girer). Her alıcıya numaralı bir plan (tür 5) düzenlenir; şablonun o anki satırları kopyalanır. Başka üyenin üreticisi ya da alanı 404, arşivdeki 400. Ürünler bugünkü durumlarıyla yeniden kontrol edilir. ${planChecksNote}`,
        body: fertilizationToProducerInputSchema,
        response: { 201: fertilizationSentSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: checksFailedSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await sendTemplate(app, request, request.body) }),
  );
};
