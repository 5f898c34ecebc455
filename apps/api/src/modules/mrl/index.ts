// The MRL sections under /api/v1/mrl, exactly as spec §7 "MRL" calls them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImportFiles, sectionRoutes } from '../../platform/crud';
import { mrlActiveSubstanceSection } from './active-substance';
import { mrlPlantSection } from './plant';
import { mrlRateSection } from './rate';

/** The rates' list machinery, which the MRL query of every session (modules/residue-limits) reads too. */
export { mrlRateSection };

export const mrlSections = [sectionRoutes(mrlActiveSubstanceSection), sectionRoutes(mrlPlantSection), sectionRoutes(mrlRateSection)];

export const mrlModule: FastifyPluginAsyncZod = async (app) => {
  acceptImportFiles(app);
  for (const routes of mrlSections) await app.register(routes);
};
