// POST register/application: one line of an issued area prescription carried out on its area,
// with the weather of its hour; 201 with the record and its flags.
import { applicationInputSchema, errorEnvelopeSchema, registerApplicationResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { recordApplication } from './applications';
import { writeContextOf } from './context';

export const postApplication: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/application',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Uygulama kaydet',
        description:
          'Reçetenin bir satırı, reçetenin alanında uygulandı. Reçete üyenin olmalı (404), düzenlenmiş, iptal edilmemiş ve silinmemiş bir alan ya da üretici reçetesi olmalı (409 REGISTER_PRESCRIPTION_NOT_APPLICABLE). Alan alanın büyüklüğünü, miktar reçetenin o alan için öngördüğünün 10 katını aşamaz (400). Aynı alanda aynı gün aynı ürün kayıtlıysa (burada ya da TRC partisinin ilaçlama aşaması olarak) 409 REGISTER_DUPLICATE. Uygulama saatinin hava durumu kayda eklenir; alınamazsa nedeni yazılır. Reçetenin izin verdiğinin dışındaki uygulama kaydedilir ve işaretlenir (flags).',
        body: applicationInputSchema,
        response: { 201: registerApplicationResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await recordApplication(writeContextOf(app, request), request.body) }),
  );
};
