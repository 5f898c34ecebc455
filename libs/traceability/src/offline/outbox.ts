// Issue 15 §6: a stage entered while the phone has no connection is kept on the device and sent
// when the connection returns, never twice. The device keeps the stage with its `clientId`; the
// API answers the stored stage for a clientId it already has (200, no second row), so a send that
// reached the server but whose answer was lost is harmless when repeated. An entry leaves the
// outbox only when the server has the stage; a refusal (400/404/409) stays with its message for
// the controller to correct or discard; a network failure or a 5xx waits for the next try.
import type { StageInput } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';

export const OUTBOX_STORAGE_KEY = 'trc.stage-outbox.v1';

export interface OutboxEntry {
  lotId: number;
  lotCode: string;
  input: StageInput;
  queuedAt: string;
  /** The server's refusal, when it refused: shown, never retried by itself. */
  error?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: OutboxEntry[] | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): OutboxEntry[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
    cache = Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(entries: OutboxEntry[]): void {
  cache = entries;
  storage()?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
  listeners.forEach((l) => l());
}

export const outbox = {
  entries: (): OutboxEntry[] => read(),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Keeps a stage; the same clientId again replaces the entry rather than adding a second. */
  add(entry: Omit<OutboxEntry, 'queuedAt'>): void {
    const others = read().filter((e) => e.input.clientId !== entry.input.clientId);
    write([...others, { ...entry, queuedAt: new Date().toISOString() }]);
  },
  remove(clientId: string): void {
    write(read().filter((e) => e.input.clientId !== clientId));
  },
  /** Forgets the in-memory copy (another tab wrote, or a test reset the storage). */
  reload(): void {
    cache = null;
    listeners.forEach((l) => l());
  },
};

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

let running: Promise<FlushResult> | null = null;

/**
 * Sends what waits, one at a time in the order entered (a harvest after its sowing). One flush
 * runs at a time: a second call while one runs gets the same promise, so nothing is sent twice
 * from this tab; the clientId covers a second tab.
 */
export function flushOutbox(send: (entry: OutboxEntry) => Promise<unknown>): Promise<FlushResult> {
  if (running) return running;
  const run = (async () => {
    const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
    for (const entry of [...read()]) {
      if (entry.error) continue;
      try {
        await send(entry);
        outbox.remove(entry.input.clientId);
        result.sent++;
      } catch (err) {
        if (isConnectionFailure(err)) {
          result.waiting = read().filter((e) => !e.error).length;
          break;
        }
        const message = err instanceof Error ? err.message : 'Kayıt sunucu tarafından kabul edilmedi.';
        write(read().map((e) => (e.input.clientId === entry.input.clientId ? { ...e, error: message } : e)));
        result.refused++;
      }
    }
    return result;
  })();
  // Cleared when this run ends, not inside it: a run with nothing to send ends before it is stored.
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}
