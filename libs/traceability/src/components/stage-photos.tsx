import { Group, Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { StageKindLabel, type Stage } from '@portal/contracts';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useStagePhoto } from '../api/stages';
import { dateText } from '@portal/shared/util';

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

function Thumbnail({ lotId, stage, photoId, n, onOpen }: { lotId: number; stage: Stage; photoId: number; n: number; onOpen: (url: string, label: string) => void }) {
  const photo = useStagePhoto(lotId, stage.id, photoId);
  const url = useObjectUrl(photo.data);
  const label = `${StageKindLabel[stage.kind]} (${dateText(stage.date)}) fotoğraf ${n}`;
  if (photo.error) {
    return (
      <Group gap={4} w={72} h={72} justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} role="img" aria-label={`${label} açılamadı`}>
        <IconPhotoOff size={20} aria-hidden />
      </Group>
    );
  }
  if (!url) {
    return (
      <Group w={72} h={72} justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Loader size="xs" aria-label={`${label} yükleniyor`} />
      </Group>
    );
  }
  return (
    <UnstyledButton onClick={() => onOpen(url, label)} aria-label={`${label}: büyüt`}>
      <Image src={url} alt={label} w={72} h={72} fit="cover" radius="sm" />
    </UnstyledButton>
  );
}

/** A stage's photos as thumbnails; one opens large in a dialog. */
export function StagePhotos({ lotId, stage }: { lotId: number; stage: Stage }) {
  const [open, setOpen] = useState<{ url: string; label: string } | null>(null);
  if (stage.photoIds.length === 0) return null;
  return (
    <>
      <Group gap="xs" aria-label={`${StageKindLabel[stage.kind]} fotoğrafları`} role="group">
        {stage.photoIds.map((photoId, i) => (
          <Thumbnail key={photoId} lotId={lotId} stage={stage} photoId={photoId} n={i + 1} onOpen={(url, label) => setOpen({ url, label })} />
        ))}
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
