// Members under /api/v1/member (spec §2 "Member routes", §4 "Membership", §6): the
// provider's staff run the lifecycle; a member's Admin reads only its own membership.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteMember } from './delete-member';
import { getList } from './get-list';
import { getMember } from './get-member';
import { patchMember } from './patch-member';
import { postTransition } from './post-transition';

export const membersModule: FastifyPluginAsyncZod = async (app) => {
  for (const route of [getList, getMember, postTransition, patchMember, deleteMember]) await app.register(route);
};
