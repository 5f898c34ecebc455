import { MantineProvider } from '@mantine/core';
import { createQueryClient } from '@portal/shared/api-client';
import { BrandProvider, createBrandTheme, cssVariablesResolver, defaultBrand, type Brand } from '@portal/shared/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';

export interface RenderOptions {
  /** Start path of the in-memory router, `/` by default. */
  route?: string;
  /** The product's brand, RCT (the default application) by default. */
  brand?: Brand;
}

type JotaiStore = ReturnType<typeof createStore>;

export interface RenderWithProvidersResult extends RenderResult {
  /** The fresh Jotai store the tree reads, to set or inspect atoms. */
  store: JotaiStore;
  /** The fresh server-state cache the tree reads (the app's settings, but no retries). */
  queryClient: QueryClient;
}

/** The app's query client without retries: a failed call shows its error at once. */
const testQueryClient = () => createQueryClient({ queries: { retry: false } });

function Providers({ brand, store, queryClient, children }: { brand: Brand; store: JotaiStore; queryClient: QueryClient; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={createBrandTheme(brand)} cssVariablesResolver={cssVariablesResolver} env="test">
          <BrandProvider brand={brand}>{children}</BrandProvider>
        </MantineProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * Renders `ui` as the apps do: Mantine (env="test": no transitions, no portals), a fresh Jotai
 * store, a fresh query client, a memory router.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', brand = defaultBrand }: RenderOptions = {}): RenderWithProvidersResult {
  const store = createStore();
  const queryClient = testQueryClient();
  const result = render(
    <Providers brand={brand} store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, store, queryClient };
}

/** Renders a route table in a data router (redirects, loaders) with the same providers. */
export function renderRoutes(routes: RouteObject[], { route = '/', brand = defaultBrand }: RenderOptions = {}) {
  const store = createStore();
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers brand={brand} store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, queryClient, router };
}
