// The register as documents: the area's and the producer's PDF and CSV/XLSX (one file per
// endpoint under documents/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAreaExport } from './documents/get-area-export';
import { getAreaPdf } from './documents/get-area-pdf';
import { getProducerExport } from './documents/get-producer-export';
import { getProducerPdf } from './documents/get-producer-pdf';

export const registerDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getAreaPdf);
  await app.register(getProducerPdf);
  await app.register(getAreaExport);
  await app.register(getProducerExport);
};
