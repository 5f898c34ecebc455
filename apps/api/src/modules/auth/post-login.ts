// POST auth/login (spec §7): e-mail and password, then the login tail. Unknown e-mail and
// wrong password answer alike and take alike long (DESIGN.md §4: no enumeration).
import { loginRequestSchema, loginResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../platform/db';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import { resetRateLimit } from '../../platform/rate-limit';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { completeLogin, findAccount } from './login-flow';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postLogin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'E-posta ve şifre ile giriş',
        description:
          'Sonuç `status` ile döner: authenticated (token + kullanıcı, yenileme çerezi), verification-required, expired, duplicate-session (auth/sessionKill) veya redirect (doğru alan adında auth/session-token).',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, keepSession } = request.body;
      await enforceLimit(request, reply, `login:ip:${request.ip}`, AuthLimits.loginPerIp);
      // Counts every try for this e-mail (known or not); a successful login clears it.
      await enforceLimit(request, reply, `login:fail:${email}`, AuthLimits.loginFailuresPerAccount);
      const account = await findAccount(app.db, eq(users.email, email));
      const valid = account ? await verifyPassword(account.user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!account || !valid) throw AuthError.invalidCredentials();
      await resetRateLimit(app.db, `auth:login:fail:${email}`);
      return { data: await completeLogin(request, reply, account, { keepSession }) };
    },
  );
};
