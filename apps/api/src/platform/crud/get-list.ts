// GET <section>?page&limit&search&sort&order (+ the section's filters): `{ data, count }`;
// GET <section>?id=N: `{ data }` (spec §7 "GET mrl/mrl-plant with page, limit, optional
// search; response has data and count", "GET … with id"). The count is exact but for very
// large lists: see countItems.
import { errorEnvelopeSchema, listEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccessOf, scopeOf } from './access';
import { countItems, findItem, listItems, SELECTIVE_MATCHES, type ListParams } from './queries';
import type { SectionSpec } from './section';
import { notFound } from './writes';

export function getList(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${spec.path}`,
      {
        config: { access: readAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: liste ya da tek kayıt`,
          description: 'Sayfalama, sıralama ve Türkçe arama veritabanında yapılır. `id` verilirse yalnızca o kayıt döner.',
          querystring: spec.listQuerySchema,
          response: {
            200: z.union([listEnvelope(spec.itemSchema), z.object({ data: spec.itemSchema })]),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const query = request.query as ListParams & { id?: number; page: number; limit: number };
        const scope = scopeOf(spec, request);
        if (query.id !== undefined) {
          const item = await findItem(app.db, spec, query.id, scope);
          if (!item) throw notFound(spec);
          return { data: item };
        }
        // Counted first: how many rows match decides how the page is best read (orderOf).
        const counted = await countItems(app.db, spec, query, undefined, scope);
        const selective = counted.countKind === undefined && counted.count <= SELECTIVE_MATCHES;
        const data = await listItems(app.db, spec, query, { limit: query.limit, offset: (query.page - 1) * query.limit }, selective, scope);
        return { data, ...counted };
      },
    );
  };
}
