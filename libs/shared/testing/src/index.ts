export { renderRoutes, renderWithProviders, type RenderOptions, type RenderWithProvidersResult } from './render-with-providers';
export { apiUrl, createTestSessionClient, TEST_API_PREFIX, type TestSessionClient } from './test-session-client';
export { apiServer, readCall, type ApiCall } from './msw-server';
