// PATCH member/{id} with the changed details → the member (staff correct what the
// applicant typed): the fetcher and its mutation hook.
import { dataEnvelope, memberDetailSchema, type MemberDetail, type MemberDetailsBody } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { MEMBER_API, memberKeys } from './keys';

export async function patchMember(client: KyInstance, id: number, body: MemberDetailsBody): Promise<MemberDetail> {
  return parseResponse(dataEnvelope(memberDetailSchema), await client.patch(`${MEMBER_API}/${id}`, { json: body }).json()).data;
}

export function usePatchMember() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MemberDetailsBody }) => patchMember(client, id, body),
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.item(member.id), member);
      return queryClient.invalidateQueries({ queryKey: memberKeys.lists });
    },
  });
}
