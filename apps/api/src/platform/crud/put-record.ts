// PUT <section>/{id} of a path-addressed section: the whole record again; before and after go
// to the audit log. Another member's record answers 404 and is not touched.
import { errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, writeAccessOf } from './access';
import type { Row, SectionSpec } from './section';
import { updateRecord } from './writes';

export function putById(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      `/${spec.path}/:id`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: kaydı güncelle`,
          description: spec.descriptions?.update ?? 'Kaydın tüm alanları yeniden gönderilir.',
          params: recordParamsSchema,
          body: spec.inputSchema,
          response: { 200: z.object({ data: spec.itemSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => ({ data: await updateRecord(app.db, spec, request.params.id, request.body as Row, actorOf(spec, request)) }),
    );
  };
}
