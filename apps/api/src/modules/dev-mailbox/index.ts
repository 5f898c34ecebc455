// The dev mailbox: registered by app.ts only when NODE_ENV is not production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMailbox } from './get-mailbox';
import { getMailboxMessageHtml } from './get-mailbox-message-html';
import { getMailboxPage } from './get-mailbox-page';

export const devMailboxModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getMailbox);
  await app.register(getMailboxPage);
  await app.register(getMailboxMessageHtml);
};
