// A stage entered while the phone has no connection is kept on the device and sent
// when the connection returns, never twice. The device keeps the stage with its `clientId`; the
// API answers the stored stage for a clientId it already has (200, no second row), so a send that
// reached the server but whose answer was lost is harmless when repeated. An entry leaves the
// outbox only when the server has the stage; a refusal (400/404/409) stays with its message for
// the controller to correct or discard; a network failure or a 5xx waits for the next try.
//
// Each user has an outbox of their own on the device (the key holds the user's public id, the
// access token's subject): on a phone shared by two controllers, the second never sees, sends or
// deletes what the first kept, and the first finds it again at the next sign-in.
import type { StageInput } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';

/** The storage key of a user's outbox is this prefix and the user's public id. */
export const OUTBOX_STORAGE_PREFIX = 'trc.stage-outbox.v2:';
export const outboxStorageKey = (owner: string) => `${OUTBOX_STORAGE_PREFIX}${owner}`;

export interface OutboxEntry {
  lotId: number;
  lotCode: string;
  input: StageInput;
  queuedAt: string;
  /** The server's refusal, when it refused: shown, never retried by itself. */
  error?: string;
  /** How many photos were kept with the stage (photo-store.ts); they go after it. */
  photos?: number;
}

/** One user's outbox on this device. */
export interface Outbox {
  readonly owner: string;
  entries(): OutboxEntry[];
  /** Keeps a stage; the same clientId again replaces the entry rather than adding a second. */
  add(entry: Omit<OutboxEntry, 'queuedAt'>): void;
  remove(clientId: string): void;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Each owner's entries as last read or written; the same array until they change (React snapshots). */
const caches = new Map<string, OutboxEntry[]>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(owner: string): OutboxEntry[] {
  const cached = caches.get(owner);
  if (cached) return cached;
  let entries: OutboxEntry[];
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(outboxStorageKey(owner)) ?? '[]');
    entries = Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    entries = [];
  }
  caches.set(owner, entries);
  return entries;
}

function write(owner: string, entries: OutboxEntry[]): void {
  caches.set(owner, entries);
  const key = outboxStorageKey(owner);
  if (entries.length) storage()?.setItem(key, JSON.stringify(entries));
  else storage()?.removeItem(key);
  listeners.forEach((l) => l());
}

const boxes = new Map<string, Outbox>();

/** The outbox of `owner` (a user's public id); the same object for the same owner. */
export function outboxOf(owner: string): Outbox {
  let box = boxes.get(owner);
  if (!box) {
    box = {
      owner,
      entries: () => read(owner),
      add(entry) {
        const others = read(owner).filter((e) => e.input.clientId !== entry.input.clientId);
        write(owner, [...others, { ...entry, queuedAt: new Date().toISOString() }]);
      },
      remove(clientId) {
        write(owner, read(owner).filter((e) => e.input.clientId !== clientId));
      },
    };
    boxes.set(owner, box);
  }
  return box;
}

/** Tells `listener` of every change to any outbox; returns the way to stop. */
export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the in-memory copies (another tab wrote, or a test reset the storage). */
export function reloadOutbox(): void {
  caches.clear();
  listeners.forEach((l) => l());
}

/** Whether a failure means "not sent" (try again later) rather than "refused". */
export function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.status === 'FETCH_ERROR' || err.status === 'TIMEOUT_ERROR' || (typeof err.status === 'number' && (err.status >= 500 || err.status === 408 || err.status === 429));
}

export interface FlushResult {
  sent: number;
  refused: number;
  waiting: number;
}

const running = new Map<string, Promise<FlushResult>>();

/**
 * Sends what waits in `box`, one at a time in the order entered (a harvest after its sowing).
 * One flush of an outbox runs at a time: a second call while one runs gets the same promise, so
 * nothing is sent twice from this tab; the clientId covers a second tab.
 */
export function flushOutbox(box: Outbox, send: (entry: OutboxEntry) => Promise<unknown>): Promise<FlushResult> {
  const { owner } = box;
  const current = running.get(owner);
  if (current) return current;
  const run = (async () => {
    const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
    for (const entry of [...read(owner)]) {
      if (entry.error) continue;
      try {
        await send(entry);
        box.remove(entry.input.clientId);
        result.sent++;
      } catch (err) {
        if (isConnectionFailure(err)) {
          result.waiting = read(owner).filter((e) => !e.error).length;
          break;
        }
        const message = err instanceof Error ? err.message : 'Kayıt sunucu tarafından kabul edilmedi.';
        write(owner, read(owner).map((e) => (e.input.clientId === entry.input.clientId ? { ...e, error: message } : e)));
        result.refused++;
      }
    }
    return result;
  })();
  // Cleared when this run ends, not inside it: a run with nothing to send ends before it is stored.
  running.set(owner, run);
  void run.finally(() => {
    if (running.get(owner) === run) running.delete(owner);
  });
  return run;
}
