import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoutes } from '../../platform/access';
import { postContact } from './post-contact';

/** Public: no session needed. */
export const contactModule: FastifyPluginAsyncZod = publicRoutes(async (app) => {
  await app.register(postContact);
});
