// The dev mailbox: registered by app.ts only when NODE_ENV is not production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoutes } from '../../platform/access';
import { getMailbox } from './get-mailbox';
import { getMailboxAttachment } from './get-mailbox-attachment';
import { getMailboxMessageHtml } from './get-mailbox-message-html';
import { getMailboxPage } from './get-mailbox-page';

/** Public: no session needed. */
export const devMailboxModule: FastifyPluginAsyncZod = publicRoutes(async (app) => {
  await app.register(getMailbox);
  await app.register(getMailboxPage);
  await app.register(getMailboxMessageHtml);
  await app.register(getMailboxAttachment);
});
