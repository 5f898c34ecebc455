// A harvest of an area (contracts register.ts): POST register/harvest, PUT register/harvest/{id}
// (a correction with the stored version and a reason).
import { registerHarvestResponseSchema, type HarvestCorrection, type HarvestInput, type RegisterHarvest } from '@portal/contracts';
import { parseResponse } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';
import { REGISTER_API } from './keys';

const HARVEST_API = `${REGISTER_API}/harvest`;

export async function postHarvest(client: KyInstance, input: HarvestInput): Promise<RegisterHarvest> {
  return parseResponse(registerHarvestResponseSchema, await client.post(HARVEST_API, { json: input }).json()).data;
}

export async function putHarvest(client: KyInstance, id: number, correction: HarvestCorrection): Promise<RegisterHarvest> {
  return parseResponse(registerHarvestResponseSchema, await client.put(`${HARVEST_API}/${id}`, { json: correction }).json()).data;
}
