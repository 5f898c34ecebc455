// What a register write needs from its request: the database, the log, the weather service and
// the signed-in user and member.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../platform/auth';
import type { WriteContext } from './applications';

export const writeContextOf = (app: FastifyInstance, request: FastifyRequest): WriteContext => ({
  db: app.db,
  log: request.log,
  weather: { baseUrl: app.config.weatherApiUrl, timeoutMs: app.config.weatherTimeoutMs },
  auth: authOf(request),
});
