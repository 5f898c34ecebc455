// GET lot?page&limit&search&status&productionAreaId&plantId: the member's lots, newest first.
import { errorEnvelopeSchema, lotListQuerySchema, lotListSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotsOfMember } from './lot-read';

export const getLots: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Partiler',
        description: 'Üyenin partileri. Arama (search) parti kodu, alan, üretici, bitki, çeşit, sezon ve GTIN içinde Türkçe kurallarıyla yapılır; status open/closed, productionAreaId, plantId süzgeçleri.',
        querystring: lotListQuerySchema,
        response: { 200: lotListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => lotsOfMember(app.db, authOf(request).member.id, request.query),
  );
};
