// Definition sections under /api/v1/definition (spec §2 "Definition sections"; the paths are
// our design in the style of spec §7's MRL calls, listed in docs/api.md "Definitions").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImportFiles, sectionRoutes } from '../../platform/crud';
import { catalogueSections } from './sections/catalogue-sections';
import { cropSections } from './sections/crop-sections';
import { licenceSections } from './sections/licence-sections';
import { plantSection } from './sections/plant';

/** Each section's routes. */
export const definitionSections = [sectionRoutes(plantSection), ...catalogueSections, ...cropSections, ...licenceSections];

export const definitionsModule: FastifyPluginAsyncZod = async (app) => {
  acceptImportFiles(app);
  for (const routes of definitionSections) await app.register(routes);
};
