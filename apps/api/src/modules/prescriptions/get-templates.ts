// GET prescription/templates (our design; spec §3 "Instruction template": id, name, type): the
// member's fertilization templates that are not archived, for the plan page's picker.
import { errorEnvelopeSchema, instructionTemplateSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { templatesOfMember } from './fertilization';

export const getTemplates: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/templates',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Talimat şablonları',
        description: 'Üyenin arşivde olmayan gübreleme şablonları (tür 4), son düzenlenen önce.',
        response: { 200: z.object({ data: z.array(instructionTemplateSchema) }), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await templatesOfMember(app.db, authOf(request).member.id) }),
  );
};
