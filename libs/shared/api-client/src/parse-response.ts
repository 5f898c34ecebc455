import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Checks an answer against its contract schema; a mismatch is a PARSING_ERROR carrying the body
 * (spec §8). The one way every endpoint file reads an answer.
 */
export function parseResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('PARSING_ERROR', body, { cause: parsed.error });
  return parsed.data;
}
