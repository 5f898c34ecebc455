import { ApiError } from '@portal/shared/api-client';
import type { z } from 'zod';

/** Checks an answer against its contract schema; a mismatch is a PARSING_ERROR (spec §8). */
export function parseResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('PARSING_ERROR', body, { cause: parsed.error });
  return parsed.data;
}
