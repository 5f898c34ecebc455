import { API_PREFIX, ErrorCode } from '@portal/contracts';
import type { Store } from 'jotai/vanilla';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type AfterResponseState, type KyInstance, type Options } from 'ky';
import { ApiError } from './api-error';
import { accessTokenAtom, apiStore } from './token-atoms';

/** The browser edge: where the client sends the user (spec §7). */
export interface Navigation {
  toRoot(): void;
  reload(): void;
}

export interface ApiClientOptions {
  prefix: string;
  store: Store;
  navigation?: Navigation;
  timeout?: number;
  /** Relative to `prefix`. */
  refreshPath?: string;
  fetch?: typeof fetch;
}

type RefreshOutcome = { token: string; status: number } | { token: null; status: number | 'FAILED' };

const browserNavigation: Navigation = {
  toRoot: () => {
    if (typeof window !== 'undefined') window.location.assign('/');
  },
  reload: () => {
    if (typeof window !== 'undefined') window.location.reload();
  },
};

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('content-type') ?? '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readToken(body: unknown): string | null {
  const data = isRecord(body) ? body['data'] : undefined;
  const token = isRecord(data) ? data['token'] : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}

function toApiError(error: Error): Error {
  if (isHTTPError(error)) return new ApiError(error.response.status, error.data, { cause: error });
  if (isTimeoutError(error)) return new ApiError('TIMEOUT_ERROR', undefined, { cause: error });
  if (isNetworkError(error)) return new ApiError('FETCH_ERROR', undefined, { cause: error });
  return error; // e.g. the caller's own abort: pass it through untouched
}

function parseJson(text: string): unknown {
  if (text === '') return undefined; // 204 and friends
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError('PARSING_ERROR', text, { cause });
  }
}

/** The client and its shared refresh; `createApiClient` and the default exports are built from it. */
export function createClient(options: ApiClientOptions): { api: KyInstance; refreshAccessToken(): Promise<string | null> } {
  const { prefix, store, navigation = browserNavigation, timeout, refreshPath = 'auth/refreshToken' } = options;
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function reloadOn703({ response }: AfterResponseState): Promise<void> {
    if (!isJson(response)) return;
    const body: unknown = await response.json().catch(() => undefined);
    if (isRecord(body) && body['code'] === ErrorCode.Reload) navigation.reload();
  }

  // Refresh never goes through the 401 handling below, so a 401 from it cannot loop.
  const refresher = ky.create({
    prefix,
    fetch: baseFetch,
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    timeout,
    hooks: { afterResponse: [reloadOn703] },
  });

  async function requestToken(): Promise<RefreshOutcome> {
    try {
      const response = await refresher.get(refreshPath);
      const token = response.ok ? readToken(await response.json()) : null;
      return token ? { token, status: response.status } : { token: null, status: response.status };
    } catch {
      return { token: null, status: 'FAILED' };
    }
  }

  // One refresh in flight at a time: with rotation and reuse detection, a second
  // refresh would replay a used cookie and end the session (STACK.md).
  let inFlight: Promise<RefreshOutcome> | undefined;
  function refresh(): Promise<RefreshOutcome> {
    inFlight ??= requestToken()
      .then((outcome) => {
        store.set(accessTokenAtom, outcome.token);
        return outcome;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  // Many parallel 401s share one refresh; send the user to '/' once per refresh, not once per call.
  const redirected = new WeakSet<RefreshOutcome>();
  async function refreshAfter401(): Promise<string | null> {
    const outcome = await refresh();
    if (outcome.status === 403 && !redirected.has(outcome)) {
      redirected.add(outcome);
      navigation.toRoot();
    }
    return outcome.token;
  }

  const isRefreshCall = (request: Request) => new URL(request.url).pathname.endsWith(`/${refreshPath}`);

  // The bearer header and the 401 → refresh → one retry live here, around each send, because
  // in ky 2 `beforeRequest` runs only once (ky's own retries would carry a stale token) and
  // ky's retry skips POST/PATCH, obeys `retry.limit` and clones bodies only when limit > 0.
  const authFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const sentToken = store.get(accessTokenAtom);
    if (sentToken) request.headers.set('authorization', `Bearer ${sentToken}`);
    // A 401 can only be cured if we had a token to renew (a failed login must not refresh).
    const spare = sentToken && !isRefreshCall(request) ? request.clone() : undefined; // the send consumes the body
    const response = await baseFetch(request, init);
    if (response.status !== 401 || !spare) return response;

    // If the token changed while this call was on the wire, a refresh (or logout) already
    // happened: use its result rather than refreshing again.
    const current = store.get(accessTokenAtom);
    const token = current !== sentToken ? current : await refreshAfter401();
    if (!token) return response; // the call fails with its own 401
    void response.body?.cancel().catch(() => undefined);
    spare.headers.set('authorization', `Bearer ${token}`);
    return baseFetch(spare, init);
  };

  const api = ky.create({
    prefix,
    fetch: authFetch,
    credentials: 'include',
    // Retrying failed reads is TanStack Query's job; stacking ky's retries on top multiplies them.
    retry: 0,
    timeout,
    parseJson,
    hooks: {
      afterResponse: [reloadOn703],
      beforeError: [({ error }) => toApiError(error)],
    },
  });

  return { api, refreshAccessToken: async () => (await refresh()).token };
}

/** A ky instance with the portal's behaviour (spec §7, §8; DESIGN.md §5). */
export function createApiClient(options: ApiClientOptions): KyInstance {
  return createClient(options).api;
}

const defaultClient = createClient({ prefix: `${API_PREFIX}/`, store: apiStore });

/** The apps' one client: `/api/v1/` of the page's origin. */
export const api = defaultClient.api;

/** Renew the access token (one shared request); resolves to the new token or null. */
export const refreshAccessToken = defaultClient.refreshAccessToken;

/** `GET path` → parsed JSON body. */
export function getJson<T>(path: string, options?: Options): Promise<T> {
  return api.get(path, options).json<T>();
}
