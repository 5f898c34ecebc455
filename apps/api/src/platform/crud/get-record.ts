// GET <section>/{id} of a path-addressed section: one record; another member's record answers
// 404 like a missing one (DESIGN.md §2).
import { errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Orm } from '../db';
import { readAccessOf, scopeOf } from './access';
import { findItem } from './queries';
import type { Row, SectionSpec } from './section';
import { notFound } from './writes';

/** The record `id` as the request's session may see it; 404 when it is missing or not the member's. */
export async function recordOf(db: Orm, spec: SectionSpec, request: FastifyRequest, id: number): Promise<Row> {
  const item = await findItem(db, spec, id, scopeOf(spec, request));
  if (!item) throw notFound(spec);
  return item;
}

export function getById(spec: SectionSpec): FastifyPluginAsyncZod {
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
      async (request) => ({ data: await recordOf(app.db, spec, request, request.params.id) }),
    );
  };
}
