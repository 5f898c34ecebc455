// The compliance check's form: what the user typed, the body it makes for
// POST search/mrl/check, and where each message of the contract or of a 400 goes.
import type { MrlOption } from '@portal/contracts';
import { MRL_DEFAULT_MARKET } from './limits-url';

export interface CheckRow {
  /** A stable key for React while rows come and go. */
  key: number;
  substance: MrlOption | null;
  /** What the Turkish numeral field holds: a number once one is typed. */
  mgPerKg: number | string;
}

export interface CheckValues {
  product: MrlOption | null;
  market: string;
  results: CheckRow[];
}

/** At most this many results in one check (the contract's limit). */
export const MAX_CHECK_ROWS = 50;

let nextKey = 1;
export const emptyRow = (): CheckRow => ({ key: nextKey++, substance: null, mgPerKg: '' });
export const initialCheckValues = (): CheckValues => ({ product: null, market: MRL_DEFAULT_MARKET, results: [emptyRow()] });

/** The fields a message may name: the body's top-level names. */
export const checkFieldNames = ['mrlProductId', 'market', 'results'] as const;

export function checkBodyOf(v: CheckValues) {
  return {
    mrlProductId: v.product?.id,
    market: v.market,
    results: v.results.map((r) => ({ mrlActiveSubstanceId: r.substance?.id, mgPerKg: typeof r.mgPerKg === 'number' ? r.mgPerKg : undefined })),
  };
}

/** The element id of a field, so the first message can be focused. */
export const fieldId = (path: string) => `mrl-check-${path.replace(/\./g, '-')}`;
