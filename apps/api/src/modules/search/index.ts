// Search under /api/v1: the read-only queries of the search page, its
// detail pages, the plant × pest query and the home panels, open to every signed-in session.
// The definition write routes (`definition/*`, `mrl/*`) stay with the data roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getActiveSubstance } from './get-active-substance';
import { getActiveSubstances } from './get-active-substances';
import { getFilters } from './get-filters';
import { getHarmfulOrg } from './get-harmful-org';
import { getHarmfulOrgs } from './get-harmful-orgs';
import { getHome } from './get-home';
import { getLicense } from './get-license';
import { getLicenses } from './get-licenses';
import { getPlant } from './get-plant';
import { getPlants } from './get-plants';
import { getSuggest } from './get-suggest';
import { getUses } from './get-uses';

export const searchModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getSuggest);
  await app.register(getFilters);
  await app.register(getLicenses);
  await app.register(getPlants);
  await app.register(getHarmfulOrgs);
  await app.register(getActiveSubstances);
  await app.register(getLicense);
  await app.register(getPlant);
  await app.register(getHarmfulOrg);
  await app.register(getActiveSubstance);
  await app.register(getUses);
  await app.register(getHome);
};
