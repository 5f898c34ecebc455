// The reference lists the editor offers, open to every signed-in session (docs/api.md
// "Definitions and MRL": `GET <section>/query`, `status=true` for active records only):
// notes and warnings (notlar-uyarilar), plant-nutrition products and units of measure.
// One fetcher per list, their query options and hooks; reference data is cached a while.
import { listEnvelope, noteSchema, plantNutritionProductSchema, unitSchema, type Note, type PlantNutritionProduct, type Unit } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';

/** The API's largest page: the editor's choices fit in it. */
const LIMIT = '100';

async function fetchReference<T>(client: KyInstance, path: string, schema: z.ZodType<T>, extra: Record<string, string>, signal?: AbortSignal): Promise<T[]> {
  const searchParams = { page: '1', limit: LIMIT, status: 'true', ...extra };
  return parseResponse(listEnvelope(schema), await client.get(`definition/${path}/query`, { searchParams, signal }).json()).data as T[];
}

export const fetchNotes = (client: KyInstance, signal?: AbortSignal) => fetchReference<Note>(client, 'note', noteSchema, { sort: 'title', order: 'asc' }, signal);
export const fetchNutritionProducts = (client: KyInstance, signal?: AbortSignal) =>
  fetchReference<PlantNutritionProduct>(client, 'plant-nutrition-product', plantNutritionProductSchema, { sort: 'name', order: 'asc' }, signal);
export const fetchUnits = (client: KyInstance, signal?: AbortSignal) => fetchReference<Unit>(client, 'unit', unitSchema, { sort: 'name', order: 'asc' }, signal);

const reference = <T>(name: string, fetcher: (client: KyInstance, signal?: AbortSignal) => Promise<T[]>, client: KyInstance) =>
  queryOptions({ queryKey: ['reference', name, 'prescription-editor'] as const, queryFn: ({ signal }) => fetcher(client, signal), staleTime: 5 * 60_000 });

export const useNoteOptions = () => useQuery(reference('note', fetchNotes, useApi()));
export const useNutritionProductOptions = () => useQuery(reference('plant-nutrition-product', fetchNutritionProducts, useApi()));
export const useUnitOptions = () => useQuery(reference('unit', fetchUnits, useApi()));
