import { StageKindLabel, type Stage } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { PhotoThumbnails } from '@portal/shared/ui';
import { dateText } from '@portal/shared/util';
import { lotKeys } from '../api/keys';
import { fetchStagePhoto } from '../api/stages';

/** A stage's photos as thumbnails; one opens large in a dialog (the shared PhotoThumbnails). */
export function StagePhotos({ lotId, stage }: { lotId: number; stage: Stage }) {
  const client = useApi();
  const kind = StageKindLabel[stage.kind];
  return (
    <PhotoThumbnails
      photoIds={stage.photoIds}
      label={`${kind} fotoğrafları`}
      photoLabel={(n) => `${kind} (${dateText(stage.date)}) fotoğraf ${n}`}
      queryKey={(photoId) => lotKeys.photo(lotId, stage.id, photoId)}
      load={(photoId, signal) => fetchStagePhoto(client, lotId, stage.id, photoId, signal)}
    />
  );
}
