// GET register/area/{id}?season and register/producer/{id}?season: the register in date order
// with the season's counts and findings (contracts register.ts).
import { areaRegisterResponseSchema, producerRegisterResponseSchema, type AreaRegister, type ProducerRegister } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { REGISTER_API, registerKeys } from './keys';

export async function fetchAreaRegister(client: KyInstance, areaId: number, season: number, signal?: AbortSignal): Promise<AreaRegister> {
  return parseResponse(areaRegisterResponseSchema, await client.get(`${REGISTER_API}/area/${areaId}`, { searchParams: { season }, signal }).json()).data;
}

export function useAreaRegister(areaId: number, season: number, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: registerKeys.area(areaId, season),
    queryFn: ({ signal }) => fetchAreaRegister(client, areaId, season, signal),
    enabled,
    // Another season's register stays on screen (dimmed) while the chosen one loads.
    placeholderData: keepPreviousData,
  });
}

export async function fetchProducerRegister(client: KyInstance, producerId: number, season: number, signal?: AbortSignal): Promise<ProducerRegister> {
  return parseResponse(producerRegisterResponseSchema, await client.get(`${REGISTER_API}/producer/${producerId}`, { searchParams: { season }, signal }).json()).data;
}

export function useProducerRegister(producerId: number, season: number, enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: registerKeys.producer(producerId, season),
    queryFn: ({ signal }) => fetchProducerRegister(client, producerId, season, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
