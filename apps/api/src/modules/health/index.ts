import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHealth } from './get-health';

export const healthModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getHealth);
};
