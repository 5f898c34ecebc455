// Server state (DESIGN.md §5): one TanStack Query client per app, with the spec's cache rules.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Spec §7, §9: cached query data is kept 60 s after its last use. */
export const QUERY_GC_TIME_MS = 60_000;

/** A client error (4xx) will not go away by asking again; network failures and 5xx may. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/** Up to two more tries for a read that failed for a reason other than a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 2;
}

/**
 * The app's QueryClient: data kept 60 s after last use, always stale (lists refetch every time
 * they mount, spec §7), no retry on 4xx, writes never retried. `overrides` are merged per kind,
 * e.g. tests pass `{ queries: { retry: false } }`.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 0,
        refetchOnMount: true,
        retry: shouldRetry,
        ...overrides.queries,
      },
      mutations: { retry: false, gcTime: QUERY_GC_TIME_MS, ...overrides.mutations },
    },
  });
}
