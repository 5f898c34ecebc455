import { ApiError } from '@portal/shared/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fallbackMessage, INVALID_FALLBACK, REQUIRED_FALLBACK, schemaErrors, serverFieldErrors } from './form-errors';

const schema = z.object({
  name: z.string().min(1, { error: 'Ad zorunludur' }),
  kind: z.union([z.literal(1), z.literal(2)]),
  rows: z.array(z.object({ id: z.number() })),
});

describe('schemaErrors (one way to map validation to fields)', () => {
  it("keeps the contract's own Turkish message, keyed by the field path", () => {
    expect(schemaErrors(schema, { name: '', kind: 1, rows: [] })).toEqual({ name: 'Ad zorunludur' });
  });

  it('falls back to one Turkish text: empty is required, anything else invalid', () => {
    expect(fallbackMessage({ input: undefined })).toBe(REQUIRED_FALLBACK);
    expect(fallbackMessage({ input: '' })).toBe(REQUIRED_FALLBACK);
    expect(fallbackMessage({ input: 7 })).toBe(INVALID_FALLBACK);
    expect(schemaErrors(schema, { name: 'a', kind: null, rows: [{ id: 'x' }] })).toEqual({ kind: 'Bu alan gerekli', 'rows.0.id': 'Geçersiz değer' });
  });

  it('answers no errors for a valid request', () => {
    expect(schemaErrors(schema, { name: 'a', kind: 2, rows: [{ id: 1 }] })).toEqual({});
  });
});

describe('serverFieldErrors (spec §8: a 400 names its fields as body.<name>)', () => {
  const error = new ApiError(400, {
    code: 'VALIDATION_ERROR',
    details: [
      { field: 'body.name', message: 'Bu ad kullanılıyor' },
      { field: 'body.name', message: 'ikinci' },
      { field: 'body.rows.0.id', message: 'Satır geçersiz' },
      { field: 'body.other', message: 'Başka alan' },
      { field: 'query.page', message: 'Sayfa geçersiz' },
      { message: 'Genel hata' },
      { field: 'body.x' },
    ],
  });

  it('puts a detail on the field its top name names, the first per field; the rest is listed', () => {
    expect(serverFieldErrors(error, ['name', 'rows'])).toEqual({
      errors: { name: 'Bu ad kullanılıyor', 'rows.0.id': 'Satır geçersiz' },
      rest: ['Başka alan', 'Sayfa geçersiz', 'Genel hata'],
    });
  });

  it('without field names every body field is taken', () => {
    expect(serverFieldErrors(error).errors).toEqual({ name: 'Bu ad kullanılıyor', 'rows.0.id': 'Satır geçersiz', other: 'Başka alan' });
  });

  it('takes nothing from an error that is not an API answer', () => {
    expect(serverFieldErrors(new Error('x'), ['name'])).toEqual({ errors: {}, rest: [] });
  });
});
