// The MRL page's state in the address ("state in the URL"): the tab, and the limits'
// product, substance, market, expired switch, page, size and order, so a query can be shared.
// The feed of changes links here the same way (`/mrl?product=3&substance=5&market=TR`).
import { DefaultPageSize, PageSizes, type SortOrder } from '@portal/contracts';

export const MrlSortKeys = ['product', 'activeSubstance', 'rate', 'date'] as const;
export type MrlSortKey = (typeof MrlSortKeys)[number];

/** Limits are read for Türkiye unless another market is named. */
export const MRL_DEFAULT_MARKET = 'TR';
export const MARKET_PATTERN = /^[A-Z]{2}$/;

export type MrlTab = 'limits' | 'check';
/** The compliance check's tab in the address: `?tab=uyum`. */
export const CHECK_TAB_PARAM = 'uyum';

export interface LimitsView {
  product: number | null;
  substance: number | null;
  market: string;
  includeExpired: boolean;
  page: number;
  limit: number;
  sort: MrlSortKey;
  order: SortOrder;
}

export const initialLimitsView: LimitsView = { product: null, substance: null, market: MRL_DEFAULT_MARKET, includeExpired: false, page: 1, limit: DefaultPageSize, sort: 'product', order: 'asc' };

const recordId = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export const tabOf = (params: URLSearchParams): MrlTab => (params.get('tab') === CHECK_TAB_PARAM ? 'check' : 'limits');

/** The view the address names; values that cannot be right are left at their start. */
export function limitsViewFromParams(params: URLSearchParams): LimitsView {
  const view = { ...initialLimitsView };
  view.product = recordId(params.get('product'));
  view.substance = recordId(params.get('substance'));
  const market = (params.get('market') ?? '').toUpperCase();
  if (MARKET_PATTERN.test(market)) view.market = market;
  view.includeExpired = params.get('expired') === '1';
  const page = Number(params.get('page'));
  if (Number.isSafeInteger(page) && page >= 1 && page <= 100_000) view.page = page;
  const limit = Number(params.get('limit'));
  if ((PageSizes as readonly number[]).includes(limit)) view.limit = limit;
  const sort = MrlSortKeys.find((k) => k === params.get('sort'));
  if (sort) view.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') view.order = order;
  return view;
}

/** The view as address parameters: only what differs from the start. */
export function paramsOfLimitsView(view: LimitsView): Record<string, string> {
  const out: Record<string, string> = {};
  if (view.product) out['product'] = String(view.product);
  if (view.substance) out['substance'] = String(view.substance);
  if (view.market !== MRL_DEFAULT_MARKET) out['market'] = view.market;
  if (view.includeExpired) out['expired'] = '1';
  if (view.page !== 1) out['page'] = String(view.page);
  if (view.limit !== initialLimitsView.limit) out['limit'] = String(view.limit);
  if (view.sort !== initialLimitsView.sort || view.order !== initialLimitsView.order) {
    out['sort'] = view.sort;
    out['order'] = view.order;
  }
  return out;
}

/** The view as GET search/mrl's query. */
export function apiParamsOf(view: LimitsView): Record<string, string> {
  const out: Record<string, string> = { page: String(view.page), limit: String(view.limit), market: view.market, sort: view.sort, order: view.order };
  if (view.product) out['mrlProductId'] = String(view.product);
  if (view.substance) out['mrlActiveSubstanceId'] = String(view.substance);
  if (view.includeExpired) out['includeExpired'] = 'true';
  return out;
}
