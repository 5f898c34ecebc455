// POST <section>: a new record; answers 201 `{ data }` (spec §7 "response data is the new item").
import { errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, writeAccessOf } from './access';
import type { Row, SectionSpec } from './section';
import { createRecord } from './writes';

export function postCreate(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `/${spec.path}`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: yeni kayıt`,
          description: spec.descriptions?.create,
          body: spec.inputSchema,
          response: {
            201: z.object({ data: spec.itemSchema }),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const item = await createRecord(app.db, spec, request.body as Row, actorOf(spec, request));
        return reply.code(201).send({ data: item });
      },
    );
  };
}
