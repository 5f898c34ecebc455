// POST prescription/fast-to-production-area `{ prescriptionId, productionAreaIds, acknowledgedFindings }`
// and POST prescription/fast-to-producer `{ prescriptionId, producers, acknowledgedFindings }` →
// `{ data: AttachResult[] }`: per area the new linked prescription, or null with its findings.
import { attachResultSchema, dataEnvelope, type PrescriptionKind } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { PRESCRIPTION_API, PRESCRIPTION_TAG } from './keys';

export type AttachResult = z.infer<typeof attachResultSchema>;
const attachAnswerSchema = dataEnvelope(z.array(attachResultSchema));

export type AttachRequest =
  /** kind: 1 area prescriptions (the default), 0 producer prescriptions ("Üreticilere uygula" trying its held areas again). */
  | { to: 'areas'; prescriptionId: number; productionAreaIds: number[]; acknowledgedFindings: string[]; kind?: typeof PrescriptionKind.ProductionArea | typeof PrescriptionKind.Producer }
  | { to: 'producers'; prescriptionId: number; producers: number[]; acknowledgedFindings: string[] };

export async function postFastAttach(client: KyInstance, request: AttachRequest): Promise<AttachResult[]> {
  const { to, ...body } = request;
  const path = to === 'areas' ? 'fast-to-production-area' : 'fast-to-producer';
  return parseResponse(attachAnswerSchema, await client.post(`${PRESCRIPTION_API}/${path}`, { json: body }).json()).data;
}

export function useFastAttach() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AttachRequest) => postFastAttach(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}
