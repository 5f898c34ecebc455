// A stage's photos: the bytes in the file store, a row per photo. At most
// MAX_PHOTOS_PER_STAGE per stage, counted under the stage's row lock so that two uploads at
// once cannot make a seventh. Uploads and deletes are audited.
import { ErrorCode, MAX_PHOTOS_PER_STAGE, type PhotoContentType, type StagePhoto } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { lotStagePhotos, lotStages, type LotStagePhotoRow, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { photoExtension, storeThenRecord, tooManyPhotos, type FileStore } from '../../platform/storage';
import { inTransaction } from '../../platform/tenancy';

export const photoOf = (row: LotStagePhotoRow): StagePhoto => ({
  id: row.id,
  stageId: row.stageId,
  contentType: row.contentType as PhotoContentType,
  byteSize: row.byteSize,
  createdAt: row.createdAt.toISOString(),
});

export async function addPhoto(
  db: Orm,
  store: FileStore,
  input: { lotId: number; stageId: number; bytes: Buffer; contentType: PhotoContentType; userId: number },
): Promise<StagePhoto> {
  const key = `lots/${input.lotId}/${input.stageId}/${randomUUID()}.${photoExtension[input.contentType]}`;
  // A refused or failed row removes the file again (platform/storage photo-upload).
  return storeThenRecord(store, key, input.bytes, () =>
    inTransaction(db, async (tx) => {
      await tx.select({ id: lotStages.id }).from(lotStages).where(eq(lotStages.id, input.stageId)).for('update');
      const count = await tx.$count(lotStagePhotos, eq(lotStagePhotos.stageId, input.stageId));
      if (count >= MAX_PHOTOS_PER_STAGE) throw tooManyPhotos(MAX_PHOTOS_PER_STAGE, 'Bir aşamaya', 'Bu aşamada');
      const [row] = await tx
        .insert(lotStagePhotos)
        .values({ stageId: input.stageId, storageKey: key, contentType: input.contentType, byteSize: input.bytes.length, createdBy: input.userId })
        .returning();
      const photo = photoOf(row!);
      await recordAudit(tx, { actorUserId: input.userId, action: 'lot-stage-photo.create', entity: 'lot-stage-photo', entityId: photo.id, after: { ...photo, lotId: input.lotId } });
      return photo;
    }),
  );
}

export const photoNotFound = () => new AppError(404, ErrorCode.NotFound, 'Fotoğraf bulunamadı.');

export async function photoOfStage(db: Orm, stageId: number, photoId: number): Promise<LotStagePhotoRow> {
  const [row] = await db.select().from(lotStagePhotos).where(and(eq(lotStagePhotos.id, photoId), eq(lotStagePhotos.stageId, stageId)));
  if (!row) throw photoNotFound();
  return row;
}

export async function deletePhoto(db: Orm, store: FileStore, input: { lotId: number; stageId: number; photoId: number; userId: number }): Promise<void> {
  const row = await inTransaction(db, async (tx) => {
    const [deleted] = await tx
      .delete(lotStagePhotos)
      .where(and(eq(lotStagePhotos.id, input.photoId), eq(lotStagePhotos.stageId, input.stageId)))
      .returning();
    if (!deleted) throw photoNotFound();
    await recordAudit(tx, { actorUserId: input.userId, action: 'lot-stage-photo.delete', entity: 'lot-stage-photo', entityId: deleted.id, before: { ...photoOf(deleted), lotId: input.lotId } });
    return deleted;
  });
  // After the commit: a failed removal leaves an orphan file, never a row without its file.
  await store.remove(row.storageKey);
}
