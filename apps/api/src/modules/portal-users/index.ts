// Portal users under /api/v1/portalUser (spec §7 "Portal users" exactly): the
// list, add, status, switchArchive and editField, plus one user, the password mail and delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteUser } from './delete-user';
import { getList } from './get-list';
import { getUser } from './get-user';
import { patchEditField } from './patch-edit-field';
import { patchStatus } from './patch-status';
import { patchSwitchArchive } from './patch-switch-archive';
import { postResetPassword } from './post-reset-password';
import { postUser } from './post-user';

export const portalUsersModule: FastifyPluginAsyncZod = async (app) => {
  for (const route of [getList, getUser, postUser, patchStatus, patchSwitchArchive, patchEditField, postResetPassword, deleteUser]) await app.register(route);
};
