// A warning that can come with every request while a dependency is down (the database): one
// line per interval, with how many times it happened, instead of thousands of lines a minute.
import type { FastifyBaseLogger } from 'fastify';

export const WARNING_INTERVAL_MS = 10_000;

/** Logs `message` at once, then at most once per `intervalMs` with `count`: the occurrences the line stands for. */
export function throttledWarning(message: string, intervalMs = WARNING_INTERVAL_MS) {
  let lastAt = -Infinity;
  let unlogged = 0;
  let last: { log: FastifyBaseLogger; fields: Record<string, unknown> } | undefined;
  let flush: NodeJS.Timeout | undefined;
  const write = (log: FastifyBaseLogger, fields: Record<string, unknown>, count: number) => {
    lastAt = Date.now();
    unlogged = 0;
    log.warn({ ...fields, count, intervalMs }, message);
  };
  return (log: FastifyBaseLogger, fields: Record<string, unknown> = {}) => {
    if (Date.now() - lastAt >= intervalMs) return write(log, fields, unlogged + 1);
    unlogged++;
    last = { log, fields };
    // The occurrences of the rest of the interval are told even if none follows.
    flush ??= setTimeout(() => {
      flush = undefined;
      if (unlogged && last) write(last.log, last.fields, unlogged);
    }, lastAt + intervalMs - Date.now()).unref();
  };
}

/** A request found the database unreachable (errors.ts); health checks have their own. */
export const warnDatabaseUnavailable = throttledWarning('database unavailable');
export const warnHealthDatabaseDown = throttledWarning('health: database down');
