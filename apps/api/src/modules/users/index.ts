// Portal-user routes under /api/v1/portalUser (spec §7 "Portal users").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMe } from './get-me';

export const usersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getMe);
};
