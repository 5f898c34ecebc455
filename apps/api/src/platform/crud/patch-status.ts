// PATCH <section> `{ id }`: flips the status (spec §4 "MRL status", §7 "PATCH … with id
// toggles status"); answers the record with its new status.
import { errorEnvelopeSchema, idBodySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, writeAccessOf } from './access';
import type { Row, SectionSpec } from './section';
import { eraseSection } from './section-routes';
import { toggleRecord } from './writes';

export function patchToggle<Item extends Row, Input extends Row, R extends Row>(
  section: SectionSpec<Item, Input, R>,
  options: { suffix: string; column: 'status' | 'expireStatus'; summary: string } = { suffix: '', column: 'status', summary: 'durumu değiştir' },
): FastifyPluginAsyncZod {
  const spec = eraseSection(section);
  return async (app) => {
    app.patch(
      `/${spec.path}${options.suffix}`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: ${options.summary}`,
          body: idBodySchema,
          response: { 200: z.object({ data: spec.itemSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => ({ data: await toggleRecord(app.db, spec, request.body.id, actorOf(spec, request), options.column) }),
    );
  };
}
