// The producer's register under /api/v1 (contracts register.ts; docs/api.md "Register"): an
// area's applications and harvests with their history, the area's and the producer's register
// with the season counted from what was done, and its PDF and CSV/XLSX.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDocumentRoutes } from './document-routes';
import { registerRecordRoutes } from './record-routes';

export const registerModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRecordRoutes);
  await app.register(registerDocumentRoutes);
};
