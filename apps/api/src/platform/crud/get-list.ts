// GET <section>?page&limit&search&sort&order (+ the section's filters): `{ data, count }`;
// GET <section>?id=N: `{ data }` (spec §7 "GET mrl/mrl-plant with page, limit, optional
// search; response has data and count", "GET … with id"). A path-addressed section's list
// has no `?id` (GET <section>/{id}, get-record.ts). The count is exact but for very large
// lists: see countItems.
import { errorEnvelopeSchema, listEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../access';
import { readAccessOf, scopeOf } from './access';
import { findItem, listPage, listParamsOf } from './queries';
import type { SectionSpec } from './section';
import { notFound } from './writes';

export function getList(spec: SectionSpec): FastifyPluginAsyncZod {
  if (spec.addressing === 'path') {
    return listRoute(spec, {
      path: `/${spec.path}`,
      access: readAccessOf(spec),
      summary: `${spec.info.title}: liste`,
      description: spec.descriptions?.list ?? 'Sayfalama, sıralama ve Türkçe arama veritabanında yapılır.',
      byId: false,
    });
  }
  return listRoute(spec, {
    path: `/${spec.path}`,
    access: readAccessOf(spec),
    summary: `${spec.info.title}: liste ya da tek kayıt`,
    description: 'Sayfalama, sıralama ve Türkçe arama veritabanında yapılır. `id` verilirse yalnızca o kayıt döner.',
    byId: true,
  });
}

/**
 * GET <section>/query: the same list for every signed-in session, read-only: the
 * forms and search pages of field roles, SRC and TRC users read reference data through it,
 * while the section's own list and every write stay with the roles of its area.
 */
export function getQueryList(spec: SectionSpec): FastifyPluginAsyncZod {
  return listRoute(spec, {
    path: `/${spec.path}/query`,
    access: 'authenticated',
    summary: `${spec.info.title}: sorgu (her oturum, salt okunur)`,
    description: 'Bölüm listesinin aynısı, oturum açmış her kullanıcıya açık ve salt okunur. `status=true` yalnızca aktif kayıtları verir.',
    byId: true,
  });
}

function listRoute(spec: SectionSpec, route: { path: string; access: RouteAccess; summary: string; description: string; byId: boolean }): FastifyPluginAsyncZod {
  const listItemSchema = spec.listView?.itemSchema ?? spec.itemSchema;
  return async (app) => {
    app.get(
      route.path,
      {
        config: { access: route.access },
        schema: {
          tags: [spec.tag],
          summary: route.summary,
          description: route.description,
          querystring: spec.listQuerySchema,
          response: route.byId
            ? {
                200: z.union([listEnvelope(listItemSchema), z.object({ data: spec.itemSchema })]),
                400: errorEnvelopeSchema,
                401: errorEnvelopeSchema,
                403: errorEnvelopeSchema,
                404: errorEnvelopeSchema,
              }
            : { 200: listEnvelope(listItemSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const query = request.query as { id?: number; page: number; limit: number } & Record<string, unknown>;
        const scope = scopeOf(spec, request);
        if (route.byId && query.id !== undefined) {
          const item = await findItem(app.db, spec, query.id, scope);
          if (!item) throw notFound(spec);
          return { data: item };
        }
        return listPage(app.db, spec, listParamsOf(query), query, scope);
      },
    );
  };
}
