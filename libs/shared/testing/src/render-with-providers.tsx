import { MantineProvider } from '@mantine/core';
import { BrandProvider, createBrandTheme, cssVariablesResolver, defaultBrand, type Brand } from '@portal/shared/ui';
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
}

function Providers({ brand, store, children }: { brand: Brand; store: JotaiStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MantineProvider theme={createBrandTheme(brand)} cssVariablesResolver={cssVariablesResolver} env="test">
        <BrandProvider brand={brand}>{children}</BrandProvider>
      </MantineProvider>
    </Provider>
  );
}

/** Renders `ui` as the apps do: Mantine (env="test": no transitions, no portals), a fresh Jotai store, a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', brand = defaultBrand }: RenderOptions = {}): RenderWithProvidersResult {
  const store = createStore();
  const result = render(
    <Providers brand={brand} store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, store };
}

/** Renders a route table in a data router (redirects, loaders) with the same providers. */
export function renderRoutes(routes: RouteObject[], { route = '/', brand = defaultBrand }: RenderOptions = {}) {
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers brand={brand} store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, router };
}
