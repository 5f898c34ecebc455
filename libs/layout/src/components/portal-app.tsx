import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { apiStore, browserSessionClient, createQueryClient, registerLogoutReset, SessionClientProvider, type SessionClient } from '@portal/shared/api-client';
import { BrandProvider, createBrandTheme, cssVariablesResolver, type Brand } from '@portal/shared/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { mantineColorSchemeFor } from '../preferences/layout-preferences';
import { loadNotificationsContainer } from './notifications-loader';
import { usePreferenceEffects } from '../preferences/use-preference-effects';

export interface PortalAppProps {
  /** The product: its logo, mascot, colours, title and copyright (spec §1). */
  brand: Brand;
  router: DataRouter;
  /** The API client's store by default, so components and the client see the same token (DESIGN.md §5). */
  store?: Store;
  /** The session's server and browser edge; tests point it at a local server. */
  client?: SessionClient;
  /** The server-state cache (DESIGN.md §5); a fresh one per app by default. */
  queryClient?: QueryClient;
}

const Notifications = lazy(() => loadNotificationsContainer().then((m) => ({ default: m.Notifications })));

/**
 * Mantine's notifications from the first one shown on: the store (`notifications.show`) is
 * there from the start and keeps what is shown until the container's code has arrived.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

/** Mantine with the brand's theme, the colour scheme and direction of the saved preferences (spec §4). */
function BrandedMantine({ brand, children }: { brand: Brand; children: ReactNode }) {
  const prefs = usePreferenceEffects();
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <DirectionProvider initialDirection={prefs.rtl ? 'rtl' : 'ltr'}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={mantineColorSchemeFor(prefs)}>
        <NotificationsOnDemand />
        <BrandProvider brand={brand}>{children}</BrandProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/** A portal app: the shared providers around its router, under its brand. Each app is this plus its brand and pages. */
export function PortalApp({ brand, router, store = apiStore, client = browserSessionClient, queryClient }: PortalAppProps) {
  const [ownQueryClient] = useState(() => createQueryClient());
  const queries = queryClient ?? ownQueryClient;
  // Logout forgets the server data of the last user too (spec §4).
  useEffect(() => registerLogoutReset(() => queries.clear()), [queries]);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queries}>
        <BrandedMantine brand={brand}>
          <SessionClientProvider client={client}>
            <div data-app={brand.code}>
              <RouterProvider router={router} />
            </div>
          </SessionClientProvider>
        </BrandedMantine>
      </QueryClientProvider>
    </Provider>
  );
}
