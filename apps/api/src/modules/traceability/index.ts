// Traceability under /api/v1: a TRC member's lots and their stages, the PHI compliance of a lot,
// the stages' photos, the lot's consumer link and labels, and the consumer page that link opens
// (public, like a prescription's verify page beside its prescription). Paths are our design,
// listed in docs/api.md "Traceability" and "Traceability: photos, consumer page and labels".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeFileStore, fileStoreFor } from '../../platform/storage';
import { deleteLink } from './delete-link';
import { deletePhotoRoute } from './delete-photo';
import { deleteStageRoute } from './delete-stage';
import { getCompliance } from './get-compliance';
import { getLabels } from './get-labels';
import { getLink } from './get-link';
import { getLot } from './get-lot';
import { getLots } from './get-lots';
import { getPhoto } from './get-photo';
import { getPublicLot } from './get-public-lot';
import { getStages } from './get-stages';
import { patchLotStatus } from './patch-lot-status';
import { postLink } from './post-link';
import { postLot } from './post-lot';
import { postPhoto } from './post-photo';
import { postStage } from './post-stage';
import { postStageCheck } from './post-stage-check';
import { putLot } from './put-lot';

// What the demo seed writes its lot through, so it follows the same rules as the API.
export { createLot } from './lot-write';
export { saveStage } from './stage-write';

export const traceabilityModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getLots);
  await app.register(postLot);
  await app.register(getLot);
  await app.register(putLot);
  await app.register(patchLotStatus);
  await app.register(getStages);
  await app.register(postStage);
  await app.register(postStageCheck);
  await app.register(getCompliance);
  await app.register(deleteStageRoute);
  const store = fileStoreFor(app.config);
  app.addHook('onClose', async () => closeFileStore(app.config));
  await app.register(postPhoto(store));
  await app.register(getPhoto(store));
  await app.register(deletePhotoRoute(store));
  await app.register(postLink);
  await app.register(getLink);
  await app.register(deleteLink);
  await app.register(getLabels);
  await app.register(getPublicLot);
};
