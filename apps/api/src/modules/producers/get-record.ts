// GET producer/{id} and GET production-area/{id}: one record of the member; another member's
// record answers 404 like a missing one (DESIGN.md §2).
import { errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccessOf, type SectionSpec } from '../../platform/crud';
import { getRecord } from './records';

export function getOne(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${spec.path}/:id`,
      {
        config: { access: readAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: tek kayıt`,
          params: recordParamsSchema,
          response: { 200: z.object({ data: spec.itemSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => ({ data: await getRecord(app.db, spec, request, request.params.id) }),
    );
  };
}
