// Structured JSON logs (pino through Fastify) with request ids and secret headers censored: one line
// per request ("request completed", with method, url, status and time) instead of Fastify's
// two; in development, on a terminal, the same lines readable (pino-pretty).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import pino from 'pino';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Headers whose values never reach a log line, whatever a module chooses to log. */
export const SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'cookie', 'set-cookie']);
const CENSORED = '[gizlendi]';

/**
 * The `headers` a line logs, with the secrets' values censored (any letter case); the object
 * logged is not changed. The request line's `req` and `res` carry no headers (Fastify's
 * serializers: method, url, host, address; status), so this is the one place they can appear.
 * A serializer runs only on lines that log `headers`, where pino's path redaction cloned and
 * walked every line: 4.6% of a list request's CPU for a line that never has them.
 */
export function headersWithoutSecrets(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(headers)) {
    if (SECRET_HEADERS.has(name.toLowerCase())) (copy ??= { ...(headers as Record<string, unknown>) })[name] = CENSORED;
  }
  return copy ?? headers;
}

type LogStream = { write(line: string): void };

/** pino-pretty in this process (no worker thread), loaded only where it is used. */
function prettyConsole(): LogStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => LogStream;
  return pretty({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    // "GET /api/v1/health 200 3.1 ms" for the request line; other lines keep their message.
    messageFormat: (log: Record<string, unknown>, messageKey: string) => {
      const { req, res, responseTime } = log as { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };
      const message = String(log[messageKey] ?? '');
      if (!req || !res || typeof responseTime !== 'number') return message;
      return `${req.method} ${req.url} ${res.statusCode} ${responseTime.toFixed(1)} ms${message === 'request completed' ? '' : ` (${message})`}`;
    },
  });
}

let stampedAt = NaN;
let stamp = '';
/** pino's ISO `time`, made once per millisecond: under load several lines share one (a request's line cost 1% of its CPU in it). */
export function isoTimestamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * stdout through a 4 KB buffer: one write once that much has gathered, and at least every 250 ms.
 * Written synchronously: pino's asynchronous write hands every batch to libuv's thread pool, and
 * that hand-off cost `portalUser/me` a sixth of its CPU (a synchronous write per line cost about
 * as much, docs/benchmarks.md). pino's default is a synchronous stdout too: a stalled log reader
 * holds the API up rather than its memory growing. What is buffered is written when the process
 * exits (exit, an uncaught error, the shutdown's exit); a killed process loses ≤ 250 ms of lines.
 */
export const STDOUT_BUFFERING = { dest: 1, sync: true, minLength: 4096, periodicFlush: 250 } as const;

let stdoutDestination: ReturnType<typeof pino.destination> | undefined;
/** One buffered stdout per process, however many apps it builds (the tests build many). */
export function bufferedStdout(): ReturnType<typeof pino.destination> {
  if (!stdoutDestination) {
    const destination = pino.destination(STDOUT_BUFFERING);
    process.once('exit', () => destination.flushSync());
    stdoutDestination = destination;
  }
  return stdoutDestination;
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'> & Partial<Pick<AppConfig, 'nodeEnv'>>,
  stream?: LogStream,
  /** Whether stdout is a terminal: a pipe or a log collector gets JSON even in development. */
  terminal = Boolean(process.stdout.isTTY),
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const readable = config.nodeEnv === 'development' && terminal && config.logLevel !== 'silent';
  const quiet = config.logLevel === 'silent';
  const destination = stream ?? (readable ? prettyConsole() : quiet ? undefined : bufferedStdout());
  return {
    level: config.logLevel,
    serializers: { headers: headersWithoutSecrets },
    timestamp: isoTimestamp,
    ...(destination ? { stream: destination } : {}),
  };
}

/** One line when a request is done ("request completed"/"request errored"), none when it comes in. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Server options of the request log. */
export function requestLogOptions(): Pick<FastifyServerOptions, 'logController'> {
  return { logController: new OneLinePerRequest() };
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
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
