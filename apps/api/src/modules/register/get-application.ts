// GET register/application/{id}: the record with its flags in its season.
import { errorEnvelopeSchema, registerApplicationResponseSchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { applicationAnswer, applicationOfMember } from './applications';

export const getApplication: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/application/:id',
    {
      config: { access: readAccess },
      schema: { tags: [TAG], summary: 'Uygulama kaydı', params: registerIdParamsSchema, response: { 200: registerApplicationResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const memberId = authOf(request).member.id;
      return { data: await applicationAnswer(app.db, memberId, await applicationOfMember(app.db, memberId, request.params.id)) };
    },
  );
};
