export { renderRoutes, renderWithProviders, type RenderOptions, type RenderWithProvidersResult } from './render-with-providers';
export { apiUrl, createTestSessionClient, TEST_API_PREFIX, type TestSessionClient } from './test-session-client';
export { apiServer, readCall, type ApiCall } from './msw-server';
export { FIXTURE_STAMP } from './fixtures/common';
export { producerFixture } from './fixtures/producers';
export { areaFixture } from './fixtures/areas';
export { prescriptionFixture, prescriptionLineFixture, prescriptionListItemFixture, type PrescriptionLine } from './fixtures/prescriptions';
export { plantFixture, plantFixtures, unitFixtures } from './fixtures/definitions';
export { fakeAccessToken } from './fixtures/session';
