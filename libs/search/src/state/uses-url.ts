// The plant × pest query's state lives in the address, so a query and a
// comparison can be shared: `bitki`, `zararli`, the filters (`phi`, `ari`, `haric`, `dusukRisk`,
// `gecersiz`) and the compared uses (`karsilastir=12,15`). Values that cannot be right are dropped.
import { MAX_COMPARED, moaCodeQuerySchema } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UsesRequest } from '../api/get-uses';

export interface UsesUrlState {
  plantId?: number;
  harmfulOrganismId?: number;
  /** PHI at most this many days. */
  maxPhiDays?: number;
  beeSafe: boolean;
  /** Mode-of-action groups to leave out (the last one used). */
  excludeMoa: string[];
  lowRisk: boolean;
  includeInvalid: boolean;
  /** The uses (licence detail ids) compared side by side, at most MAX_COMPARED. */
  compared: number[];
}

const idOf = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);
const flag = (value: string | null) => value === '1';

export function parseUsesUrl(params: URLSearchParams): UsesUrlState {
  const phi = params.get('phi');
  const maxPhiDays = phi && /^\d{1,3}$/.test(phi) && Number(phi) <= 365 ? Number(phi) : undefined;
  const excludeMoa = [...new Set((params.get('haric') ?? '').split(',').map((c) => c.trim()))].filter((c) => moaCodeQuerySchema.safeParse(c).success);
  const compared = [...new Set((params.get('karsilastir') ?? '').split(',').map((v) => idOf(v.trim())))].filter((v): v is number => v !== undefined).slice(0, MAX_COMPARED);
  const plantId = idOf(params.get('bitki'));
  const harmfulOrganismId = idOf(params.get('zararli'));
  return {
    ...(plantId ? { plantId } : {}),
    ...(harmfulOrganismId ? { harmfulOrganismId } : {}),
    ...(maxPhiDays !== undefined ? { maxPhiDays } : {}),
    beeSafe: flag(params.get('ari')),
    excludeMoa,
    lowRisk: flag(params.get('dusukRisk')),
    includeInvalid: flag(params.get('gecersiz')),
    compared,
  };
}

export function usesUrlParams(state: UsesUrlState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.plantId) out['bitki'] = String(state.plantId);
  if (state.harmfulOrganismId) out['zararli'] = String(state.harmfulOrganismId);
  if (state.maxPhiDays !== undefined) out['phi'] = String(state.maxPhiDays);
  if (state.beeSafe) out['ari'] = '1';
  if (state.excludeMoa.length) out['haric'] = state.excludeMoa.join(',');
  if (state.lowRisk) out['dusukRisk'] = '1';
  if (state.includeInvalid) out['gecersiz'] = '1';
  if (state.compared.length) out['karsilastir'] = state.compared.join(',');
  return out;
}

/** The parameters as a query string that keeps the lists readable: `karsilastir=12,15`. */
export function usesQueryString(params: Record<string, string>): string {
  const pairs = Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** What the API is asked, once a plant and an organism are chosen. */
export function usesRequestOf(state: UsesUrlState): UsesRequest | null {
  if (!state.plantId || !state.harmfulOrganismId) return null;
  return {
    plantId: state.plantId,
    harmfulOrganismId: state.harmfulOrganismId,
    ...(state.maxPhiDays !== undefined ? { maxPhiDays: state.maxPhiDays } : {}),
    beeSafe: state.beeSafe,
    excludeMoa: state.excludeMoa,
    lowRisk: state.lowRisk,
    includeInvalid: state.includeInvalid,
  };
}

export type UsesUrlChange = Partial<Omit<UsesUrlState, 'plantId' | 'harmfulOrganismId' | 'maxPhiDays'>> & {
  plantId?: number | null;
  harmfulOrganismId?: number | null;
  maxPhiDays?: number | null;
};

/** The query's state from the address and a setter that writes a change into it (a history entry each). */
export function useUsesUrl(): [UsesUrlState, (change: UsesUrlChange, options?: { replace?: boolean }) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseUsesUrl(params), [params]);
  const update = useCallback(
    (change: UsesUrlChange, options: { replace?: boolean } = {}) => {
      const merged = { ...state, ...change };
      const next: UsesUrlState = {
        beeSafe: merged.beeSafe,
        excludeMoa: merged.excludeMoa,
        lowRisk: merged.lowRisk,
        includeInvalid: merged.includeInvalid,
        compared: merged.compared,
        ...(merged.plantId ? { plantId: merged.plantId } : {}),
        ...(merged.harmfulOrganismId ? { harmfulOrganismId: merged.harmfulOrganismId } : {}),
        ...(merged.maxPhiDays !== null && merged.maxPhiDays !== undefined ? { maxPhiDays: merged.maxPhiDays } : {}),
      };
      const nextParams = usesUrlParams(next);
      if (new URLSearchParams(nextParams).toString() === params.toString()) return;
      navigate({ search: usesQueryString(nextParams) }, { replace: options.replace ?? false });
    },
    [state, params, navigate],
  );
  return [state, update];
}
