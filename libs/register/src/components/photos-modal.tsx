// An application's photos: shown to every reader; uploaded and deleted by the writers (as a TRC
// stage's: JPEG, PNG or WebP, at most 6, each at most 5 MB; a delete is asked for first).
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_APPLICATION, PhotoContentTypes, type RegisterApplication } from '@portal/contracts';
import { errorMessage, useApi } from '@portal/shared/api-client';
import { ConfirmDialog, PhotoThumbnails } from '@portal/shared/ui';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { registerKeys } from '../api/keys';
import { fetchApplicationPhoto, useDeletePhoto, useUploadPhotos } from '../api/photos';

/** Problems with the chosen photos, in Turkish; null when they may go. */
export function photoProblem(files: readonly File[], stored: number): string | null {
  if (files.length + stored > MAX_PHOTOS_PER_APPLICATION) return `Bir uygulamaya en çok ${MAX_PHOTOS_PER_APPLICATION} fotoğraf eklenebilir (şu an ${stored})`;
  const wrong = files.find((f) => !(PhotoContentTypes as readonly string[]).includes(f.type));
  if (wrong) return `“${wrong.name}” JPEG, PNG ya da WebP değil`;
  const big = files.find((f) => f.size > MAX_PHOTO_BYTES);
  if (big) return `“${big.name}” 5 MB’tan büyük`;
  return null;
}

export function PhotosModal({ application, name, canWrite, onClose }: { application: RegisterApplication | null; name: string; canWrite: boolean; onClose(): void }) {
  return (
    <Modal opened={application !== null} onClose={onClose} title={`Fotoğraflar: ${name}`} size="lg" centered closeButtonProps={{ 'aria-label': 'Fotoğrafları kapat' }}>
      {application && <PhotosBody application={application} canWrite={canWrite && application.source === 'rct' && !application.withdrawn} />}
    </Modal>
  );
}

function PhotosBody({ application, canWrite }: { application: RegisterApplication; canWrite: boolean }) {
  const client = useApi();
  const upload = useUploadPhotos(application.id);
  const remove = useDeletePhoto(application.id);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ photoId: number; label: string } | null>(null);
  const label = (n: number) => `Uygulama fotoğrafı ${n}`;

  const send = () => {
    const problem = files.length === 0 ? 'Yüklenecek fotoğrafı seçin' : photoProblem(files, application.photoIds.length);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(files, {
      onSuccess: (failed) => {
        setFiles([]);
        if (failed.length) setError(failed.map((f) => `${f.file.name}: ${errorMessage(f.error)}`).join('; '));
        else notifications.show({ color: 'green', title: 'Yüklendi', message: 'Fotoğraflar uygulamaya eklendi.' });
      },
    });
  };

  return (
    <Stack gap="md">
      {application.photoIds.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Bu uygulamanın fotoğrafı yok.
        </Text>
      ) : (
        <PhotoThumbnails
          photoIds={application.photoIds}
          label="Uygulama fotoğrafları"
          photoLabel={label}
          queryKey={(photoId) => registerKeys.photo(application.id, photoId)}
          load={(photoId, signal) => fetchApplicationPhoto(client, application.id, photoId, signal)}
          {...(canWrite ? { onDelete: (photoId: number, photoLabel: string) => setDeleting({ photoId, label: photoLabel }) } : {})}
        />
      )}
      {canWrite && (
        <Group align="flex-end" gap="sm">
          <FileInput
            style={{ flex: 1, minWidth: 200 }}
            label="Fotoğraf ekle"
            description="JPEG, PNG ya da WebP; her biri en çok 5 MB"
            multiple
            clearable
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            leftSection={<IconPhoto size={16} aria-hidden />}
            value={files}
            error={error}
            onChange={(chosen) => {
              setFiles(chosen);
              setError(null);
            }}
          />
          <Button leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} onClick={send}>
            Yükle
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Fotoğraf silinsin mi?"
        confirmLabel="Sil"
        color="red"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => deleting && remove.mutate(deleting.photoId, { onSuccess: () => setDeleting(null) })}
      >
        {deleting ? `${deleting.label} silinir. Bu geri alınamaz.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
