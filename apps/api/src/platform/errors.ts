// Every failure leaves as `{ code, message, details? }` with a Turkish message (DESIGN.md §3).
import { ErrorCode, type ErrorEnvelope, type FieldIssue } from '@portal/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pgErrorOf } from './db/pg-error';
import { warnDatabaseUnavailable } from './throttled-log';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const ErrorMessage = {
  validation: 'Gönderilen bilgiler geçersiz.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  emptyJson: 'İstek gövdesi boş olamaz.',
  notFound: 'İstenen adres bulunamadı.',
  payloadTooLarge: 'İstek gövdesi çok büyük.',
  unsupportedMediaType: 'Bu içerik türü desteklenmiyor.',
  unauthorized: 'Bu işlem için oturum açmanız gerekiyor.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  rateLimited: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip yeniden deneyin.',
  badRequest: 'İstek işlenemedi.',
  invalidCharacters: 'Gönderilen metin izin verilmeyen bir karakter (ör. NUL) içeriyor.',
  headersTooLarge: 'İstek adresi ve başlıkları birlikte en fazla 16 KB olabilir. Aramayı ya da süzgeçleri kısaltın.',
  requestTimeout: 'İstek zamanında tamamlanmadı. Lütfen yeniden deneyin.',
  shuttingDown: 'Sunucu yeniden başlatılıyor. Lütfen biraz sonra yeniden deneyin.',
  databaseUnavailable: 'Veritabanına şu an ulaşılamıyor. Lütfen biraz sonra yeniden deneyin.',
  internal: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra yeniden deneyin.',
} as const;

/** Thrown by modules for an expected failure; the handler turns it into the envelope as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** An ErrorCode or a module's own stable code (e.g. AuthErrorCode). */
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly details?: FieldIssue[],
    /** Sent beside code and message when an answer needs more than fields (the checks' findings of a refused prescription). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The body's field errors, thrown together as one 400 with every detail. */
export class FieldErrors {
  readonly issues: FieldIssue[] = [];
  add(field: string, message: string) {
    this.issues.push({ field: `body.${field}`, message });
  }
  throwIfAny() {
    if (this.issues.length) throw new AppError(400, ErrorCode.Validation, this.issues[0]!.message, this.issues);
  }
}

export function envelope(code: ErrorCode | (string & {}), message: string, details?: FieldIssue[]): ErrorEnvelope {
  return details ? { code, message, details } : { code, message };
}

/**
 * Sends the envelope already serialised, so that no route's response schema can turn an
 * error into a serialisation failure.
 */
export function sendError(reply: FastifyReply, status: number, body: ErrorEnvelope & { data?: unknown }) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const contextName: Record<string, string> = { querystring: 'query' };

/** `body` + `/address/0/city` → `body.address.0.city`. */
function fieldOf(context: string | undefined, instancePath: string): string {
  const parts = [contextName[context ?? ''] ?? context ?? 'body', ...instancePath.split('/').filter(Boolean)];
  return parts.join('.');
}

/** Status and envelope of a client error raised by Fastify itself (parsers, limits, plugins). */
function clientError(error: FastifyError, status: number): ErrorEnvelope {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return envelope(ErrorCode.Validation, ErrorMessage.invalidJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return envelope(ErrorCode.Validation, ErrorMessage.emptyJson);
  }
  switch (status) {
    case 401:
      return envelope(ErrorCode.Unauthorized, ErrorMessage.unauthorized);
    case 403:
      return envelope(ErrorCode.Forbidden, ErrorMessage.forbidden);
    case 404:
      return envelope(ErrorCode.NotFound, ErrorMessage.notFound);
    case 413:
      return envelope(ErrorCode.PayloadTooLarge, ErrorMessage.payloadTooLarge);
    case 415:
      return envelope(ErrorCode.UnsupportedMediaType, ErrorMessage.unsupportedMediaType);
    case 429:
      return envelope(ErrorCode.RateLimited, ErrorMessage.rateLimited);
    default:
      return envelope(ErrorCode.Validation, ErrorMessage.badRequest);
  }
}

