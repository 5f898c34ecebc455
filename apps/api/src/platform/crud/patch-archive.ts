// PATCH <section>/{id}/archive `{ archived }` of a path-addressed section: archive or
// reactivate (spec §3 "Archive/owner kind", §4 "Farmers and areas"). Archive is a state, not a
// delete (DESIGN.md §2); the answer carries the new archiveKind.
import { archiveRequestSchema, errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, writeAccessOf } from './access';
import type { SectionSpec } from './section';
import { archiveRecord } from './writes';

export function patchArchive(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      `/${spec.path}/:id/archive`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: arşivle ya da yeniden etkinleştir`,
          description: '`{ "archived": true }` arşivler, `{ "archived": false }` yeniden etkinleştirir. Kayıt zaten o durumdaysa değişmeden döner.',
          params: recordParamsSchema,
          body: archiveRequestSchema,
          response: { 200: z.object({ data: spec.itemSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => ({ data: await archiveRecord(app.db, spec, request.params.id, request.body.archived, actorOf(spec, request)) }),
    );
  };
}
