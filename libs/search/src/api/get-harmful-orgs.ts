// GET search/harmful-orgs?page&limit&search&sort&order&type&plantId → `{ data, count, suggestions }`: the
// section's page through the search list fetcher, its query options and its hook; and
// the organisms registered on one plant, which narrow the plant × pest query's organism list.
import { harmfulOrgHitSchema, type HarmfulOrgHit } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { initialListState, type ListParams } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';
import { fetchSearchList, searchListQueryOptions } from './search-list';

export const HARMFUL_ORGS_API = 'search/harmful-orgs';

export const fetchHarmfulOrgs = (client: KyInstance, params: ListParams, signal?: AbortSignal) =>
  fetchSearchList<HarmfulOrgHit>(client, HARMFUL_ORGS_API, harmfulOrgHitSchema, params, signal);

export const harmfulOrgsQueryOptions = (client: KyInstance, params: ListParams) =>
  searchListQueryOptions<HarmfulOrgHit>(client, searchKeys.section('harmful-orgs'), HARMFUL_ORGS_API, harmfulOrgHitSchema, params);

export function useHarmfulOrgs(params: ListParams) {
  return useQuery(harmfulOrgsQueryOptions(useApi(), params));
}

/** The largest page the API gives: a plant with more registered organisms is rare. */
const PLANT_ORGANISMS_LIMIT = 100;

/** The organisms with a registered use on `plantId`, by name; off while no plant is chosen. */
export function usePlantOrganisms(plantId: number | undefined) {
  const params: ListParams = { ...initialListState({ key: 'name', order: 'asc' }), limit: PLANT_ORGANISMS_LIMIT, filters: { plantId: String(plantId ?? '') } };
  return useQuery({ ...harmfulOrgsQueryOptions(useApi(), params), placeholderData: undefined, enabled: plantId !== undefined });
}
