// GET producer?… and GET production-area?…: the member's list, `{ data, count }`, with the
// farmer filters of spec §3, Turkish search, sort and paging in SQL (DESIGN.md §2).
import { errorEnvelopeSchema, listEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAccessOf, type SectionSpec } from '../../platform/crud';
import { listRecords } from './records';

export function getList(spec: SectionSpec, description: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${spec.path}`,
      {
        config: { access: readAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: liste`,
          description,
          querystring: spec.listQuerySchema,
          response: { 200: listEnvelope(spec.itemSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request) => listRecords(app.db, spec, request, request.query as Record<string, unknown>),
    );
  };
}
