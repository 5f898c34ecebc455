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
