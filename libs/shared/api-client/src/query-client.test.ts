import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, QUERY_GC_TIME_MS, shouldRetry } from './query-client';

describe('createQueryClient (DESIGN.md §5)', () => {
  it('spec §9: cached data is kept 60 s after last use; lists are always stale, so they refetch on mount (spec §7)', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(QUERY_GC_TIME_MS).toBe(60_000);
    expect(queries?.gcTime).toBe(60_000);
    expect(queries?.staleTime).toBe(0);
    expect(queries?.refetchOnMount).toBe(true);
  });

  it('spec §8: a 4xx answer is not retried; a network failure, timeout or 5xx is, at most twice', () => {
    expect(shouldRetry(0, new ApiError(404, { code: 'NOT_FOUND', message: 'Yok.' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(403))).toBe(false);
    expect(shouldRetry(0, new ApiError('FETCH_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError('TIMEOUT_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503))).toBe(true);
    expect(shouldRetry(2, new ApiError(503))).toBe(false);
  });

  it('takes overrides per kind, and never retries writes', () => {
    const client = createQueryClient({ queries: { retry: false } });
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(60_000);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
