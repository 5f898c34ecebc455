import { describeSection } from '../../platform/crud/section-suite';
import type { TestApp } from '../../test-support';
import { createMrlProduct, createMrlSubstance } from './fixtures';

const url = '/api/v1/mrl/mrl-rates';

/**
 * The shared suite asserts the page size of 10 that every other list defaults to; this list
 * defaults to 1 (spec §9), which spec-calls.test.ts asserts. So the suite's own list calls
 * that give no `limit` ask for 10 here.
 */
function askForTenByDefault(app: TestApp) {
  const inject = app.inject.bind(app) as (opts: unknown) => unknown;
  (app as { inject: unknown }).inject = (opts: unknown) => {
    const o = opts as { method?: string; url?: string };
    if (o && o.method === 'GET' && o.url?.startsWith(`${url}?`) && !/[?&](limit|id)=/.test(o.url)) return inject({ ...o, url: `${o.url}&limit=10` });
    return inject(opts);
  };
}

const dateOf = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

describeSection('mrl-oran (spec §3, §4, §7)', {
  url,
  entity: 'mrl-rate',
  setup: async (app) => {
    askForTenByDefault(app);
    const [product, substance] = await Promise.all([createMrlProduct(app, { name: 'Domates' }), createMrlSubstance(app, { name: 'Abamectin' })]);
    return { product: product.id, substance: substance.id };
  },
  // A new date per n keeps product × substance × market × date unique.
  valid: (n, f, text) => ({ product: f.product, active_substance: f.substance, rate: n / 100, description: `${text ?? 'Örnek değer'} ${n}`, date: dateOf(n), market: 'TR' }),
  edit: (input) => ({ ...input, rate: 0.0125 }),
  check: 'rate',
  invalid: [
    { why: 'missing product', body: ({ product: _p, ...rest }) => rest, field: 'product' },
    { why: 'product id of the wrong type', body: (v) => ({ ...v, product: 'Domates' }), field: 'product' },
    { why: 'a product that does not exist', body: (v) => ({ ...v, product: 987_654_321 }), field: 'product' },
    { why: 'missing substance', body: ({ active_substance: _s, ...rest }) => rest, field: 'active_substance' },
    { why: 'rate of the wrong type', body: (v) => ({ ...v, rate: '0,5' }), field: 'rate' },
    { why: 'negative rate', body: (v) => ({ ...v, rate: -0.01 }), field: 'rate' },
    { why: 'rate finer than the column keeps', body: (v) => ({ ...v, rate: 0.00001 }), field: 'rate' },
    { why: 'overlong description', body: (v) => ({ ...v, description: 'ç'.repeat(501) }), field: 'description' },
    { why: 'date not in the calendar', body: (v) => ({ ...v, date: '2024-02-30' }), field: 'date' },
    { why: 'date in another format', body: (v) => ({ ...v, date: '30.01.2024' }), field: 'date' },
    { why: 'market not a two-letter code', body: (v) => ({ ...v, market: 'TUR' }), field: 'market' },
  ],
  duplicate: { body: (v) => ({ ...v, rate: 9, description: 'Başka' }), field: 'active_substance' },
  sort: { key: 'description', field: 'description' },
});
