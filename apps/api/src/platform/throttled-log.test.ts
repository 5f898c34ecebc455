import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { throttledWarning } from './throttled-log';

describe('throttledWarning: one line per interval, with a count', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first occurrence at once, then one line for the rest of the interval with how many there were', () => {
    const lines: [Record<string, unknown>, string][] = [];
    const log = { warn: (fields: Record<string, unknown>, message: string) => lines.push([fields, message]) } as unknown as FastifyBaseLogger;
    const warn = throttledWarning('database unavailable', 10_000);
    for (let i = 0; i < 1_000; i++) warn(log, { url: `/x/${i}` });
    expect(lines).toEqual([[{ url: '/x/0', count: 1, intervalMs: 10_000 }, 'database unavailable']]);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual([{ url: '/x/999', count: 999, intervalMs: 10_000 }, 'database unavailable']);
    // Quiet afterwards: no more lines; the next occurrence is logged at once.
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(2);
    warn(log);
    expect(lines[2]?.[0]).toMatchObject({ count: 1 });
  });
});
