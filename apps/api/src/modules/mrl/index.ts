// The MRL data under /api/v1/mrl, exactly as spec §7 "MRL" calls its sections (the data roles'
// definition screens), and the MRL query of every signed-in session under /api/v1/search/mrl
// (docs/api.md "MRL query"): the limits, the pickers and the compliance check, read from the same
// rates.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImportFiles, sectionRoutes } from '../../platform/crud';
import { mrlActiveSubstanceSection } from './active-substance';
import { getMrl } from './get-mrl';
import { getMrlOptions } from './get-mrl-options';
import { mrlPlantSection } from './plant';
import { postMrlCheck } from './post-mrl-check';
import { mrlRateSection } from './rate';

const mrlSections = [sectionRoutes(mrlActiveSubstanceSection), sectionRoutes(mrlPlantSection), sectionRoutes(mrlRateSection)];

/** The sections, registered under the `mrl` prefix. */
export const mrlModule: FastifyPluginAsyncZod = async (app) => {
  acceptImportFiles(app);
  for (const routes of mrlSections) await app.register(routes);
};

/** The query of every session, registered under the API's root (its paths start with `search/mrl`). */
export const mrlQueryModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getMrlOptions);
  await app.register(getMrl);
  await app.register(postMrlCheck);
};
