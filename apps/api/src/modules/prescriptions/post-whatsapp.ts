// POST prescription/{id}/whatsapp (our design): the same text as the SMS and a wa.me share link;
// POST because it may make the public link.
import { errorEnvelopeSchema, farmerPhoneBodySchema, recordParamsSchema, whatsappLink, whatsappShareSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { whatsappShare } from './delivery';

export const postWhatsapp: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/:id/whatsapp',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'WhatsApp ile paylaşım bağlantısı',
        description: 'SMS ile aynı metin (reçete numarası ve paylaşım bağlantısı) ve onu üreticinin numarasına açan https://wa.me bağlantısı. Numara yoksa bağlantı kişi seçimini açar.',
        params: recordParamsSchema,
        body: farmerPhoneBodySchema,
        response: { 200: whatsappShareSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const share = await whatsappShare(app, request, request.params.id, request.body.phone);
      return { data: { ...share, url: whatsappLink(share.text, share.phone) } };
    },
  );
};
