import { describeSection } from '../../../platform/crud/section-suite';
import { createLicenceDetailUsing } from './test-fixtures';

describeSection('bitki-tanimi (spec §2)', {
  url: '/api/v1/definition/plant',
  entity: 'plant',
  valid: (n, _f, text) => ({ name: `${text ?? 'Bitki'} ${n}`, latinName: `Planta ${n}`, euCode: String(230000 + n).padStart(7, '0') }),
  edit: (input) => ({ ...input, latinName: `${String(input['latinName'])} var. nova` }),
  check: 'latinName',
  invalid: [
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'blank name', body: (v) => ({ ...v, name: '   ' }), field: 'name' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: 42 }), field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ş'.repeat(121) }), field: 'name' },
    { why: 'EU code not 7 digits', body: (v) => ({ ...v, euCode: '12AB' }), field: 'euCode' },
  ],
  duplicate: { body: (v) => ({ ...v, latinName: 'Başka' }), field: 'name' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    await createLicenceDetailUsing(app, { plantId: id });
    return { mentions: 'ruhsat detayı' };
  },
});
