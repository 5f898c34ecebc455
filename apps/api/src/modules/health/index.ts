import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoutes } from '../../platform/access';
import { getHealth } from './get-health';

/** Public: no session needed. */
export const healthModule: FastifyPluginAsyncZod = publicRoutes(async (app) => {
  await app.register(getHealth);
});
