import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render';
import { formatTrPhone, PhoneInput, phoneText, toE164 } from './phone-input';
import { PHONE_DEFAULT_REGION, phoneMetadata } from './phone-metadata';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Temizle
      </button>
    </>
  );
}

describe('PhoneInput (spec §3 contact method phone; DESIGN.md §5 libphonenumber-js)', () => {
  it("normalises '0532 123 45 67' to '+905321234567'", () => {
    expect(toE164('0532 123 45 67')).toBe('+905321234567');
    expect(toE164('532 123 4567')).toBe('+905321234567');
    expect(toE164('+90 532 123 45 67')).toBe('+905321234567');
    expect(toE164('  ')).toBe('');
  });

  it('groups the digits while typing, reports E.164, and follows a reset', () => {
    const onValue = vi.fn();
    renderUi(<Harness onValue={onValue} />);
    const field = screen.getByLabelText('Cep telefonu') as HTMLInputElement;
    expect(field.type).toBe('tel');
    expect(field.autocomplete).toBe('tel');
    fireEvent.change(field, { target: { value: '05321234567' } });
    expect(field.value).toBe('0532 123 45 67');
    expect(onValue).toHaveBeenLastCalledWith('+905321234567');
    fireEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(field.value).toBe('');
  });
});

describe('phone rules (spec §3, §5: default region TR, small metadata)', () => {
  it('reads a number without a country code in Türkiye (the spec\'s AU was the original client\'s)', () => {
    expect(PHONE_DEFAULT_REGION).toBe('TR');
    expect(toE164('05321234567')).toBe('+905321234567');
    expect(toE164('(0312) 123 45 67')).toBe('+903121234567');
  });

  it('keeps an international +90 number and passes on what is no number, for the schema to refuse', () => {
    expect(toE164('+90 (312) 123-45-67')).toBe('+903121234567');
    expect(toE164('telefon')).toBe('telefon');
    expect(toE164('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('groups mobiles and landlines as Turkish users write them while typing', () => {
    expect(formatTrPhone('0532123')).toBe('0532 123');
    expect(formatTrPhone('05321234567')).toBe('0532 123 45 67');
    expect(formatTrPhone('03121234567')).toBe('(0312) 123 45 67');
    expect(formatTrPhone('')).toBe('');
  });

  it('shows a stored E.164 number in the national form, and a dash when there is none', () => {
    expect(phoneText('+903121234567')).toBe('(0312) 123 45 67');
    expect(phoneText('+905321234567')).toBe('0532 123 45 67');
    expect(phoneText(null)).toBe('—');
  });

  it('ships only Türkiye\'s entry of the min metadata, not the whole table', () => {
    expect(Object.keys(phoneMetadata.countries)).toEqual(['TR']);
    expect(JSON.stringify(phoneMetadata).length).toBeLessThan(1024);
  });
});
