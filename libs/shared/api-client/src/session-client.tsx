import { SESSION_HINT_COOKIE } from '@portal/contracts';
import { hasCookie } from '@portal/shared/util';
import type { KyInstance } from 'ky';
import { createContext, useContext, type ReactNode } from 'react';
import { api, refreshAccessToken } from './api-client';

/**
 * The session and API seam every data feature uses: the ky client (bearer, refresh on 401) and
 * the browser edge. Features read it from context only; tests provide one aimed at their fake API.
 */
export interface SessionClient {
  api: KyInstance;
  /** One shared GET auth/refreshToken; the new token or null. */
  refreshAccessToken(): Promise<string | null>;
  /**
   * Whether this browser may hold a session to resume (the server's readable hint beside its
   * refresh cookie). False: there is none, so the start does not ask. Absent: unknown, ask.
   */
  hasSessionHint?(): boolean;
  /** Leaves the app for another page (the cross-host hand-off). */
  replacePage(url: string): void;
}

/** The apps' client: the module's ky instance and the real window. Only the app root passes it in. */
export const browserSessionClient: SessionClient = {
  api,
  refreshAccessToken,
  hasSessionHint: () => hasCookie(document.cookie, SESSION_HINT_COOKIE),
  replacePage: (url) => window.location.replace(url),
};

// No default: a component outside the provider fails loudly instead of calling the real API.
const SessionClientContext = createContext<SessionClient | null>(null);

export function SessionClientProvider({ client, children }: { client: SessionClient; children: ReactNode }) {
  return <SessionClientContext.Provider value={client}>{children}</SessionClientContext.Provider>;
}

export function useSessionClient(): SessionClient {
  const client = useContext(SessionClientContext);
  if (!client) throw new Error('useSessionClient: SessionClientProvider is missing above this component.');
  return client;
}

/** The session's ky client, the one every endpoint hook calls with. */
export function useApi(): KyInstance {
  return useSessionClient().api;
}
