// What the lot and stage forms offer beyond the shared options (areas, plants and units come from
// @portal/shared/ui): the member's issued prescriptions on an area, one prescription, and the
// licences with a use on a plant. All are reads any professional session has (docs/api.md
// "Prescriptions", "Search").
import { dataEnvelope, licenseHitSchema, listEnvelope, prescriptionListItemSchema, prescriptionSchema, type LicenseHit, type Prescription, type PrescriptionListItem } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

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

