// A spray plan as the API sends it (contracts areaSprayPlanSchema): the plan or why there is
// none, and nothing of where: no coordinates, no cache flag. The area's, the prescription's and
// the public link's routes all answer through this, so the farmer's link cannot leak the point.
import type { AreaSprayPlanDto } from '@portal/contracts';
import type { AreaSprayPlan } from './weather-service';

export function sprayPlanAnswer(plan: AreaSprayPlan): AreaSprayPlanDto {
  return plan.available ? { available: true, fetchedAt: plan.fetchedAt, plan: plan.plan } : { available: false, reason: plan.reason };
}
