// The API envelope and the schemas shared by every endpoint (DESIGN.md §3).
import { z } from 'zod';
import { textSchema } from './text';

export const API_PREFIX = '/api/v1';

/** Stable error codes the UI maps to Turkish text. '703' means "reload the page" (spec §7, §8). */
export const ErrorCode = {
  Validation: 'VALIDATION_ERROR',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The request line and headers together are over the limit (docs/api.md). */
  HeadersTooLarge: 'REQUEST_HEADERS_TOO_LARGE',
  RequestTimeout: 'REQUEST_TIMEOUT',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  /** The instance is shutting down, or its database cannot be reached (503 with Retry-After). */
  Unavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_ERROR',
  Reload: '703',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const fieldIssueSchema = z.object({
  /** Where the problem is: `body.email`, `query.page`… */
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Success envelope `{ data, count? }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
/**
 * How exact a list's count is: absent when exact; 'estimate' for an unfiltered list of a very
 * large table (the planner's row estimate); 'atLeast' when a filtered list was counted only up
 * to a cap (the count is the cap and there are more).
 */
export const CountKinds = ['estimate', 'atLeast'] as const;
export type CountKind = (typeof CountKinds)[number];

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int().nonnegative(), countKind: z.enum(CountKinds).optional() });
}

/** Page sizes of spec §9; default 10. */
export const PageSizes = [10, 25, 50, 100] as const;
export const DefaultPageSize = 10;

/** The `search` of a list: trimmed, at most 100 characters, no control characters; empty means none. */
export const searchQuerySchema = textSchema('Arama')
  .trim()
  .max(100, { error: 'Arama en fazla 100 karakter olabilir' })
  .optional()
  .transform((s) => (s ? s : undefined));

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PageSizes as readonly number[]).includes(n), { message: 'Sayfa boyutu 10, 25, 50 veya 100 olmalı' })
    .default(DefaultPageSize),
  search: searchQuerySchema,
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    driver: z.enum(['postgres', 'pglite']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nonnegative().optional(),
  }),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
