// An application's photos, as a TRC stage's (platform/storage photo-upload): the bytes in the
// file store, a row per photo, at most MAX_PHOTOS_PER_APPLICATION counted under the record's
// row lock so that two uploads at once cannot make one too many. Uploads and deletes are
// audited; a withdrawn record takes no more changes (409).
import { MAX_PHOTOS_PER_APPLICATION, type PhotoContentType, type RegisterPhoto } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { registerApplicationPhotos, type Orm, type RegisterApplicationPhotoRow } from '../../platform/db';
import { inTransaction, notFound } from '../../platform/tenancy';
import { photoExtension, storeThenRecord, tooManyPhotos, type FileStore } from '../../platform/storage';
import { applicationOfMember, withdrawnConflict } from './applications';

export const photoNotFound = () => notFound('Fotoğraf bulunamadı.');

export const registerPhotoOf = (row: RegisterApplicationPhotoRow): RegisterPhoto => ({
  id: row.id,
  applicationId: row.applicationId,
  contentType: row.contentType as PhotoContentType,
  byteSize: row.byteSize,
  createdAt: row.createdAt.toISOString(),
});

export async function addApplicationPhoto(db: Orm, store: FileStore, input: { memberId: number; applicationId: number; bytes: Buffer; contentType: PhotoContentType; userId: number }): Promise<RegisterPhoto> {
  const key = `register/${input.applicationId}/${randomUUID()}.${photoExtension[input.contentType]}`;
  return storeThenRecord(store, key, input.bytes, () =>
    inTransaction(db, async (tx) => {
      const application = await applicationOfMember(tx, input.memberId, input.applicationId, true);
      if (application.withdrawnAt) throw withdrawnConflict('Uygulama kaydı');
      const count = await tx.$count(registerApplicationPhotos, eq(registerApplicationPhotos.applicationId, input.applicationId));
      if (count >= MAX_PHOTOS_PER_APPLICATION) throw tooManyPhotos(MAX_PHOTOS_PER_APPLICATION, 'Bir uygulama kaydına', 'Bu kayıtta');
      const [row] = await tx
        .insert(registerApplicationPhotos)
        .values({ applicationId: input.applicationId, storageKey: key, contentType: input.contentType, byteSize: input.bytes.length, createdBy: input.userId })
        .returning();
      const photo = registerPhotoOf(row!);
      await recordAudit(tx, { actorUserId: input.userId, action: 'register-application-photo.create', entity: 'register-application-photo', entityId: photo.id, after: photo });
      return photo;
    }),
  );
}

/** The photo of the member's application, or 404. */
export async function photoOfApplication(db: Orm, memberId: number, applicationId: number, photoId: number): Promise<RegisterApplicationPhotoRow> {
  await applicationOfMember(db, memberId, applicationId);
  const [row] = await db
    .select()
    .from(registerApplicationPhotos)
    .where(and(eq(registerApplicationPhotos.id, photoId), eq(registerApplicationPhotos.applicationId, applicationId)));
  if (!row) throw photoNotFound();
  return row;
}

export async function deleteApplicationPhoto(db: Orm, store: FileStore, input: { memberId: number; applicationId: number; photoId: number; userId: number }): Promise<void> {
  const row = await inTransaction(db, async (tx) => {
    const application = await applicationOfMember(tx, input.memberId, input.applicationId, true);
    const [deleted] = await tx
      .delete(registerApplicationPhotos)
      .where(and(eq(registerApplicationPhotos.id, input.photoId), eq(registerApplicationPhotos.applicationId, input.applicationId)))
      .returning();
    if (!deleted) throw photoNotFound();
    // After the 404: a withdrawn record's missing photo is still not found.
    if (application.withdrawnAt) throw withdrawnConflict('Uygulama kaydı');
    await recordAudit(tx, { actorUserId: input.userId, action: 'register-application-photo.delete', entity: 'register-application-photo', entityId: deleted.id, before: registerPhotoOf(deleted) });
    return deleted;
  });
  // After the commit: a failed removal leaves an orphan file, never a row without its file.
  await store.remove(row.storageKey);
}
