// The dashboard under /api/v1: one read of live figures, scoped by role.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from './get-dashboard';

export const dashboardModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getDashboard);
};
