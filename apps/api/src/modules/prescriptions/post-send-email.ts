// POST prescription/send-email-to-producer, -producers and -member (spec §7): the PDF attached,
// the public link inside, through the outbox; the answer lists every e-mail of the prescription.
import { errorEnvelopeSchema, sendToMemberSchema, sendToProducerSchema, sendToProducersSchema, sentEmailsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { memberRecipient, sendPrescription } from './emails';
import { rowOfMember } from './read';

const responses = { 200: sentEmailsSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const description = 'Reçete PDF olarak eklenir, paylaşım bağlantısı e-postanın içindedir (yoksa oluşturulur). Gönderim giden kutusu üzerinden yapılır; durum reçetenin e-postalar listesinde görünür.';

export const postSendToProducer: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/send-email-to-producer',
    { config: { access: writeAccess }, schema: { tags: [TAG], summary: 'Reçeteyi üreticiye e-postayla gönder', description, body: sendToProducerSchema, response: responses } },
    async (request) => ({ data: await sendPrescription(app, request, request.body.prescriptionId, 'producer', [{ email: request.body.producerEmail, fullName: request.body.producerFullName }]) }),
  );
};

export const postSendToProducers: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/send-email-to-producers',
    { config: { access: writeAccess }, schema: { tags: [TAG], summary: 'Reçeteyi üreticilere e-postayla gönder', description, body: sendToProducersSchema, response: responses } },
    async (request) => {
      const { prescriptionId, producerEmails, producerFullNames } = request.body;
      const recipients = producerEmails.map((email, i) => ({ email, fullName: producerFullNames[i] ?? null }));
      return { data: await sendPrescription(app, request, prescriptionId, 'producer', recipients) };
    },
  );
};

export const postSendToMember: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/send-email-to-member',
    {
      config: { access: writeAccess },
      schema: { tags: [TAG], summary: 'Reçeteyi firmaya e-postayla gönder', description: `Üyenin iletişim e-posta adresine. ${description}`, body: sendToMemberSchema, response: responses },
    },
    async (request) => {
      // The record first: another member's prescription is a 404 whatever this member's address.
      await rowOfMember(app.db, authOf(request).member.id, request.body.prescriptionId);
      const recipient = await memberRecipient(app.db, authOf(request).member.id);
      return { data: await sendPrescription(app, request, request.body.prescriptionId, 'member', [recipient], request.body.note) };
    },
  );
};
