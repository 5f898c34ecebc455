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
import { eraseSection } from './section-routes';
import { notFound } from './writes';

/**
 * The record `id` as the request's session may see it, typed as the section's item (`toItem`
 * made it); 404 when it is missing or not the member's.
 */
export async function recordOf<Item extends Row, Input extends Row, R extends Row>(db: Orm, section: SectionSpec<Item, Input, R>, request: FastifyRequest, id: number): Promise<Item> {
  const spec = eraseSection(section);
  const item = await findItem(db, spec, id, scopeOf(spec, request));
  if (!item) throw notFound(spec);
  return item as Item;
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
