// Issues a producer prescription through the API, for journeys that need one in a list.
import type { CheckResult } from '@portal/contracts';
import type { ApiSession } from './session';
import { expect } from './test';

/** Today in Türkiye (YYYY-MM-DD): an application date before the issue day is refused. */
export const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export interface Issued {
  id: number;
  prescriptionNo: string;
  tradeName: string;
  /** What was issued, without the area and producer: a correction's body. */
  body: Record<string, unknown>;
}

/**
 * A producer prescription issued through the API on a seeded area no other journey writes on:
 * the first licensed use the checks let through (a rerun on the same database may have used up
 * a product's applications this season, so the next one is taken).
 */
export async function issueOn(api: ApiSession, areaName: string): Promise<Issued> {
  const areas = await api.call<{ id: number; name: string; plantId: number; producerId: number; expectedHarvestDate: string }[]>('get', `production-area?page=1&limit=10&search=${encodeURIComponent(areaName)}`);
  const area = areas.find((a) => a.name === areaName);
  expect(area, `the seeded area ${areaName}`).toBeTruthy();
  const organisms = await api.call<{ id: number; name: string }[]>('get', `prescription/organisms?plantId=${area!.plantId}`);
  const refused: string[] = [];
  for (const organism of organisms.slice(0, 15)) {
    const candidates = await api.call<{ licenceDetailId: number; tradeName: string; doseMin: number | null; doseUnit: { id: number } | null }[]>(
      'get',
      `prescription/candidates?plantId=${area!.plantId}&harmfulOrganismIds=${organism.id}`,
    );
    for (const use of candidates.filter((c) => c.doseMin !== null && c.doseUnit).slice(0, 3)) {
      const body = {
        startDate: todayIso(),
        plannedHarvestDate: area!.expectedHarvestDate,
        harmfulOrganismIds: [organism.id],
        lines: [{ key: 'L1', licenceDetailId: use.licenceDetailId, dose: use.doseMin, doseUnitId: use.doseUnit!.id, waterVolume: 80 }],
        acknowledgedFindings: [] as string[],
      };
      const where = { producerId: area!.producerId, productionAreaId: area!.id };
      const check = await api.call<CheckResult>('post', 'prescription/check', { type: 0, ...where, ...body });
      if (check.blocking.length > 0) {
        refused.push(`${use.tradeName} (${organism.name}): ${check.blocking.join(', ')}`);
        continue;
      }
      body.acknowledgedFindings = check.toAcknowledge;
      const issued = await api.call<{ id: number; prescriptionNo: string }>('post', 'prescription/producer-linked', { ...where, ...body });
      return { id: issued.id, prescriptionNo: issued.prescriptionNo, tradeName: use.tradeName, body };
    }
  }
  throw new Error(`no licensed use on ${areaName} passes the checks (${organisms.length} organisms): ${refused.join('; ')}`);
}
