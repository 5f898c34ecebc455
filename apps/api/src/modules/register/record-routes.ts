// The register's records: applications and harvests, their corrections, withdrawals, history
// and photos, and the area and producer register (JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const registerRecordRoutes: FastifyPluginAsyncZod = async () => {};
