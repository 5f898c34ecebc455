// The reference lists only the prescription editors offer: notes and warnings
// (notlar-uyarilar) and plant-nutrition products (units and plants are the shared options of
// @portal/shared/ui). One fetcher per list, their query options and hooks.
import { noteSchema, plantNutritionProductSchema, type Note, type PlantNutritionProduct } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { fetchReferenceOptions, referenceOptionsQueryOptions } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export const fetchNotes = (client: KyInstance, signal?: AbortSignal) => fetchReferenceOptions<Note>(client, 'note', noteSchema, { sort: 'title', order: 'asc' }, signal);
export const fetchNutritionProducts = (client: KyInstance, signal?: AbortSignal) =>
  fetchReferenceOptions<PlantNutritionProduct>(client, 'plant-nutrition-product', plantNutritionProductSchema, { sort: 'name', order: 'asc' }, signal);

export const useNoteOptions = () => useQuery(referenceOptionsQueryOptions(useApi(), 'note', fetchNotes));
export const useNutritionProductOptions = () => useQuery(referenceOptionsQueryOptions(useApi(), 'plant-nutrition-product', fetchNutritionProducts));
