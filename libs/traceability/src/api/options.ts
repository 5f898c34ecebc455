// What the lot and stage forms offer: the member's active production areas, its issued
// prescriptions on an area, the licences with a use on a plant and the units of measure. All are
// reads any professional session has (docs/api.md "Producers", "Prescriptions", "Search").
import {
  dataEnvelope,
  licenseHitSchema,
  plantSchema,
  listEnvelope,
  prescriptionListItemSchema,
  prescriptionSchema,
  productionAreaListResponseSchema,
  unitSchema,
  type LicenseHit,
  type Prescription,
  type PrescriptionListItem,
  type ProductionArea,
  type Unit,
} from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export async function fetchAreas(client: KyInstance, search: string, signal?: AbortSignal): Promise<ProductionArea[]> {
  const searchParams = { page: '1', limit: '25', sort: 'name', order: 'asc', archived: 'false', ...(search ? { search } : {}) };
  return parseResponse(productionAreaListResponseSchema, await client.get('production-area', { searchParams, signal }).json()).data;
}

export function useAreas(search: string) {
  const client = useApi();
  const [term] = useDebouncedValue(search.trim(), 250);
  return useQuery({ queryKey: ['lots', 'options', 'areas', term], queryFn: ({ signal }) => fetchAreas(client, term, signal), placeholderData: keepPreviousData });
}

export async function fetchAreaPrescriptions(client: KyInstance, areaId: number, signal?: AbortSignal): Promise<PrescriptionListItem[]> {
  const searchParams = { page: '1', limit: '50', productionAreaId: String(areaId), state: 'issued' };
  return parseResponse(listEnvelope(prescriptionListItemSchema), await client.get('prescription', { searchParams, signal }).json()).data;
}

export function useAreaPrescriptions(areaId: number, enabled: boolean) {
  const client = useApi();
  return useQuery({ queryKey: ['lots', 'options', 'prescriptions', areaId], queryFn: ({ signal }) => fetchAreaPrescriptions(client, areaId, signal), enabled });
}

export function usePrescription(id: number | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['lots', 'options', 'prescription', id],
    queryFn: async ({ signal }): Promise<Prescription> => parseResponse(dataEnvelope(prescriptionSchema), await client.get(`prescription/${id}`, { signal }).json()).data,
    enabled: id !== null,
  });
}

export function useLicencesForPlant(plantId: number, search: string) {
  const client = useApi();
  const [term] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: ['lots', 'options', 'licences', plantId, term],
    queryFn: async ({ signal }): Promise<LicenseHit[]> => {
      const searchParams = { page: '1', limit: '25', plantId: String(plantId), licenceStatus: 'valid', sort: 'tradeName', order: 'asc', ...(term ? { search: term } : {}) };
      return parseResponse(listEnvelope(licenseHitSchema), await client.get('search/licenses', { searchParams, signal }).json()).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useUnits() {
  const client = useApi();
  return useQuery({
    queryKey: ['reference', 'unit', 'lots'],
    queryFn: async ({ signal }): Promise<Unit[]> =>
      parseResponse(listEnvelope(unitSchema), await client.get('definition/unit/query', { searchParams: { page: '1', limit: '100', status: 'true', sort: 'name', order: 'asc' }, signal }).json()).data,
    staleTime: 5 * 60_000,
  });
}

export function usePlants(search: string) {
  const client = useApi();
  const [term] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: ['lots', 'options', 'plants', term],
    queryFn: async ({ signal }): Promise<Array<{ id: number; name: string }>> => {
      const searchParams = { page: '1', limit: '25', status: 'true', sort: 'name', order: 'asc', ...(term ? { search: term } : {}) };
      return parseResponse(listEnvelope(plantSchema), await client.get('definition/plant/query', { searchParams, signal }).json()).data.map((p) => ({ id: p.id, name: p.name }));
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
