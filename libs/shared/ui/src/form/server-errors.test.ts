import type { FormErrors } from '@mantine/form';
import { ApiError } from '@portal/shared/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { showServerErrors } from './server-errors';

/** A form of two inputs in page order, recording what it is given. */
function formOf() {
  document.body.innerHTML = '<input id="name" /><input id="phone" />';
  let given: FormErrors = {};
  return {
    setErrors: (errors: FormErrors) => (given = errors),
    getInputNode: (path: string) => document.getElementById(path),
    given: () => given,
  };
}

const refusal = new ApiError(400, {
  code: 'VALIDATION_ERROR',
  message: 'Girdiğiniz bilgileri kontrol edin.',
  details: [
    { field: 'body.phone', message: 'Telefon numarası geçersiz' },
    { field: 'body.name', message: 'Ad zorunludur' },
    { field: 'body.producerId', message: 'Üretici bulunamadı' },
  ],
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showServerErrors (spec §8: a refused save shows each detail under its field)', () => {
  it('puts the named fields on the form, the others in the banner, and focuses the first field in page order', () => {
    const form = formOf();
    const banner = showServerErrors(form, refusal, ['name', 'phone']);
    expect(form.given()).toEqual({ name: 'Ad zorunludur', phone: 'Telefon numarası geçersiz' });
    expect(banner).toEqual({ message: 'Girdiğiniz bilgileri kontrol edin.', rest: ['Üretici bulunamadı'] });
    expect(document.activeElement?.id).toBe('name');
  });

  it('lets the caller move a detail to the field that shows it before the form sees them', () => {
    const form = formOf();
    const banner = showServerErrors(form, refusal, ['name', 'phone', 'producerId'], (errors, rest) => {
      rest.push(String(errors['producerId']));
      delete errors['producerId'];
    });
    expect(form.given()).toEqual({ name: 'Ad zorunludur', phone: 'Telefon numarası geçersiz' });
    expect(banner.rest).toEqual(['Üretici bulunamadı']);
  });

  it('shows a failure without details (the network, a 500) in the banner only', () => {
    const form = formOf();
    const banner = showServerErrors(form, new TypeError('Failed to fetch'), ['name']);
    expect(form.given()).toEqual({});
    expect(banner.rest).toEqual([]);
    expect(banner.message.length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(document.body);
  });
});
