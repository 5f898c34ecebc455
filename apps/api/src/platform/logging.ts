// Structured JSON logs (pino through Fastify) with request ids and secrets redacted.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Paths removed from every log line, whatever a module chooses to log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[gizlendi]' },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    ...(stream ? { stream } : {}),
  };
}

const safeRequestId = /^[\w.:-]{1,128}$/;

/** Keeps a load balancer's request id when it looks sane, so one id follows a request across services. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id so a user's report can be matched with the log. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
