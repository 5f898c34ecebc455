// A prescription's spray plan: the spray-window planner on the hourly forecast of the
// prescription's production area, for its detail page (GET prescription/{id}/spray-plan) and
// its public page (GET prescription/verify/{link}/spray-plan). One rule for both, so the
// farmer's link answers what the engineer sees.
// The rainfast time: the reference data keeps no rainfast field for a product (the licence
// data has doses, PHI, re-entry and bee periods, no "yağmura dayanıklılık süresi"), so the
// planner's default (6 hours, the long end of the labels' 1–6) applies to every product.
import type { AreaSprayPlanDto } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { productionAreas, type PrescriptionRow } from '../../platform/db';
import { ofMember } from '../../platform/tenancy';
import { sprayPlanAnswer, sprayPlanOfArea } from '../../platform/weather';
import { isPlanKind } from './fertilization-read';

export const SprayPlanReason = {
  noArea: 'Bu reçete bir üretim alanına bağlı değil (hızlı reçete): ilaçlama zamanı, alanın konumundaki hava tahmininden hesaplanır.',
  plan: 'Gübreleme planları için ilaçlama zamanı hesaplanmaz.',
  withdrawn: 'Bu reçete geri çekildi: ilaçlama zamanı gösterilmez.',
  cancelled: 'Bu reçete iptal edildi: ilaçlama zamanı gösterilmez.',
} as const;

/** The plan for the prescription's area now, or why there is none; never throws for the weather. */
export async function sprayPlanOfPrescription(app: FastifyInstance, log: FastifyBaseLogger, p: PrescriptionRow): Promise<AreaSprayPlanDto> {
  // A withdrawn or cancelled prescription is not to be applied: no window is proposed for it.
  if (p.deletedAt) return { available: false, reason: SprayPlanReason.withdrawn };
  if (p.state === 'cancelled') return { available: false, reason: SprayPlanReason.cancelled };
  if (isPlanKind(p.kind)) return { available: false, reason: SprayPlanReason.plan };
  if (p.productionAreaId === null) return { available: false, reason: SprayPlanReason.noArea };
  // The area as it is now (a redrawn polygon moves the point), through the prescription's member.
  const [area] = await app.db
    .select({ lat: productionAreas.centroidLat, lon: productionAreas.centroidLon })
    .from(productionAreas)
    .where(ofMember(productionAreas, p.memberId, eq(productionAreas.id, p.productionAreaId)));
  const centroid = area && area.lat !== null && area.lon !== null ? { lat: area.lat, lon: area.lon } : null;
  const client = { baseUrl: app.config.weatherApiUrl, timeoutMs: app.config.weatherTimeoutMs };
  return sprayPlanAnswer(await sprayPlanOfArea(app.db, log, { id: p.productionAreaId, centroid }, client, { rainfastHours: null }));
}
