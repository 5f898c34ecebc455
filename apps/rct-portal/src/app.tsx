import { MantineProvider } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { apiStore } from '@portal/shared/api-client';
import { BrandProvider, createBrandTheme, cssVariablesResolver, rctBrand } from '@portal/shared/ui';
import { Provider } from 'jotai';
import { RouterProvider, type DataRouter } from 'react-router';

export const brand = rctBrand;
const theme = createBrandTheme(brand);

/** The RCT Reçete app: its brand around the shared providers and its routes. */
export function App({ router }: { router: DataRouter }) {
  useDocumentTitle(brand.pageTitle);
  return (
    // The API client's store, so components and the client see the same token (DESIGN.md §5).
    <Provider store={apiStore}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <BrandProvider brand={brand}>
          <div data-app={brand.code}>
            <RouterProvider router={router} />
          </div>
        </BrandProvider>
      </MantineProvider>
    </Provider>
  );
}
