// POST prescription/area-linked, prescription/producer-linked or prescription/fast → 201
// `{ data: Prescription }` (spec §7). Refused by the checks: 422 PRESCRIPTION_CHECKS_FAILED with
// the check result (checksFailedOf reads it); bad input: 400 with field details.
import {
  checksFailedSchema,
  dataEnvelope,
  PrescriptionKind,
  prescriptionSchema,
  type AreaLinkedInput,
  type CheckResult,
  type FastInput,
  type Prescription,
  type ProducerLinkedInput,
} from '@portal/contracts';
import { ApiError, parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, PRESCRIPTION_TAG } from './keys';

/** What is written, by the way it is written (the kind decides the path). */
export type IssueRequest =
  | { kind: typeof PrescriptionKind.Producer; body: ProducerLinkedInput }
  | { kind: typeof PrescriptionKind.ProductionArea; body: AreaLinkedInput }
  | { kind: typeof PrescriptionKind.Fast; body: FastInput };

export const issuePath: Record<IssueRequest['kind'], string> = {
  [PrescriptionKind.Producer]: `${PRESCRIPTION_API}/producer-linked`,
  [PrescriptionKind.ProductionArea]: `${PRESCRIPTION_API}/area-linked`,
  [PrescriptionKind.Fast]: `${PRESCRIPTION_API}/fast`,
};

export async function postPrescription(client: KyInstance, request: IssueRequest): Promise<Prescription> {
  return parseResponse(dataEnvelope(prescriptionSchema), await client.post(issuePath[request.kind], { json: request.body }).json()).data;
}

/** The check result of a 422 PRESCRIPTION_CHECKS_FAILED answer, or null for any other failure. */
export function checksFailedOf(error: unknown): CheckResult | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = checksFailedSchema.safeParse(error.data);
  return parsed.success ? parsed.data.data : null;
}

export function useIssuePrescription() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IssueRequest) => postPrescription(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}
