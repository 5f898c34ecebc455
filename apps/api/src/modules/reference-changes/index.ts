// Reference changes and notices under /api/v1 (docs/api.md "Reference changes and
// notices"): the feed, the caller's notices, and acknowledging a flagged prescription.
// The changes themselves are recorded by the definition writes (platform/reference-changes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getChanges } from './get-changes';
import { getNotifications } from './get-notifications';
import { patchNotificationsRead } from './patch-notifications-read';
import { postAcknowledgeChanges } from './post-acknowledge-changes';

export const referenceChangesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getChanges);
  await app.register(getNotifications);
  await app.register(patchNotificationsRead);
  await app.register(postAcknowledgeChanges);
};
