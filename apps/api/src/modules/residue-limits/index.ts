// The MRL query of every signed-in session under /api/v1/search/mrl (docs/api.md
// "MRL query"): the limits, the pickers and the compliance check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMrl } from './get-mrl';
import { getMrlOptions } from './get-mrl-options';
import { postMrlCheck } from './post-mrl-check';

export const residueLimitsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getMrlOptions);
  await app.register(getMrl);
  await app.register(postMrlCheck);
};
