// The MRL sections under /api/v1/mrl, exactly as spec §7 "MRL" calls them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImportFiles, sectionRoutes, type SectionSpec } from '../../platform/crud';
import { mrlActiveSubstanceSection } from './active-substance';
import { mrlPlantSection } from './plant';
import { mrlRateSection } from './rate';

export const mrlSections: SectionSpec[] = [mrlActiveSubstanceSection, mrlPlantSection, mrlRateSection] as unknown as SectionSpec[];

export const mrlModule: FastifyPluginAsyncZod = async (app) => {
  acceptImportFiles(app);
  for (const section of mrlSections) await app.register(sectionRoutes(section));
};
