// The register's records: applications and harvests, their corrections, withdrawals, history
// and photos, and the area and producer register (JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeFileStore, fileStoreFor } from '../../platform/storage';
import { deleteApplicationPhotoRoute } from './delete-application-photo';
import { getApplication } from './get-application';
import { getApplicationHistory } from './get-application-history';
import { getApplicationPhoto } from './get-application-photo';
import { getAreaRegister } from './get-area-register';
import { getHarvest } from './get-harvest';
import { getHarvestHistory } from './get-harvest-history';
import { getProducerRegister } from './get-producer-register';
import { patchApplicationWithdraw } from './patch-application-withdraw';
import { patchHarvestWithdraw } from './patch-harvest-withdraw';
import { postApplication } from './post-application';
import { postApplicationCheck } from './post-application-check';
import { postApplicationPhoto } from './post-application-photo';
import { postHarvest } from './post-harvest';
import { putApplication } from './put-application';
import { putHarvest } from './put-harvest';

export const registerRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postApplication);
  await app.register(postApplicationCheck);
  await app.register(getApplication);
  await app.register(putApplication);
  await app.register(patchApplicationWithdraw);
  await app.register(getApplicationHistory);
  // The same store as the stage photos' (one per configuration); closing it twice is harmless.
  const store = fileStoreFor(app.config);
  app.addHook('onClose', async () => closeFileStore(app.config));
  await app.register(postApplicationPhoto(store));
  await app.register(getApplicationPhoto(store));
  await app.register(deleteApplicationPhotoRoute(store));
  await app.register(postHarvest);
  await app.register(getHarvest);
  await app.register(putHarvest);
  await app.register(patchHarvestWithdraw);
  await app.register(getHarvestHistory);
  await app.register(getAreaRegister);
  await app.register(getProducerRegister);
};
