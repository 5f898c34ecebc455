// GET auth/session-token?sessionId= (spec §7, DESIGN.md §4): the cross-host hand-off. The
// one-time id (60 s) opens the session on the host it was issued for, and only there.
import { sessionTokenQuerySchema, sessionTokenResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountBlock } from '../../platform/auth';
import { TokenPurpose, users } from '../../platform/db';
import { AuthError } from '../../platform/account/auth-errors';
import { findAccount, signIn } from './login-flow';
import { consumeToken } from '../../platform/account/one-time-tokens';
import { requestHostLabel } from './request-host';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const getSessionToken: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session-token',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Alan adları arası oturum devri',
        description: 'redirect yanıtındaki sessionId (60 saniye, tek kullanımlık) yalnızca verildiği alan adında oturum açar ve yenileme çerezini yazar.',
        querystring: sessionTokenQuerySchema,
        response: { 200: sessionTokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Used up even when presented on the wrong host: a hand-off is tried once.
      const row = await consumeToken(app.db, TokenPurpose.SessionHandoff, request.query.sessionId);
      const host = requestHostLabel(request);
      const account = row?.userId ? await findAccount(app.db, eq(users.id, row.userId)) : undefined;
      if (!row || !account || !host || row.data['host'] !== host || accountBlock(account.user, account.member, new Date())) {
        throw AuthError.tokenInvalid();
      }
      return { data: await signIn(request, reply, account, host, row.data['keepSession'] === true) };
    },
  );
};
