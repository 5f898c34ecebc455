import { MantineProvider } from '@mantine/core';
import { createQueryClient, SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { BrandProvider, createBrandTheme, cssVariablesResolver, defaultBrand, type Brand } from '@portal/shared/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { SignedIn } from './signed-in-as';
import { createTestSessionClient } from './test-session-client';

export interface RenderOptions {
  /** Start path of the in-memory router, `/` by default. */
  route?: string;
  /** The product's brand, RCT (the default application) by default. */
  brand?: Brand;
  /** The session client the tree calls with; by default one on the test API (MSW) and the fresh store. */
  client?: SessionClient;
  /** A signed-in user (signedInAs) written into the fresh store before the first render; signed out unless given. */
  session?: SignedIn;
}

type JotaiStore = ReturnType<typeof createStore>;

export interface RenderWithProvidersResult extends RenderResult {
  /** The fresh Jotai store the tree reads, to set or inspect atoms. */
  store: JotaiStore;
  /** The fresh server-state cache the tree reads (the app's settings, but no retries). */
  queryClient: QueryClient;
  /** The session client the tree reads. */
  client: SessionClient;
}

/** The app's query client without retries: a failed call shows its error at once. */
const testQueryClient = () => createQueryClient({ queries: { retry: false } });

interface ProvidersProps {
  brand: Brand;
  store: JotaiStore;
  queryClient: QueryClient;
  client: SessionClient;
  children: ReactNode;
}

function Providers({ brand, store, queryClient, client, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <SessionClientProvider client={client}>
          <MantineProvider theme={createBrandTheme(brand)} cssVariablesResolver={cssVariablesResolver} env="test">
            <BrandProvider brand={brand}>{children}</BrandProvider>
          </MantineProvider>
        </SessionClientProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/**
 * Renders `ui` as the apps do: Mantine (env="test": no transitions, no portals), a fresh Jotai
 * store, a fresh query client, a memory router.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', brand = defaultBrand, client: given, session }: RenderOptions = {}): RenderWithProvidersResult {
  const store = createStore();
  session?.apply(store);
  const queryClient = testQueryClient();
  const client = given ?? createTestSessionClient(store);
  const result = render(
    <Providers brand={brand} store={store} queryClient={queryClient} client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, store, queryClient, client };
}

/** Renders a route table in a data router (redirects, loaders) with the same providers. */
export function renderRoutes(routes: RouteObject[], { route = '/', brand = defaultBrand, client: given, session }: RenderOptions = {}) {
  const store = createStore();
  session?.apply(store);
  const queryClient = testQueryClient();
  const client = given ?? createTestSessionClient(store);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers brand={brand} store={store} queryClient={queryClient} client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, queryClient, client, router };
}
