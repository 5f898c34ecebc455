// Traceability's photos, consumer page and labels under /api/v1 (see
// docs/api.md "Traceability: photos, consumer page and labels").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileStoreFor } from '../../platform/storage';
import { deleteLink } from './delete-link';
import { deletePhotoRoute } from './delete-photo';
import { getLabels } from './get-labels';
import { getLink } from './get-link';
import { getPhoto } from './get-photo';
import { getPublicLot } from './get-public-lot';
import { postLink } from './post-link';
import { postPhoto } from './post-photo';

export const traceabilityPublicModule: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  await app.register(postPhoto(store));
  await app.register(getPhoto(store));
  await app.register(deletePhotoRoute(store));
  await app.register(postLink);
  await app.register(getLink);
  await app.register(deleteLink);
  await app.register(getLabels);
  await app.register(getPublicLot);
};
