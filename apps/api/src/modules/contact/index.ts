import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postContact } from './post-contact';

export const contactModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(postContact);
};
