import { describeSection } from '../../platform/crud/section-suite';
import { createMrlRate } from './fixtures';

describeSection('mrl-aktif-madde (spec §3, §7)', {
  url: '/api/v1/mrl/mrl-active-substance',
  entity: 'mrl-active-substance',
  valid: (n, _f, text) => ({ name: `${text ?? 'MRL Aktif Madde'} ${n}` }),
  edit: (input) => ({ name: `${String(input['name'])} (Cu olarak)` }),
  check: 'name',
  invalid: [
    { why: 'missing name', body: () => ({}), field: 'name' },
    { why: 'blank name', body: () => ({ name: '  ' }), field: 'name' },
    { why: 'name of the wrong type', body: () => ({ name: 42 }), field: 'name' },
    { why: 'overlong name', body: () => ({ name: 'ğ'.repeat(161) }), field: 'name' },
  ],
  duplicate: { body: (v) => ({ name: ` ${String(v['name'])} ` }), field: 'name' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    await createMrlRate(app, { activeSubstanceId: id });
    return { mentions: '1 MRL oranı' };
  },
});
