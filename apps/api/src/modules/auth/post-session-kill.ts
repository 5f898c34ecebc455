// POST auth/sessionKill (spec §7, DESIGN.md §4): the duplicate-session ticket ends the
// user's other sessions and completes the login. Those sessions' next call answers 401 '703'.
import { loginResponseSchema, sessionKillRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeUserSessions } from '../../platform/auth';
import { TokenPurpose, users } from '../../platform/db';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { completeLogin, findAccount } from './login-flow';
import { consumeToken } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postSessionKill: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessionKill',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Diğer oturumu sonlandırıp girişi tamamla',
        description: 'duplicate-session yanıtındaki bilet (2 dakika, tek kullanımlık) ile diğer oturumları kapatır; sonuç auth/login ile aynıdır.',
        body: sessionKillRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(request, reply, `login:ip:${request.ip}`, AuthLimits.loginPerIp);
      const row = await consumeToken(app.db, TokenPurpose.DuplicateSession, request.body.ticket);
      const account = row?.userId ? await findAccount(app.db, eq(users.id, row.userId)) : undefined;
      if (!row || !account) throw AuthError.tokenInvalid();
      await revokeUserSessions(app.db, account.user.id, 'killed-by-new-login');
      const keepSession = row.data['keepSession'] === true;
      return { data: await completeLogin(request, reply, account, { keepSession, duplicateChecked: true }) };
    },
  );
};
