// A lot's stages and its PHI compliance (docs/api.md "Traceability"): GET lot/{id}/stages,
// POST lot/{id}/stage (idempotent by clientId), POST lot/{id}/stage/check (nothing saved),
// GET lot/{id}/compliance, DELETE lot/{id}/stage/{stageId}.
import { complianceSchema, dataEnvelope, stageCheckResultSchema, stageListSchema, stageSchema, type Compliance, type Stage, type StageCheckResult, type StageInput } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { lotKeys } from './keys';
import { LOT_API } from './lots';

export async function fetchStages(client: KyInstance, lotId: number, signal?: AbortSignal): Promise<Stage[]> {
  return parseResponse(stageListSchema, await client.get(`${LOT_API}/${lotId}/stages`, { signal }).json()).data;
}

export function useStages(lotId: number, enabled = true) {
  const client = useApi();
  return useQuery({ queryKey: lotKeys.stages(lotId), queryFn: ({ signal }) => fetchStages(client, lotId, signal), enabled });
}

export async function fetchCompliance(client: KyInstance, lotId: number, signal?: AbortSignal): Promise<Compliance> {
  return parseResponse(dataEnvelope(complianceSchema), await client.get(`${LOT_API}/${lotId}/compliance`, { signal }).json()).data;
}

export function useCompliance(lotId: number, enabled = true) {
  const client = useApi();
  return useQuery({ queryKey: lotKeys.compliance(lotId), queryFn: ({ signal }) => fetchCompliance(client, lotId, signal), enabled });
}

/** Saves a stage; the same clientId again answers the stored stage, never a second one. */
export async function postStage(client: KyInstance, lotId: number, input: StageInput): Promise<Stage> {
  return parseResponse(dataEnvelope(stageSchema), await client.post(`${LOT_API}/${lotId}/stage`, { json: input }).json()).data;
}

export async function checkStage(client: KyInstance, lotId: number, input: StageInput, signal?: AbortSignal): Promise<StageCheckResult> {
  return parseResponse(dataEnvelope(stageCheckResultSchema), await client.post(`${LOT_API}/${lotId}/stage/check`, { json: input, signal }).json()).data;
}

export function useDeleteStage(lotId: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (stageId: number) => {
      await client.delete(`${LOT_API}/${lotId}/stage/${stageId}`);
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: lotKeys.all }),
  });
}

/** Uploads one photo of a stage: the image is the body (docs/api.md: no multipart). */
export async function postStagePhoto(client: KyInstance, lotId: number, stageId: number, file: Blob): Promise<void> {
  // Sent as its bytes, which every fetch takes (Node's fetch cannot read a jsdom Blob: the component tests send this way too).
  await client.post(`${LOT_API}/${lotId}/stage/${stageId}/photo`, { body: await file.arrayBuffer(), headers: { 'content-type': file.type } });
}

/** GET lot/{id}/stage/{stageId}/photo/{photoId}: the photo's bytes (member only, so not an <img src>). */
export async function fetchStagePhoto(client: KyInstance, lotId: number, stageId: number, photoId: number, signal?: AbortSignal): Promise<Blob> {
  return client.get(`${LOT_API}/${lotId}/stage/${stageId}/photo/${photoId}`, { signal }).blob();
}

/** A photo never changes once stored: read once per page visit. */
export function useStagePhoto(lotId: number, stageId: number, photoId: number) {
  const client = useApi();
  return useQuery({ queryKey: lotKeys.photo(lotId, stageId, photoId), queryFn: ({ signal }) => fetchStagePhoto(client, lotId, stageId, photoId, signal), staleTime: Infinity });
}
