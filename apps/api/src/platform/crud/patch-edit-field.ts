// PATCH <section>/editField `{ id, …fields }`: edits a record (spec §7 "PATCH
// mrl/mrl-plant/editField with id, name, code, sub_code"); answers the edited record.
import { errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, writeAccessOf } from './access';
import type { Row, SectionSpec } from './section';
import { updateRecord } from './writes';

export function patchEditField(spec: SectionSpec): FastifyPluginAsyncZod {
  const body = spec.editSchema;
  if (!body) throw new Error(`${spec.entity}: a section addressed by query needs an editSchema`);
  return async (app) => {
    app.patch(
      `/${spec.path}/editField`,
      {
        config: { access: writeAccessOf(spec) },
        schema: {
          tags: [spec.tag],
          summary: `${spec.info.title}: kaydı düzenle`,
          description: 'Önceki ve yeni değerler denetim kaydına yazılır.',
          body,
          response: {
            200: z.object({ data: spec.itemSchema }),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { id, ...input } = request.body as Row & { id: number };
        return { data: await updateRecord(app.db, spec, id, input, actorOf(spec, request)) };
      },
    );
  };
}
