// Traceability under /api/v1: a TRC member's lots and their stages,
// and the PHI compliance of a lot. Paths are our design, listed in docs/api.md "Traceability".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteStageRoute } from './delete-stage';
import { getCompliance } from './get-compliance';
import { getLot } from './get-lot';
import { getLots } from './get-lots';
import { getStages } from './get-stages';
import { patchLotStatus } from './patch-lot-status';
import { postLot } from './post-lot';
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
};
