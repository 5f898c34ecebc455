// mrl-oran → mrl/mrl-rates (spec §3 "MRL entities", §4 "MRL status", §7 "MRL", §9): the
// maximum residue limit of a substance in a product, per market and date. The list holds
// ~1M rows in the benchmark: search goes through the parents' trigram-indexed search_text,
// and the plantid/substanceid filters through the rates' own indexes.
import {
  DefinitionSectionInfos,
  mrlProductCodeText,
  mrlRateEditSchema,
  mrlRateInputSchema,
  mrlRateListQuerySchema,
  mrlRateSchema,
  type MrlRate,
  type MrlRateInput,
} from '@portal/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { mrlActiveSubstances, mrlProducts, mrlRates } from '../../platform/db';
import { matchesSearch, referenceSearchText } from '../../platform/db/schema/reference/search-text';
import { isoOf, patchToggle, yesNo, type SectionSpec, type SelectionRow, referenceDataAccess } from '../../platform/crud';
import { recordMrlRateChange } from '../../platform/reference-changes';

/** 0231010, or 0231010-001 for a sub-product: the import's product reference. */
const productCodeText = sql<string>`${mrlProducts.code} || coalesce('-' || ${mrlProducts.subCode}, '')`;

/**
 * `column = any(array(select id from parent where search_text like …))`: the parent's
 * trigram index finds its ids once, and the array lets BitmapOr use the rates' own index on
 * `column` for the branch; a plain IN-subquery inside OR is a per-row filter over every rate
 * (measured on 1M rates: count 160 ms against 600 ms).
 */
function idsMatching(column: AnyPgColumn, parent: typeof mrlProducts | typeof mrlActiveSubstances, term: string): SQL {
  return sql`${column} = any(array(select ${parent.id} from ${parent} where ${matchesSearch(parent.searchText, term)}))`;
}

const selection = {
  id: mrlRates.id,
  rate: mrlRates.rate,
  description: mrlRates.description,
  date: mrlRates.date,
  market: mrlRates.market,
  status: mrlRates.status,
  expireStatus: mrlRates.expireStatus,
  sample: mrlRates.sample,
  updatedAt: mrlRates.updatedAt,
  productId: mrlRates.productId,
  productName: mrlProducts.name,
  productCode: mrlProducts.code,
  productSubCode: mrlProducts.subCode,
  substanceId: mrlRates.activeSubstanceId,
  substanceName: mrlActiveSubstances.name,
};

