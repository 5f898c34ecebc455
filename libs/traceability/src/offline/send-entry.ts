// Sending one outbox entry: the stage (the same clientId again answers the stored stage, so a
// repeat is harmless), then the photos kept with it, each dropped from the device once the
// server has it. A connection failure leaves the entry and the photos not yet sent for the next
// try; a photo the server refuses is reported and dropped, and the stage stays saved.
import { errorMessage } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';
import { postStage, postStagePhoto } from '../api/stages';
import { isConnectionFailure, type OutboxEntry } from './outbox';
import { fileOf, keepRemainingPhotos, keptPhotos, type KeptPhoto } from './photo-store';

export interface SentEntry {
  /** "name: reason" for each photo the server refused, or that the device could not read back. */
  photoProblems: string[];
}

export async function sendOutboxEntry(client: KyInstance, owner: string, entry: OutboxEntry): Promise<SentEntry> {
  const stage = await postStage(client, entry.lotId, entry.input);
  const photoProblems: string[] = [];
  if (!entry.photos) return { photoProblems };
  const { clientId } = entry.input;
  let kept: KeptPhoto[];
  try {
    kept = await keptPhotos(owner, clientId);
  } catch {
    return { photoProblems: [`${entry.lotCode}: cihazda saklanan fotoğraflar okunamadı`] };
  }
  for (const [i, photo] of kept.entries()) {
    try {
      await postStagePhoto(client, entry.lotId, stage.id, fileOf(photo));
    } catch (err) {
      if (isConnectionFailure(err)) throw err;
      photoProblems.push(`${photo.name}: ${errorMessage(err)}`);
    }
    await keepRemainingPhotos(owner, clientId, kept.slice(i + 1)).catch(() => undefined);
  }
  return { photoProblems };
}
