// POST prescription/check (our design): the editor's live checks. The same body as the write
// calls plus `type`; nothing is written. The issue call runs the same checks again.
import { checkInputSchema, checkResultSchema, errorEnvelopeSchema, PrescriptionKind } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { prepareDraft, type Target } from './draft';
import { checkDraft } from './issue';

export const postCheck: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/check',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçeteyi kontrol et (yazmadan)',
        description: 'Düzenleyicinin canlı kontrolü: bulgular (hata, uyarı, bilgi), engelleyen hatalar, onay bekleyen uyarılar ve reçetenin düzenlenip düzenlenemeyeceği.',
        body: checkInputSchema,
        response: { 200: z.object({ data: checkResultSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const input = request.body;
      let target: Target;
      let body;
      if (input.type === PrescriptionKind.Fast) {
        const { type: _, plantId, plantingType, areaType, decares, ...rest } = input;
        target = { kind: PrescriptionKind.Fast, plantId, plantingType, areaType, decares };
        body = rest;
      } else if (input.type === PrescriptionKind.Producer) {
        const { type: _, producerId, productionAreaId, ...rest } = input;
        target = { kind: PrescriptionKind.Producer, productionAreaId, producerId };
        body = rest;
      } else {
        const { type: _, productionAreaId, ...rest } = input;
        target = { kind: PrescriptionKind.ProductionArea, productionAreaId, producerId: null };
        body = rest;
      }
      const draft = await prepareDraft(app.db, authOf(request), target, body);
      return { data: checkDraft(draft).result };
    },
  );
};
