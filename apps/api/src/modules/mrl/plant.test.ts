import { describeSection } from '../../platform/crud/section-suite';
import { createMrlRate } from './fixtures';

// Codes 7000000 + n: never those of the fixtures (8xxxxxx) or the large generated set (9xxxxxx).
describeSection('mrl-urun (spec §3, §7, "MRL product list screen")', {
  url: '/api/v1/mrl/mrl-plant',
  entity: 'mrl-plant',
  valid: (n, _f, text) => ({ name: `${text ?? 'MRL Ürün'} ${n}`, code: String(7_000_000 + n), sub_code: n % 2 ? null : '001' }),
  edit: (input) => ({ ...input, sub_code: '990' }),
  check: 'sub_code',
  invalid: [
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'missing code', body: ({ code: _c, ...rest }) => rest, field: 'code' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: ['Domates'] }), field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ü'.repeat(161) }), field: 'name' },
    { why: 'code not 7 digits', body: (v) => ({ ...v, code: '23101' }), field: 'code' },
    { why: 'code with letters', body: (v) => ({ ...v, code: '023101A' }), field: 'code' },
    { why: 'sub code not 3 digits', body: (v) => ({ ...v, sub_code: '01-A' }), field: 'sub_code' },
    { why: 'sub code of the wrong type', body: (v) => ({ ...v, sub_code: 1 }), field: 'sub_code' },
  ],
  // code + sub_code is the natural key; another name does not make it another product.
  duplicate: { body: (v) => ({ ...v, name: 'Başka Ürün' }), field: 'code' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    await createMrlRate(app, { productId: id });
    return { mentions: '1 MRL oranı' };
  },
});
