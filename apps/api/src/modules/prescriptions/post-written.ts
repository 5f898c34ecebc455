// POST prescription/producer-linked, prescription/area-linked and prescription/fast (spec §7):
// the three ways of writing. Each resolves what it names, runs the checks and issues; 201
// `{ data }`, 422 `{ code: PRESCRIPTION_CHECKS_FAILED, data: { findings, … } }` when the checks
// refuse, 400 on bad input, 404 for an area or producer that is not the member's.
import { areaLinkedInputSchema, checksFailedSchema, errorEnvelopeSchema, fastInputSchema, PrescriptionKind, prescriptionSchema, producerLinkedInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG, writeAccess } from './access';
import { issueNew } from './service';

const responses = {
  201: z.object({ data: prescriptionSchema }),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: checksFailedSchema,
};
const checksNote =
  'Kontroller (uygulama tarihi: düzenlendiği günden önce olamaz, 90 günden ilerisi uyarı; ruhsat geçerliliği, kayıtlı kullanım, doz aralığı: altı ve üstü hata, sezondaki uygulama sayısı, hasat öncesi süre, arı ve yeniden giriş, karışım, MRL, direnç, B-Reçete) sunucuda yeniden çalışır: hata varsa ya da onaylanmamış uyarı kalırsa 422 ve bulgular döner. Onaylanan uyarılar (acknowledgedFindings) reçeteyle saklanır. Numara üye ve yıl başına boşluksuz verilir (RCT-2026-000123).';

export const postProducerLinked: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/producer-linked',
    {
      config: { access: writeAccess },
      schema: { tags: [TAG], summary: 'Üreticinin alanına reçete yaz', description: `Üretici, alan, bitki ve dikim şekli kayıtlardan gelir. ${checksNote}`, body: producerLinkedInputSchema, response: responses },
    },
    async (request, reply) => {
      const { producerId, productionAreaId, ...body } = request.body;
      const data = await issueNew(app, request, { kind: PrescriptionKind.Producer, productionAreaId, producerId }, body);
      return reply.code(201).send({ data });
    },
  );
};

export const postAreaLinked: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/area-linked',
    {
      config: { access: writeAccess },
      schema: { tags: [TAG], summary: 'Üretim alanına reçete yaz', description: `Alanın üreticisi (kurumsal alanda yok), bitkisi ve dikim şekli kayıttan gelir. ${checksNote}`, body: areaLinkedInputSchema, response: responses },
    },
    async (request, reply) => {
      const { productionAreaId, ...body } = request.body;
      const data = await issueNew(app, request, { kind: PrescriptionKind.ProductionArea, productionAreaId, producerId: null }, body);
      return reply.code(201).send({ data });
    },
  );
};

export const postFast: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/fast',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Hızlı reçete yaz',
        description: `Bitki, dikim şekli ve alan türü elle seçilir; dekar yalnızca miktar hesabı içindir. Sonra fast-to-production-area / fast-to-producer ile alanlara bağlanır. ${checksNote}`,
        body: fastInputSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { plantId, plantingType, areaType, decares, ...body } = request.body;
      const data = await issueNew(app, request, { kind: PrescriptionKind.Fast, plantId, plantingType, areaType, decares }, body);
      return reply.code(201).send({ data });
    },
  );
};
