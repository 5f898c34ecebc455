import { createApiClient, type SessionClient } from '@portal/shared/api-client';
import type { Store } from 'jotai/vanilla';

/** Where the tests' API lives; MSW handlers answer below it (see `apiUrl`). */
export const TEST_API_PREFIX = 'http://api.test/api/v1/';

/** The full URL of an API path as the test client asks for it, e.g. `apiUrl('plant')`. */
export const apiUrl = (path: string) => `${TEST_API_PREFIX}${path.replace(/^\//, '')}`;

export type TestSessionClient = SessionClient & { replaced: string[] };

/**
 * A SessionClient like the app's (bearer from `store`, refresh on 401) aimed at the test API;
 * page replacements are recorded instead of leaving jsdom's page.
 */
export function createTestSessionClient(store: Store, prefix = TEST_API_PREFIX): TestSessionClient {
  const api = createApiClient({ prefix, store, navigation: { toRoot: () => {}, reload: () => {} } });
  const replaced: string[] = [];
  return {
    api,
    replaced,
    replacePage: (url) => void replaced.push(url),
    async refreshAccessToken() {
      try {
        const body = await api.get('auth/refreshToken').json<{ data?: { token?: string } }>();
        return body.data?.token ?? null;
      } catch {
        return null;
      }
    },
  };
}
