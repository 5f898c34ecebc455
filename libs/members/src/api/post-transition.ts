// POST member/{id}/transition with one move of the contracts' transition table → the member as it
// is now (409 TRANSITION_NOT_ALLOWED when the table has no such move from its state; 400 with field
// details): the fetcher and its mutation hook.
import { dataEnvelope, memberDetailSchema, MemberErrorCode, type MemberDetail, type MemberTransitionBody } from '@portal/contracts';
import { ApiError, parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { MEMBER_API, memberKeys } from './keys';

export async function postTransition(client: KyInstance, id: number, body: MemberTransitionBody): Promise<MemberDetail> {
  return parseResponse(dataEnvelope(memberDetailSchema), await client.post(`${MEMBER_API}/${id}/transition`, { json: body }).json()).data;
}

/** Moves a member; its record takes the answer and every member list is fetched again (it may change list). A refusal refreshes them too. */
export function useTransition() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MemberTransitionBody }) => postTransition(client, id, body),
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.item(member.id), member);
      return queryClient.invalidateQueries({ queryKey: memberKeys.lists });
    },
    // Refused: the member moved meanwhile; what is on screen is out of date.
    onError: (error) => {
      if (error instanceof ApiError && error.code === MemberErrorCode.TransitionNotAllowed) void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
