// What both kinds of record share: PATCH register/{kind}/{id}/withdraw {reason} (the record stays,
// marked withdrawn) and GET register/{kind}/{id}/history (newest first, with the changed fields).
import { registerHistoryResponseSchema, type RegisterHistoryEntry, type WithdrawInput } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { REGISTER_API, registerKeys, type RecordKind } from './keys';

export async function patchWithdraw(client: KyInstance, kind: RecordKind, id: number, input: WithdrawInput): Promise<void> {
  await client.patch(`${REGISTER_API}/${kind}/${id}/withdraw`, { json: input });
}

export function useWithdraw() {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, reason }: { kind: RecordKind; id: number; reason: string }) => patchWithdraw(client, kind, id, { reason }),
    onSettled: () => queries.invalidateQueries({ queryKey: registerKeys.all }),
  });
}

export async function fetchHistory(client: KyInstance, kind: RecordKind, id: number, signal?: AbortSignal): Promise<RegisterHistoryEntry[]> {
  return parseResponse(registerHistoryResponseSchema, await client.get(`${REGISTER_API}/${kind}/${id}/history`, { signal }).json()).data;
}

export function useHistory(kind: RecordKind, id: number, enabled: boolean) {
  const client = useApi();
  return useQuery({ queryKey: registerKeys.history(kind, id), queryFn: ({ signal }) => fetchHistory(client, kind, id, signal), enabled });
}
