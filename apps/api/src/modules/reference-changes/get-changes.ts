// GET search/changes?page&limit&kind: licences registered, cancelled and expired,
// MRLs added, changed and expired, newest first. `affectedCount` is the reader's: a member's user
// counts its own member's flagged prescriptions, the provider's staff every one.
import { changesQuerySchema, changesResponseSchema, errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { changeEntriesFor, countingMemberOf } from '../../platform/reference-changes';
import { TAG } from './access';
import { changesPage } from './queries';

export const getChanges: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/changes',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'Referans veri değişiklikleri',
        description:
          'Tanım ekranlarından ya da içe aktarmadan yapılan ruhsat kaydı, iptali ve süre bitimi ile MRL ekleme, değişiklik ve yürürlükten kalkma kayıtları, yeniden eskiye. `affectedCount`: bir üyenin kullanıcısı için yalnızca kendi üyesinin işaretlenen etkin reçeteleri, Bestnet rolleri için hepsi.',
        querystring: changesQuerySchema,
        response: { 200: changesResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { rows, count } = await changesPage(app.db, request.query);
      return { data: await changeEntriesFor(app.db, rows, countingMemberOf(authOf(request))), count };
    },
  );
};
