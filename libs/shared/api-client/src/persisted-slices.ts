// The saved slices of spec §4 ("portal", "memberships", "definitions", "farmer"). They hold
// `{}` until features fill them: a feature reads and writes `sliceAtoms.<name>`, and every
// write is saved, encrypted, under `persist:<name>`. Auth reads them at start-up and clears
// them at logout; features reach them here, without auth.
import { createPersistedSlice, hydrateAll, type PersistedSlice, type StorageLike } from '@portal/shared/util';
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai/vanilla';
import type { Store } from 'jotai/vanilla';

export const SliceNames = ['portal', 'memberships', 'definitions', 'farmer'] as const;
export type SliceName = (typeof SliceNames)[number];
export type SliceData = Record<string, unknown>;

// Spec §4: the key is embedded in the client. It keeps the saved state from casual reading
// on a shared computer; it is no secret from the user, so nothing sensitive goes in a slice.
const SLICE_KEY = 'tarim-portal/persist/v1/4d9c1e7a2b6f8053';

// Resolved on use, so importing this module needs no browser.
const localStorageLike: StorageLike = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
};

interface SliceEntry {
  slice: PersistedSlice<SliceData>;
  data: PrimitiveAtom<SliceData>;
  /** Saves and clears run one after another, so the last write wins. */
  queue: Promise<void>;
}

function sliceEntry(name: SliceName): SliceEntry {
  const slice = createPersistedSlice<SliceData>({ name, storage: localStorageLike, key: SLICE_KEY, version: 1 });
  return { slice, data: atom<SliceData>({}), queue: Promise.resolve() };
}

const entries: Record<SliceName, SliceEntry> = {
  portal: sliceEntry('portal'),
  memberships: sliceEntry('memberships'),
  definitions: sliceEntry('definitions'),
  farmer: sliceEntry('farmer'),
};

function enqueue(entry: SliceEntry, task: () => void | Promise<void>): Promise<void> {
  entry.queue = entry.queue.then(task);
  return entry.queue;
}

/** A slice's data; a write also saves it. */
function sliceAtom(entry: SliceEntry): WritableAtom<SliceData, [SliceData], void> {
  return atom(
    (get) => get(entry.data),
    (_get, set, next: SliceData) => {
      set(entry.data, next);
      void enqueue(entry, () => entry.slice.save(next));
    },
  );
}

/** Each slice's data, for the features that fill them; every write is saved, encrypted. */
export const sliceAtoms: Record<SliceName, WritableAtom<SliceData, [SliceData], void>> = {
  portal: sliceAtom(entries.portal),
  memberships: sliceAtom(entries.memberships),
  definitions: sliceAtom(entries.definitions),
  farmer: sliceAtom(entries.farmer),
};

const isRecord = (value: unknown): value is SliceData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Start-up read of every slice within `timeoutMs` (spec §4: 5000 ms); what cannot be read stays `{}`. */
export async function hydrateSlices(store: Store, timeoutMs = 5000): Promise<void> {
  const values = await hydrateAll(
    SliceNames.map((name) => entries[name].slice),
    timeoutMs,
  );
  SliceNames.forEach((name, i) => {
    const value = values[i];
    store.set(entries[name].data, isRecord(value) ? value : {});
  });
}

/** Logout: forget every slice, in memory and in storage. */
export async function clearSlices(store: Store): Promise<void> {
  await Promise.all(
    SliceNames.map((name) => {
      const entry = entries[name];
      store.set(entry.data, {});
      return enqueue(entry, () => entry.slice.clear());
    }),
  );
}
