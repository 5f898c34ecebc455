// DELETE <section>?id=N (spec §7 "DELETE mrl/mrl-active-substance with query id"), or DELETE
// <section>/{id} of a path-addressed section: a record still in use is refused with 409
// RECORD_IN_USE naming its users (and the section's advice); deletions are audited.
import { deletedResponseSchema, errorEnvelopeSchema, idQuerySchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, writeAccessOf } from './access';
import type { SectionSpec } from './section';
import { deleteRecord } from './writes';

export function deleteById(spec: SectionSpec): FastifyPluginAsyncZod {
  if (spec.addressing === 'path') return deleteByPath(spec);
  return async (app) => {
    app.delete(
      `/${spec.path}`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: kaydı sil`,
          description: 'Başka bir kaydın kullandığı kayıt silinmez (409 RECORD_IN_USE; mesaj kullananları sayar).',
          querystring: idQuerySchema,
          response: { 200: deletedResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
        },
      },
      async (request) => {
        await deleteRecord(app.db, spec, request.query.id, actorOf(spec, request));
        return { data: { id: request.query.id } };
      },
    );
  };
}

function deleteByPath(spec: SectionSpec): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      `/${spec.path}/:id`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: kaydı sil`,
          description: 'Başka kayıtların kullandığı kayıt silinmez: 409 RECORD_IN_USE, mesaj kullananları sayar ve arşivlemeyi önerir.',
          params: recordParamsSchema,
          response: { 200: deletedResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
        },
      },
      async (request) => {
        await deleteRecord(app.db, spec, request.params.id, actorOf(spec, request));
        return { data: { id: request.params.id } };
      },
    );
  };
}
