export { renderRoutes, renderWithProviders, type RenderOptions, type RenderWithProvidersResult } from './render-with-providers';
