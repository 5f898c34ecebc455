// GET prescription?page&limit&search&type&status&productionAreaId&producerId (spec §7): the
// member's prescriptions, newest first; status 0 lists the archived ones.
import { errorEnvelopeSchema, listEnvelope, prescriptionListItemSchema, prescriptionListQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { listOfMember } from './read';

export const getList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçeteler',
        description: 'Arama (search) numara, üretici adı, TC/VKN, alan, bitki ve ürün adlarında Türkçe kurallarıyla yapılır; type reçete türü, status 0 arşiv / 1 etkin, state issued / cancelled; sayfalama ve sıralama veritabanında.',
        querystring: prescriptionListQuerySchema,
        response: { 200: listEnvelope(prescriptionListItemSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => listOfMember(app.db, authOf(request).member.id, request.query),
  );
};
