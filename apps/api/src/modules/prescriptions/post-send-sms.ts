// POST prescription/{id}/send-sms (our design): the farmer gets the prescription number and its
// public link by SMS, through the outbox; the delivery is listed beside the e-mails.
import { errorEnvelopeSchema, farmerPhoneBodySchema, recordParamsSchema, sentSmsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { sendSms } from './delivery';

export const postSendSms: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/:id/send-sms',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçeteyi üreticiye SMS ile gönder',
        description:
          'Reçete numarası ve paylaşım bağlantısı (yoksa oluşturulur) kısa bir Türkçe metinle, üreticinin cep telefonuna ya da verilen numaraya gider. Gönderim giden kutusu üzerinden yapılır; durum reçetenin gönderimler listesinde görünür. Yanıt metnin kodlamasını ve kaç SMS tuttuğunu da verir.',
        params: recordParamsSchema,
        body: farmerPhoneBodySchema,
        response: { 200: sentSmsSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await sendSms(app, request, request.params.id, request.body.phone) }),
  );
};
