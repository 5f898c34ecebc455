// The register as documents: the area's and the producer's PDF and CSV/XLSX.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const registerDocumentRoutes: FastifyPluginAsyncZod = async () => {};
