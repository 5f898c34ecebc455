// POST producer and POST production-area: a new record of the member (the member comes from
// the access token, never from the body); 201 `{ data }`. Transactional and audited (crud/writes).
import { errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, createRecord, writeAccessOf, type Row, type SectionSpec } from '../../platform/crud';

export function postOne(spec: SectionSpec, description: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/${spec.path}`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: yeni kayıt`,
          description,
          body: spec.inputSchema,
          response: { 201: z.object({ data: spec.itemSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const item = await createRecord(app.db, spec, request.body as Row, actorOf(spec, request));
        return reply.code(201).send({ data: item });
      },
    );
  };
}
