// POST lot: a new lot on one of the member's production areas; its code is the next of the year.
import { errorEnvelopeSchema, lotInputSchema, lotSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotOfMember } from './lot-read';
import { createLot } from './lot-write';

export const postLot: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lot',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Parti oluştur',
        description: 'Parti = üretim alanı × bitki × sezon. Kod TRC-YYYY-NNNNNN, üye ve yıl başına boşluksuz. GTIN verilirse kontrol hanesi denetlenir.',
        body: lotInputSchema,
        response: { 201: z.object({ data: lotSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { member, user } = authOf(request);
      const id = await createLot(app.db, member.id, user.id, request.body);
      return reply.code(201).send({ data: await lotOfMember(app.db, member.id, id) });
    },
  );
};
