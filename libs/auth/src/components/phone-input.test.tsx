import { renderWithProviders } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput, toE164 } from './phone-input';

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
    renderWithProviders(<Harness onValue={onValue} />);
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
