// POST prescription/send-email-to-producer `{ prescriptionId, producerEmail, producerFullName }`,
// …/send-email-to-producers `{ prescriptionId, producerEmails, producerFullNames }` and
// …/send-email-to-member `{ prescriptionId, note }` → `{ data: { queued, emails } }` (spec §7):
// the fetcher and its mutation hook; the prescription's e-mail list refetches.
import { sentEmailsSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, PRESCRIPTION_TAG } from './keys';

export type SendEmailRequest =
  | { to: 'producer'; prescriptionId: number; producerEmail: string; producerFullName: string }
  | { to: 'producers'; prescriptionId: number; producerEmails: string[]; producerFullNames: string[] }
  | { to: 'member'; prescriptionId: number; note: string | null };

const paths: Record<SendEmailRequest['to'], string> = {
  producer: 'send-email-to-producer',
  producers: 'send-email-to-producers',
  member: 'send-email-to-member',
};

export async function postSendEmail(client: KyInstance, request: SendEmailRequest) {
  const { to, ...body } = request;
  return parseResponse(sentEmailsSchema, await client.post(`${PRESCRIPTION_API}/${paths[to]}`, { json: body }).json()).data;
}

export function useSendEmail() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendEmailRequest) => postSendEmail(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}
