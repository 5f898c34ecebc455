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
// The session seam every data feature uses: the client from context, the role, logout resets.
export { browserSessionClient, SessionClientProvider, useApi, useSessionClient, type SessionClient } from './session-client';
export { sessionSubjectAtom, subjectOf } from './session-subject';
export { registerLogoutReset, roleAtom, runLogoutResets, type LogoutReset } from './session-state';
export { parseResponse } from './parse-response';
// The signed-in user and the saved state every feature reads without auth (DESIGN.md §5).
export { isAuthAtom, sessionShape, userAtom } from './session-user';
export { clearSlices, hydrateSlices, sliceAtoms, SliceNames, type SliceData, type SliceName } from './persisted-slices';
export { readStored, removeStoredByPrefix, storedAtom, webStorage, writeStored, type StorageArea, type StoredAtom, type StoredAtomOptions } from './stored-atom';
