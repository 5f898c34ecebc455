// At start, PostgreSQL may not accept connections yet (started together by compose or an
// orchestrator): retry with back-off up to DATABASE_WAIT_SECONDS, one line per attempt.
import { isDatabaseUnavailable } from './errors';

export interface WaitOptions {
  waitMs: number;
  /** Told before each wait: the attempt that failed, why, and the wait before the next. */
  onRetry: (attempt: number, reason: string, delayMs: number) => void;
}

export class DatabaseWaitError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'DatabaseWaitError';
  }
}

/** A short reason: an error's message or code (Node's AggregateError of a refused connect has no message). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = (error as { errors?: unknown[] }).errors?.[0];
  return error.message || (error as NodeJS.ErrnoException).code || (inner instanceof Error ? inner.message : '') || error.name;
}

/** Backs off 0.5 s, 1 s, 2 s, 4 s, then 5 s between attempts. */
export const waitBefore = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 5_000);

/** `open()`, again after a back-off while the database is unreachable; any other error at once. */
export async function openWhenReachable<T>(open: () => Promise<T>, { waitMs, onRetry }: WaitOptions): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      const errors = [error, ...((error as { errors?: unknown[] }).errors ?? [])];
      // No wait asked for (0), or not a matter of waiting: the error as it is.
      if (waitMs === 0 || !errors.some(isDatabaseUnavailable)) throw error;
      const delayMs = waitBefore(attempt);
      if (Date.now() - started + delayMs > waitMs) {
        throw new DatabaseWaitError(`veritabanına ${Math.round(waitMs / 1_000)} sn içinde ulaşılamadı (${attempt} deneme): ${reasonOf(error)}`, { cause: error });
      }
      onRetry(attempt, reasonOf(error), delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
