// Producers and production areas under /api/v1 (spec §2 "Producer and prescription
// routes", §3, §6): the member's own records only. Paths are our design in the style of
// spec §7, listed in docs/api.md "Producers and production areas"; the CRUD route set serves
// both sections (platform/crud, path-addressed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImportFiles, sectionRoutes } from '../../platform/crud';
import { areaSection } from './area-section';
import { getAreaSprayPlan } from './get-area-spray-plan';
import { getAreaWeather } from './get-area-weather';
import { producerSection } from './producer-section';

export const producersModule: FastifyPluginAsyncZod = async (app) => {
  acceptImportFiles(app);
  await app.register(sectionRoutes(producerSection));
  await app.register(sectionRoutes(areaSection));
  await app.register(getAreaWeather);
  await app.register(getAreaSprayPlan);
};

/** The sections' validation and column values, for the demo seed (seed/seed-demo-producers.ts). */
export { areaSection } from './area-section';
export { producerSection } from './producer-section';
