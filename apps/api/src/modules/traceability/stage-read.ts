// A lot's stages as the API shows them, in the order they happened.
import type { Stage } from '@portal/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { lotStagePhotos, lotStages, type LotStageRow, type Orm } from '../../platform/db';

export function stageOf(row: LotStageRow, photoIds: number[] = []): Stage {
  return {
    id: row.id,
    lotId: row.lotId,
    clientId: row.clientId,
    kind: row.kind as Stage['kind'],
    date: row.date,
    recordedBy: { id: row.recordedBy, name: row.recordedByName },
    notes: row.notes,
    location: row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon, accuracyM: row.accuracyM },
    locationCheck: row.locationCheck as Stage['locationCheck'],
    prescriptionId: row.prescriptionId,
    prescriptionNo: row.prescriptionNo,
    prescriptionLineKey: row.prescriptionLineKey,
    licenceId: row.licenceId,
    productName: row.productName,
    dose: row.dose,
    doseUnitId: row.doseUnitId,
    doseUnit: row.doseUnit,
    phiDays: row.phiDays,
    amount: row.amount,
    unit: row.unit as Stage['unit'],
    packages: row.packages,
    packageUnit: row.packageUnit,
    phiOverrideReason: row.phiOverrideReason,
    phiFlagged: row.kind === 'harvest' && row.phiOverrideReason !== null,
    photoIds,
    createdAt: row.createdAt.toISOString(),
    source: 'trc',
    registerRecordId: null,
  };
}

export async function stageRowsOf(db: Orm, lotId: number): Promise<LotStageRow[]> {
  return db.select().from(lotStages).where(eq(lotStages.lotId, lotId)).orderBy(asc(lotStages.date), asc(lotStages.id));
}

export async function stagesWithPhotos(db: Orm, rows: LotStageRow[]): Promise<Stage[]> {
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db.select({ id: lotStagePhotos.id, stageId: lotStagePhotos.stageId }).from(lotStagePhotos).where(inArray(lotStagePhotos.stageId, ids)).orderBy(asc(lotStagePhotos.id))
    : [];
  return rows.map((r) => stageOf(r, photos.filter((p) => p.stageId === r.id).map((p) => p.id)));
}
