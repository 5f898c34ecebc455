// An application of an issued prescription's line (contracts register.ts): POST
// register/application, POST register/application/check (what saving would flag and the weather
// it would store, nothing saved), PUT register/application/{id} (a correction: the stored
// version with a reason; the earlier one is kept).
import {
  applicationCheckResultSchema,
  dataEnvelope,
  registerApplicationResponseSchema,
  type ApplicationCheckResult,
  type ApplicationCorrection,
  type ApplicationInput,
  type RegisterApplication,
} from '@portal/contracts';
import { parseResponse } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';
import { REGISTER_API } from './keys';

const APPLICATION_API = `${REGISTER_API}/application`;

export async function postApplication(client: KyInstance, input: ApplicationInput): Promise<RegisterApplication> {
  return parseResponse(registerApplicationResponseSchema, await client.post(APPLICATION_API, { json: input }).json()).data;
}

export async function checkApplication(client: KyInstance, input: ApplicationInput, signal?: AbortSignal): Promise<ApplicationCheckResult> {
  return parseResponse(dataEnvelope(applicationCheckResultSchema), await client.post(`${APPLICATION_API}/check`, { json: input, signal }).json()).data;
}

export async function putApplication(client: KyInstance, id: number, correction: ApplicationCorrection): Promise<RegisterApplication> {
  return parseResponse(registerApplicationResponseSchema, await client.put(`${APPLICATION_API}/${id}`, { json: correction }).json()).data;
}
