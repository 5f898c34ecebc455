// DELETE producer/{id} and DELETE production-area/{id}: a record another refers to (a
// producer's areas now, prescriptions later) is refused by its foreign key and answers 409
// RECORD_IN_USE with a Turkish message that offers archiving instead (crud/writes deleteRecord).
import { deletedResponseSchema, errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, deleteRecord, writeAccessOf, type SectionSpec } from '../../platform/crud';

export function deleteOne(spec: SectionSpec): FastifyPluginAsyncZod {
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
