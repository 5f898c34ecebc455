import { api, refreshAccessToken } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';
import { createContext, useContext, type ReactNode } from 'react';

/** What the session code needs from the outside world; tests point it at a local server. */
export interface SessionClient {
  api: KyInstance;
  /** One shared GET auth/refreshToken; the new token or null. */
  refreshAccessToken(): Promise<string | null>;
  /** Leaves the app for another page (the cross-host hand-off). */
  replacePage(url: string): void;
}

export const browserSessionClient: SessionClient = {
  api,
  refreshAccessToken,
  replacePage: (url) => window.location.replace(url),
};

const SessionClientContext = createContext<SessionClient>(browserSessionClient);

export function SessionClientProvider({ client, children }: { client: SessionClient; children: ReactNode }) {
  return <SessionClientContext.Provider value={client}>{children}</SessionClientContext.Provider>;
}

export function useSessionClient(): SessionClient {
  return useContext(SessionClientContext);
}
