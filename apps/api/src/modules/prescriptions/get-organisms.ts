// GET prescription/organisms?plantId (our design): the harmful organisms with a registered use
// on the plant, for the editor's multi-select, with how many uses have a licence valid today.
import { errorEnvelopeSchema, organismOptionSchema, organismsQuerySchema } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { harmfulOrganisms, licenceDetails, licences } from '../../platform/db';
import { collateTr } from '../../platform/db';
import { readAccess, TAG } from './access';
import { todayInTurkey } from './get-candidates';

export const getOrganisms: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/organisms',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Bitkide ruhsatlı kullanımı olan zararlı organizmalar',
        querystring: organismsQuerySchema,
        response: { 200: z.object({ data: z.array(organismOptionSchema) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const today = todayInTurkey();
      const validToday = sql`${licences.licenceStatus} = 'valid' and ${licences.licenceDate} <= ${today} and (${licences.expiryDate} is null or ${licences.expiryDate} >= ${today})`;
      const rows = await app.db
        .select({
          id: harmfulOrganisms.id,
          name: harmfulOrganisms.name,
          latinName: harmfulOrganisms.latinName,
          type: harmfulOrganisms.type,
          useCount: sql<number>`count(*) filter (where ${validToday})::int`,
        })
        .from(licenceDetails)
        .innerJoin(harmfulOrganisms, eq(harmfulOrganisms.id, licenceDetails.harmfulOrganismId))
        .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
        .where(and(eq(licenceDetails.plantId, request.query.plantId), eq(licenceDetails.status, true), eq(harmfulOrganisms.status, true)))
        .groupBy(harmfulOrganisms.id)
        .orderBy(collateTr(harmfulOrganisms.name), harmfulOrganisms.id);
      return { data: rows.map((r) => ({ ...r, type: Number(r.type) })) };
    },
  );
};