/**
 * PostgreSQL's refusals of text it cannot store: 22021 character_not_in_repertoire (NUL, a
 * bad byte sequence) and 22P05 untranslatable_character. The shared text schemas refuse
 * control characters first; this catches what reaches the database another way.
 */
const TextRefusedCodes = new Set(['22021', '22P05']);

/** Whether the error, or one it wraps (drizzle wraps the driver's), is such a refusal. */
export function isDatabaseTextRefusal(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && TextRefusedCodes.has(code);
}

/**
 * The database could not be reached or dropped the connection mid-request: a
 * refused or reset socket, SQLSTATE class 08 (connection exception), 57P01–57P03 (the server
 * shut down or terminated the backend), or node-postgres's own "connection terminated" and
 * connect-timeout errors. The pool replaces the connection by itself; the request is answered
 * 503 with Retry-After, not 500, since trying again shortly is the right thing to do.
 */
const UnavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const UnavailableMessage = /connection terminated|timeout exceeded when trying to connect|terminating connection|connection error|client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UnavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UnavailableMessage.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body = envelope(error.code, error.message, error.details);
    return sendError(reply, error.statusCode, error.data === undefined ? body : { ...body, data: error.data });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      field: fieldOf(error.validationContext, issue.instancePath),
      message: issue.message ?? ErrorMessage.validation,
    }));
    return sendError(reply, 400, envelope(ErrorCode.Validation, ErrorMessage.validation, details));
  }
  if (isDatabaseTextRefusal(error)) {
    request.log.info({ code: ErrorCode.Validation, message: error.message }, 'text refused by the database');
    return sendError(reply, 400, envelope(ErrorCode.Validation, ErrorMessage.invalidCharacters));
  }
  if (isDatabaseUnavailable(error)) {
    // Every request fails alike while it is down: one line per interval, with a count.
    warnDatabaseUnavailable(request.log, { err: error });
    reply.header('retry-after', '5');
    return sendError(reply, 503, envelope(ErrorCode.Unavailable, ErrorMessage.databaseUnavailable));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, message: error.message }, 'client error');
    return sendError(reply, status, clientError(error, status));
  }
  // Unexpected: full detail in the log, nothing of it in the answer.
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, envelope(ErrorCode.Internal, ErrorMessage.internal));
}

/**
 * Most bytes of a request's line and headers together (Node's default, set explicitly so
 * docs/api.md can state it); a longer query string is answered 431 by `clientErrorHandler`.
 */
export const MAX_REQUEST_HEAD_BYTES = 16 * 1024;

/**
 * Errors Node's HTTP parser raises before a request exists (a request line and headers over
 * MAX_REQUEST_HEAD_BYTES, a malformed request, a timeout): the answer is written on the
 * socket by hand, but in the same envelope as every other error. Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, envelope(ErrorCode.HeadersTooLarge, ErrorMessage.headersTooLarge)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, envelope(ErrorCode.RequestTimeout, ErrorMessage.requestTimeout)]
        : [400, envelope(ErrorCode.Validation, ErrorMessage.badRequest)];
  this.log.info({ code: error.code, status }, 'client connection error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export const pathNotUtf8Message = 'Adresteki bir değer geçerli UTF-8 değil; metni UTF-8 olarak kodlayıp gönderin.';
export const pathTooLongMessage = 'Adresteki bir değer çok uzun.';

/**
 * Fastify's `frameworkErrors`: the router refuses a path whose escapes do not decode (not
 * UTF-8) or whose parameter is over its length limit before any route or hook runs, and would
 * answer in its own English body; these answer in the envelope like every other refusal.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, envelope(ErrorCode.Validation, pathNotUtf8Message, [{ field: 'params', message: pathNotUtf8Message }]));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, envelope(ErrorCode.Validation, pathTooLongMessage, [{ field: 'params', message: pathTooLongMessage }]));
  return errorHandler(error, request, reply);
}

/** Error and not-found handlers for the whole instance. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, envelope(ErrorCode.NotFound, ErrorMessage.notFound)));
  },
  { name: 'errors' },
);
