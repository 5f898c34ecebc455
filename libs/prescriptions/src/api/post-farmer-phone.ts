// POST prescription/{id}/send-sms and …/whatsapp `{ phone? }` (docs/api.md "Prescriptions"): the
// farmer's SMS through the outbox (the prescription's delivery list refetches) and the WhatsApp
// share link with the same text.
import { sentSmsSchema, whatsappShareSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, PRESCRIPTION_TAG } from './keys';

export interface FarmerPhoneRequest {
  prescriptionId: number;
  phone: string | null;
}

export async function postSendSms(client: KyInstance, { prescriptionId, phone }: FarmerPhoneRequest) {
  return parseResponse(sentSmsSchema, await client.post(`${PRESCRIPTION_API}/${prescriptionId}/send-sms`, { json: { phone } }).json()).data;
}

export async function postWhatsapp(client: KyInstance, { prescriptionId, phone }: FarmerPhoneRequest) {
  return parseResponse(whatsappShareSchema, await client.post(`${PRESCRIPTION_API}/${prescriptionId}/whatsapp`, { json: { phone } }).json()).data;
}

export function useSendSms() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FarmerPhoneRequest) => postSendSms(client, request),
    // The link may have been made, and the SMS joins the delivery list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}

export function useWhatsappShare() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FarmerPhoneRequest) => postWhatsapp(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}
