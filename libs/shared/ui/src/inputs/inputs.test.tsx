import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render';
import { CardNumberInput } from './card-number-input';
import { ClampedDateInput, ClampedTimeInput } from './date-time-inputs';
import { NumeralInput, type NumeralInputProps } from './numeral-input';

/** Types text into the field the way the browser reports it: the whole new value in one input event. */
function type(label: string, text: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  return input;
}

function Numeral(props: Omit<NumeralInputProps, 'label'>) {
  const [value, setValue] = useState<string | number>('');
  return (
    <>
      <NumeralInput label="Doz" value={value} onChange={setValue} {...props} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('spec §5 numeral input (NumeralInput)', () => {
  it('strips letters', () => {
    renderUi(<Numeral />);
    expect(type('Doz', '12ab3').value).toBe('123');
  });
  it('keeps a leading minus', () => {
    renderUi(<Numeral />);
    expect(type('Doz', '-42').value).toBe('-42');
  });
  it('drops the minus where only positives are allowed', () => {
    renderUi(<Numeral positiveOnly />);
    expect(type('Doz', '-42').value).toBe('42');
  });
  it('keeps 2 decimals and groups thousands with a comma, dot decimal (spec §9)', () => {
    renderUi(<Numeral />);
    expect(type('Doz', '1234567.891').value).toBe('1,234,567.89');
    expect(screen.getByRole('status').textContent).toBe('1234567.89');
  });
  it('Turkish separators take `2,5` as two and a half', () => {
    renderUi(<Numeral separators="tr" />);
    expect(type('Doz', '2,5').value).toBe('2,5');
    expect(screen.getByRole('status').textContent).toBe('2.5');
    expect(type('Doz', '1234,567').value).toBe('1.234,56');
  });
  it('an integer field stops at the decimal mark', () => {
    renderUi(<Numeral decimals={0} />);
    expect(type('Doz', '12.5').value).toBe('12');
  });
});

function Controlled({ kind }: { kind: 'date' | 'time' | 'time12s' | 'card' | 'card-strict' }) {
  const [value, setValue] = useState('');
  if (kind === 'date') return <ClampedDateInput label="Tarih" value={value} onChange={setValue} />;
  if (kind === 'time') return <ClampedTimeInput label="Saat" value={value} onChange={setValue} />;
  if (kind === 'time12s') return <ClampedTimeInput label="Saat" clock={12} seconds value={value} onChange={setValue} />;
  return <CardNumberInput label="Kart numarası" strict={kind === 'card-strict'} value={value} onChange={setValue} />;
}

describe('spec §5 dates are clamped (ClampedDateInput)', () => {
  it('day at most 31, month at most 12', () => {
    renderUi(<Controlled kind="date" />);
    expect(type('Tarih', '3513').value).toBe('31.12');
  });
  it('00 becomes 01', () => {
    renderUi(<Controlled kind="date" />);
    expect(type('Tarih', '0000').value).toBe('01.01');
  });
  it('month lengths and leap years', () => {
    renderUi(<Controlled kind="date" />);
    expect(type('Tarih', '31042025').value).toBe('30.04.2025');
    expect(type('Tarih', '29022023').value).toBe('28.02.2023');
    expect(type('Tarih', '29022024').value).toBe('29.02.2024');
  });
  it('letters and extra digits never appear', () => {
    renderUi(<Controlled kind="date" />);
    expect(type('Tarih', '1a2b0320249').value).toBe('12.03.2024');
  });
});

describe('spec §5 times are clamped (ClampedTimeInput)', () => {
  it('hours at most 23 and minutes at most 59 on the 24-hour clock', () => {
    renderUi(<Controlled kind="time" />);
    expect(type('Saat', '2975').value).toBe('23:07');
    expect(type('Saat', '2359').value).toBe('23:59');
  });
  it('hours at most 12 on the 12-hour clock, with seconds', () => {
    renderUi(<Controlled kind="time12s" />);
    expect(type('Saat', '155959').value).toBe('12:59:59');
    expect(type('Saat', '15597').value).toBe('12:59:07');
  });
});

describe('spec §9 card numbers grouped by brand (CardNumberInput)', () => {
  it('4-4-4-4 in general', () => {
    renderUi(<Controlled kind="card" />);
    expect(type('Kart numarası', '41111111111111119').value).toBe('4111 1111 1111 1111');
  });
  it('4-6-5 for amex and 4-6-4 for diners', () => {
    renderUi(<Controlled kind="card" />);
    expect(type('Kart numarası', '378282246310005').value).toBe('3782 822463 10005');
    expect(type('Kart numarası', '30569309025904').value).toBe('3056 930902 5904');
  });
  it('strict mode takes 19 digits', () => {
    renderUi(<Controlled kind="card-strict" />);
    expect(type('Kart numarası', '41111111111111112223').value).toBe('4111 1111 1111 1111 222');
  });
  it('reports the formatted text to the form', () => {
    const onChange = vi.fn();
    renderUi(<CardNumberInput label="Kart numarası" onChange={onChange} />);
    type('Kart numarası', '4111a1111');
    expect(onChange).toHaveBeenLastCalledWith('4111 1111');
  });
});
