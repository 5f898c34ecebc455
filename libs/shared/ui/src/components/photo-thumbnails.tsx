// A record's photos as thumbnails that open large in a dialog (moved from the TRC stage photos
// for the register's applications). Photos are member-only answers, so each is read with the
// session's client as a blob and shown through an object URL, never as an <img src> of the API.
import { ActionIcon, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** An object URL for a blob while the component shows it (revoked after). */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

export interface PhotoThumbnailsProps {
  photoIds: readonly number[];
  /** The group's name, e.g. 'Sulama fotoğrafları'. */
  label: string;
  /** One photo's name by its place (1-based), e.g. 'Sulama (01.05.2026) fotoğraf 2'. */
  photoLabel(n: number): string;
  /** The photo's cache key and its bytes. A photo never changes once stored: read once per visit. */
  queryKey(photoId: number): QueryKey;
  load(photoId: number, signal: AbortSignal): Promise<Blob>;
  /** Shown: a delete button per photo (the caller confirms). */
  onDelete?(photoId: number, label: string): void;
}

function Thumbnail({ photoId, label, queryKey, load, onOpen, onDelete }: { photoId: number; label: string; queryKey: QueryKey; load: PhotoThumbnailsProps['load']; onOpen(url: string): void; onDelete?: () => void }) {
  const photo = useQuery({ queryKey, queryFn: ({ signal }) => load(photoId, signal), staleTime: Infinity });
  const url = useObjectUrl(photo.data);
  let body;
  if (photo.error) {
    body = (
      <Group gap={4} w={72} h={72} justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} role="img" aria-label={`${label} açılamadı`}>
        <IconPhotoOff size={20} aria-hidden />
      </Group>
    );
  } else if (!url) {
    body = (
      <Group w={72} h={72} justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Loader size="xs" aria-label={`${label} yükleniyor`} />
      </Group>
    );
  } else {
    body = (
      <UnstyledButton onClick={() => onOpen(url)} aria-label={`${label}: büyüt`}>
        <Image src={url} alt={label} w={72} h={72} fit="cover" radius="sm" />
      </UnstyledButton>
    );
  }
  if (!onDelete) return body;
  return (
    <Stack gap={2} align="center">
      {body}
      <ActionIcon variant="subtle" color="red" size="md" onClick={onDelete} aria-label={`${label}: sil`}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Stack>
  );
}

/** A record's photos as thumbnails; one opens large in a dialog. Nothing when there are none. */
export function PhotoThumbnails({ photoIds, label, photoLabel, queryKey, load, onDelete }: PhotoThumbnailsProps) {
  const [open, setOpen] = useState<{ url: string; label: string } | null>(null);
  if (photoIds.length === 0) return null;
  return (
    <>
      <Group gap="xs" aria-label={label} role="group">
        {photoIds.map((photoId, i) => {
          const name = photoLabel(i + 1);
          return (
            <Thumbnail
              key={photoId}
              photoId={photoId}
              label={name}
              queryKey={queryKey(photoId)}
              load={load}
              onOpen={(url) => setOpen({ url, label: name })}
              {...(onDelete ? { onDelete: () => onDelete(photoId, name) } : {})}
            />
          );
        })}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.label} size="lg" centered>
        {open && <Image src={open.url} alt={open.label} fit="contain" mah="70vh" />}
        <Text fz="xs" c="dimmed" mt="xs">
          Fotoğraflar yalnızca üyenin kullanıcılarına gösterilir.
        </Text>
      </Modal>
    </>
  );
}
