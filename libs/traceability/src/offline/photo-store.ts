// The photos of stages kept in the outbox. They live in IndexedDB, not beside
// the entries in localStorage. localStorage holds a few MB of strings in all, and one stage may
// carry several photos of up to 5 MB each. They are stored as bytes with their name and type,
// under the owner and the stage's clientId, so one user's photos stay out of another's outbox.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface KeptPhoto {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

let store: UseStore | null = null;
const photoStore = () => (store ??= createStore('trc-outbox', 'photos'));
const keyOf = (owner: string, clientId: string) => `${owner}:${clientId}`;

/** Keeps the photos of the stage `clientId`; throws when the device cannot store them. */
export async function keepPhotos(owner: string, clientId: string, files: readonly File[]): Promise<void> {
  const photos: KeptPhoto[] = await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, bytes: await f.arrayBuffer() })));
  await set(keyOf(owner, clientId), photos, photoStore());
}

/** The photos still waiting with the stage `clientId`, in the order chosen. */
export async function keptPhotos(owner: string, clientId: string): Promise<KeptPhoto[]> {
  return ((await get(keyOf(owner, clientId), photoStore())) as KeptPhoto[] | undefined) ?? [];
}

/** What still waits after some were sent: the rest, or nothing at all. */
export async function keepRemainingPhotos(owner: string, clientId: string, photos: readonly KeptPhoto[]): Promise<void> {
  if (photos.length) await set(keyOf(owner, clientId), photos, photoStore());
  else await del(keyOf(owner, clientId), photoStore());
}

export async function dropPhotos(owner: string, clientId: string): Promise<void> {
  await del(keyOf(owner, clientId), photoStore());
}

export const fileOf = (photo: KeptPhoto): File => new File([photo.bytes], photo.name, { type: photo.type });
