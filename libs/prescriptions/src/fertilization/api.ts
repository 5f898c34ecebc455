// The fertilization calls (spec §7): POST prescription/fertilization-template, PUT
// prescription/{id}/edit, POST prescription/fertilization-template-to-producer, and our
// fertilization-check (live findings and totals) and templates (the instruction templates).
// A 422 PRESCRIPTION_CHECKS_FAILED carries the check result (checksFailedOf reads it).
import {
  dataEnvelope,
  fertilizationCheckResultSchema,
  fertilizationSentSchema,
  instructionTemplateSchema,
  prescriptionSchema,
  type FertilizationCheckResult,
  type FertilizationTemplateInput,
  type FertilizationToProducerBody,
  type Prescription,
} from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { CHECK_DEBOUNCE_MS } from '../api/post-check';
import { PRESCRIPTION_API, PRESCRIPTION_TAG, prescriptionKeys } from '../api/keys';

export async function saveTemplate(client: KyInstance, id: number | null, body: FertilizationTemplateInput): Promise<Prescription> {
  const answer = id === null ? client.post(`${PRESCRIPTION_API}/fertilization-template`, { json: body }) : client.put(`${PRESCRIPTION_API}/${id}/edit`, { json: body });
  return parseResponse(dataEnvelope(prescriptionSchema), await answer.json()).data;
}

export async function sendTemplate(client: KyInstance, body: FertilizationToProducerBody) {
  return parseResponse(fertilizationSentSchema, await client.post(`${PRESCRIPTION_API}/fertilization-template-to-producer`, { json: body }).json()).data;
}

export async function fetchTemplates(client: KyInstance, signal?: AbortSignal) {
  return parseResponse(dataEnvelope(z.array(instructionTemplateSchema)), await client.get(`${PRESCRIPTION_API}/templates`, { signal }).json()).data;
}

export async function postPlanCheck(client: KyInstance, body: unknown, signal?: AbortSignal): Promise<FertilizationCheckResult> {
  return parseResponse(dataEnvelope(fertilizationCheckResultSchema), await client.post(`${PRESCRIPTION_API}/fertilization-check`, { json: body, signal }).json()).data;
}

export function useSaveTemplate() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FertilizationTemplateInput }) => saveTemplate(client, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}

export function useSendTemplate() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FertilizationToProducerBody) => sendTemplate(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}

export function useTemplates() {
  const client = useApi();
  return useQuery(queryOptions({ queryKey: [PRESCRIPTION_TAG, 'templates'] as const, queryFn: ({ signal }) => fetchTemplates(client, signal) }));
}

/** The findings and totals for `body` (null: not complete enough yet), asked when the draft rests. */
export function usePlanCheck(body: unknown | null) {
  const key = body === null ? null : JSON.stringify(body);
  const [debounced] = useDebouncedValue(key, CHECK_DEBOUNCE_MS);
  const settled = debounced !== null && debounced === key;
  const client = useApi();
  const query = useQuery({
    queryKey: prescriptionKeys.check(['fertilization', debounced]),
    queryFn: ({ signal }) => postPlanCheck(client, JSON.parse(debounced ?? 'null'), signal),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    retry: false,
    gcTime: 30_000,
  });
  return { ...query, settled, waiting: key !== null && (!settled || query.isFetching) };
}
