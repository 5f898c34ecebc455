// POST prescription/fast-to-production-area and prescription/fast-to-producer (spec §7): a
// fast prescription written on each area (of the producers), each checked again there.
import { attachResultSchema, errorEnvelopeSchema, fastToAreaInputSchema, fastToProducerInputSchema, PrescriptionKind } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { areasOfProducers, attachToAreas } from './attach';
import { fastOfMember } from './service';

const responses = { 200: z.object({ data: z.array(attachResultSchema) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const description =
  'Her alan için bağlı bir reçete yeni numarayla düzenlenir; kontroller o alanın bitkisi, geçmişi ve üreticisiyle yeniden çalışır. Kontrollerin engellediği alana reçete yazılmaz: yanıtta o alanın bulguları döner.';

export const postFastToArea: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/fast-to-production-area',
    { config: { access: writeAccess }, schema: { tags: [TAG], summary: 'Hızlı reçeteyi üretim alanlarına uygula', description: `Alan reçetesi (kind 1, varsayılan) ya da kind 0 ile üreticili alanda Üretici reçetesi. ${description}`, body: fastToAreaInputSchema, response: responses } },
    async (request) => {
      const fast = await fastOfMember(app.db, authOf(request).member.id, request.body.prescriptionId);
      return { data: await attachToAreas(app, request, fast, request.body.productionAreaIds, request.body.acknowledgedFindings, request.body.kind) };
    },
  );
};

export const postFastToProducer: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/fast-to-producer',
    {
      config: { access: writeAccess },
      schema: { tags: [TAG], summary: 'Hızlı reçeteyi üreticilere uygula', description: `Üreticilerin etkin alanlarının her birine bir Üretici reçetesi. ${description}`, body: fastToProducerInputSchema, response: responses },
    },
    async (request) => {
      const memberId = authOf(request).member.id;
      const fast = await fastOfMember(app.db, memberId, request.body.prescriptionId);
      const areaIds = await areasOfProducers(app.db, memberId, request.body.producers);
      return { data: await attachToAreas(app, request, fast, areaIds, request.body.acknowledgedFindings, PrescriptionKind.Producer) };
    },
  );
};
