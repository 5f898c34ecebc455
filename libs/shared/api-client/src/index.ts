export { accessTokenAtom, apiStore } from './token-atoms';
export { ApiError, errorMessage, type ApiErrorStatus } from './api-error';
export {
  api,
  createApiClient,
  getJson,
  refreshAccessToken,
  type ApiClientOptions,
  type Navigation,
} from './api-client';
export { createQueryClient, isClientError, QUERY_GC_TIME_MS, shouldRetry } from './query-client';
