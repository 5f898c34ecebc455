// A stage of the member's lot for the photo routes: another member's lot or stage is 404.
import { ErrorCode, TraceabilityErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { lots, lotStages, type LotStageRow, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { ofMember } from '../../platform/tenancy';

export const stageNotFound = () => new AppError(404, ErrorCode.NotFound, 'Aşama bulunamadı.');

/**
 * A stage of the member's lot, or 404 (a stage of another lot, or of another member's, alike).
 * `forWrite`: a closed lot's register is final, so its photos are neither added nor removed (409).
 */
export async function memberStage(db: Orm, memberId: number, lotId: number, stageId: number, options: { forWrite?: boolean } = {}): Promise<LotStageRow> {
  const [row] = await db
    .select({ stage: lotStages, lotStatus: lots.status })
    .from(lotStages)
    .innerJoin(lots, eq(lots.id, lotStages.lotId))
    .where(ofMember(lots, memberId, eq(lotStages.id, stageId), eq(lotStages.lotId, lotId)));
  if (!row) throw stageNotFound();
  if (options.forWrite && row.lotStatus === 'closed') throw new AppError(409, TraceabilityErrorCode.LotClosed, 'Parti kapalı: fotoğraf eklenemez ya da silinemez. Önce partiyi yeniden açın.');
  return row.stage;
}
