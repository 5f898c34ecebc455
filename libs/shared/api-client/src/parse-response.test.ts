import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { parseResponse } from './parse-response';

const schema = z.object({ data: z.object({ id: z.number() }) });

describe('parseResponse (spec §8: one way to read an answer)', () => {
  it("answers the schema's output for a body on the contract", () => {
    expect(parseResponse(schema, { data: { id: 7 }, extra: true })).toEqual({ data: { id: 7 } });
  });

  it('throws PARSING_ERROR carrying the body and the zod error for a body off the contract', () => {
    const body = { data: { id: '7' } };
    const error = (() => {
      try {
        parseResponse(schema, body);
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe('PARSING_ERROR');
    expect((error as ApiError).data).toBe(body);
    expect((error as ApiError).cause).toBeInstanceOf(z.ZodError);
    expect((error as ApiError).message).toBe('Sunucudan anlaşılamayan bir yanıt geldi.');
  });
});
