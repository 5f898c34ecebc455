import { MantineProvider } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { browserSessionClient, SessionClientProvider, type SessionClient } from '@portal/auth';
import { apiStore } from '@portal/shared/api-client';
import { BrandProvider, createBrandTheme, cssVariablesResolver, rctBrand } from '@portal/shared/ui';
import { Provider } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { RouterProvider, type DataRouter } from 'react-router';

export const brand = rctBrand;
const theme = createBrandTheme(brand);

export interface AppProps {
  router: DataRouter;
  /** The API client's store by default, so components and the client see the same token (DESIGN.md §5). */
  store?: Store;
  /** The session's server and browser edge; tests point it at a local server. */
  client?: SessionClient;
}

/** The RCT Reçete app: its brand around the shared providers and its routes. */
export function App({ router, store = apiStore, client = browserSessionClient }: AppProps) {
  useDocumentTitle(brand.pageTitle);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <BrandProvider brand={brand}>
          <SessionClientProvider client={client}>
            <div data-app={brand.code}>
              <RouterProvider router={router} />
            </div>
          </SessionClientProvider>
        </BrandProvider>
      </MantineProvider>
    </Provider>
  );
}
