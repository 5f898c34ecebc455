// GET portalUser/me (spec §7): the signed-in user, `type` being the role code.
import { errorEnvelopeSchema, meResponseSchema } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, toSessionUser, type AuthContext } from '../../platform/auth';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answer as JSON, made (and checked against the schema) once per looked-up session: the
 * session cache hands every request of a session the same user and member objects until a
 * change or its expiry replaces them, and the answer reads nothing else. Encoding it anew on
 * every call was a tenth of the call's CPU (docs/benchmarks.md).
 */
const answers = new WeakMap<AuthContext['user'], { member: AuthContext['member']; json: string }>();
function answerOf(auth: AuthContext): string {
  const kept = answers.get(auth.user);
  if (kept && kept.member === auth.member) return kept.json;
  const json = JSON.stringify(meResponseSchema.encode({ data: toSessionUser(auth) }));
  answers.set(auth.user, { member: auth.member, json });
  return json;
}

export const getMe: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['kullanıcılar'],
        summary: 'Oturumdaki kullanıcı',
        response: { 200: meResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    // A JSON string with its type goes out as it is (Fastify serialises only objects); the
    // provider's reply type knows only the objects.
    async (request, reply) => (reply as FastifyReply).type(JSON_TYPE).send(answerOf(authOf(request))),
  );
};
