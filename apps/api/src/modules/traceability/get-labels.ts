// GET lot/{id}/labels.pdf?count=N: the label sheet (1–120 labels, 24 by default).
// The labels need the consumer link: a lot without a live one gets one here.
import { errorEnvelopeSchema, labelsQuerySchema, lotIdParamsSchema } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { lotStages, plants, producers, productionAreas } from '../../platform/db';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { labelsPdf } from './labels-pdf';
import { lotLinkOf, lotLinks } from './links';

export const getLabels: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/labels.pdf',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Parti etiketleri (PDF)',
        description: 'A4 etiket sayfası: her etikette tüketici sayfasının QR kodu (GTIN varsa GS1 Digital Link), parti kodu, bitki, çeşit, izinle üreticinin adı ve paketleme tarihi. count 1–120 (varsayılan 24). Canlı bağlantı yoksa oluşturulur.',
        params: lotIdParamsSchema,
        querystring: labelsQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const lot = await lotRowOfMember(app.db, auth.member.id, request.params.id);
      const link = lotLinkOf(app, await lotLinks.ensure(app.config, app.db, lot.id, auth.user.id));
      const [about] = await app.db
        .select({ plant: plants.name, producerKind: producers.kind, producerName: producers.name })
        .from(productionAreas)
        .leftJoin(producers, eq(producers.id, productionAreas.producerId))
        .innerJoin(plants, eq(plants.id, lot.plantId))
        .where(eq(productionAreas.id, lot.productionAreaId));
      const [packing] = await app.db
        .select({ date: lotStages.date })
        .from(lotStages)
        .where(and(eq(lotStages.lotId, lot.id), eq(lotStages.kind, 'packing')))
        .orderBy(desc(lotStages.date))
        .limit(1);
      const pdf = await labelsPdf(
        {
          code: lot.code,
          plant: about?.plant ?? '',
          variety: lot.variety,
          producerFirstName: lot.consumerFirstNameConsent && about?.producerKind === 'person' ? about.producerName : null,
          packingDate: packing?.date ?? null,
          qrUrl: link.qrUrl,
          createdAt: lot.createdAt,
        },
        request.query.count,
      );
      const name = `etiketler-${lot.code}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf as never);
    },
  );
};