// Inner joins: every selected column is present.
export const mrlRateSection: SectionSpec<MrlRate, MrlRateInput, SelectionRow<typeof selection>> = {
  info: DefinitionSectionInfos['mrl-oran'],
  access: referenceDataAccess,
  entity: 'mrl-rate',
  path: 'mrl-rates',
  tag: 'MRL: Oran',
  table: mrlRates,
  itemSchema: mrlRateSchema,
  inputSchema: mrlRateInputSchema,
  editSchema: mrlRateEditSchema,
  listQuerySchema: mrlRateListQuerySchema,
  selection,
  joins: (q) =>
    q.innerJoin(mrlProducts, eq(mrlProducts.id, mrlRates.productId)).innerJoin(mrlActiveSubstances, eq(mrlActiveSubstances.id, mrlRates.activeSubstanceId)),
  sortColumns: {
    id: { column: mrlRates.id },
    product: { column: mrlProducts.name, text: true },
    productCode: { column: productCodeText },
    active_substance: { column: mrlActiveSubstances.name, text: true },
    rate: { column: mrlRates.rate },
    description: { column: mrlRates.description, text: true },
    market: { column: mrlRates.market },
    date: { column: mrlRates.date },
    status: { column: mrlRates.status },
    expire_status: { column: mrlRates.expireStatus },
  },
  // The order of entry: a page of a million rates reads a few rows of the primary key, where a
  // product-name order sorts them all (1.7 s on the benchmark machine).
  defaultSort: 'id',
  // Three alternatives, each on an index of its own (the count caps each: queries.ts). Most
  // searches name a product, then a substance: the count reads the rates' own text only when
  // neither reaches the cap.
  searchBranches: (term) => [
    idsMatching(mrlRates.productId, mrlProducts, term),
    idsMatching(mrlRates.activeSubstanceId, mrlActiveSubstances, term),
    matchesSearch(mrlRates.searchText, term),
  ],
  // Inner joins on NOT NULL foreign keys, and the filters and search read the rates' own columns.
  countWithoutJoins: true,
  filters: (q) => [
    q['expire'] === undefined ? undefined : eq(mrlRates.expireStatus, q['expire'] as boolean),
    q['plantid'] === undefined ? undefined : eq(mrlRates.productId, q['plantid'] as number),
    q['substanceid'] === undefined ? undefined : eq(mrlRates.activeSubstanceId, q['substanceid'] as number),
  ],
  toItem: (r) => ({
    id: r.id,
    product: {
      id: r.productId,
      name: r.productName,
      code: r.productCode,
      sub_code: r.productSubCode ?? null,
    },
    active_substance: { id: r.substanceId, name: r.substanceName },
    rate: r.rate,
    description: r.description ?? null,
    date: r.date,
    market: r.market,
    status: r.status,
    expire_status: r.expireStatus,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({
    productId: input.product,
    activeSubstanceId: input.active_substance,
    rate: input.rate,
    description: input.description,
    date: input.date,
    market: input.market,
    searchText: referenceSearchText.mrlRate(input),
  }),
  toInput: (item) => ({
    product: item.product.id,
    active_substance: item.active_substance.id,
    rate: item.rate,
    description: item.description,
    date: item.date,
    market: item.market,
  }),
  naturalKey: (input) =>
    and(
      eq(mrlRates.productId, input.product),
      eq(mrlRates.activeSubstanceId, input.active_substance),
      eq(mrlRates.market, input.market),
      eq(mrlRates.date, input.date),
    )!,
  naturalKeyText: (input) => [input.product, input.active_substance, input.market, input.date].join('|'),
  // Limits added, changed or expired go to the reference-changes feed.
  onWritten: recordMrlRateChange,
  // An item names its product and substance; an import row has only their ids.
  label: ({ product, active_substance, rate, market, date }) =>
    typeof product === 'object' && typeof active_substance === 'object'
      ? `${product.name} (${mrlProductCodeText(product)}) · ${active_substance.name} · ${market} ${date}`
      : `${rate} mg/kg · ${market} ${date}`,
  constraints: {
    mrl_rates_natural_uq: { field: 'active_substance', message: 'Bu ürün ve aktif madde için bu pazarda bu tarihli bir MRL oranı zaten var' },
    mrl_rates_rate_chk: { field: 'rate', message: 'MRL oranı en az 0 olabilir' },
    mrl_rates_market_chk: { field: 'market', message: 'Pazar iki harfli ülke kodu olmalıdır (ör. TR, EU, RU)' },
    mrl_rates_product_fk: { field: 'product', message: 'Seçilen MRL ürünü bulunamadı' },
    mrl_rates_active_substance_fk: { field: 'active_substance', message: 'Seçilen MRL aktif maddesi bulunamadı' },
  },
  usages: [],
  columns: [
    {
      header: 'Ürün Kodu',
      field: 'product',
      kind: 'ref',
      // The code with the sub code after a hyphen (0231010-001): one cell names one product.
      ref: { table: mrlProducts, match: productCodeText, noun: 'MRL ürünü' },
      exportValue: (r) => mrlProductCodeText(r.product),
    },
    { header: 'Ürün Adı', kind: 'text', exportValue: (r) => r.product.name },
    {
      header: 'Aktif Madde',
      field: 'active_substance',
      kind: 'ref',
      ref: { table: mrlActiveSubstances, match: mrlActiveSubstances.name, noun: 'MRL aktif maddesi' },
      exportValue: (r) => r.active_substance.name,
    },
    { header: 'MRL (mg/kg)', field: 'rate', kind: 'number', exportValue: (r) => r.rate },
    { header: 'Pazar', field: 'market', kind: 'text', exportValue: (r) => r.market },
    { header: 'Tarih', field: 'date', kind: 'date', exportValue: (r) => r.date },
    { header: 'Açıklama', field: 'description', kind: 'text', exportValue: (r) => r.description },
    { header: 'Süresi Doldu', kind: 'boolean', exportValue: (r) => yesNo(r.expire_status) },
  ],
  // PATCH mrl/mrl-rates/expire `{ id }` (spec §7): flips expire_status, audited as 'expire'.
  extraRoutes: async (app) => {
    await app.register(patchToggle(mrlRateSection, { suffix: '/expire', column: 'expireStatus', summary: 'süresi doldu durumunu değiştir' }));
  },
};
