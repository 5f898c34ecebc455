// Portal-user routes under /api/v1/portalUser (spec §7 "Portal users"; the profile of spec §2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMe } from './get-me';
import { patchMe } from './patch-me';
import { postChangePassword } from './post-change-password';
import { postContactChange } from './post-contact-change';
import { postContactChangeConfirm } from './post-contact-change-confirm';

export const usersModule: FastifyPluginAsyncZod = async (app) => {
  for (const route of [getMe, patchMe, postContactChange, postContactChangeConfirm, postChangePassword]) {
    await app.register(route);
  }
};
