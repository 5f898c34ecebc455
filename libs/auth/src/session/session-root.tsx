import { LoadingScreen } from '@portal/shared/ui';
import { atom, useStore } from 'jotai';
import type { Store } from 'jotai/vanilla';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isSignedOutStart, startApp, type SessionStart } from './session-start';
import { useSessionClient } from '@portal/shared/api-client';

const startedAtom = atom(false);

/** The page's host name; none where the page is rendered at build time (tools/build/first-page-plugin.ts). */
const hostnameOfPage = () => (typeof window === 'undefined' ? '' : window.location.hostname);
// One start per store: StrictMode runs effects twice and the sessionId is single-use.
const starts = new WeakMap<Store, Promise<SessionStart>>();

export interface SessionRootProps {
  /** Spec §4: saved state is given up after 5000 ms. */
  sliceTimeoutMs?: number;
}

/**
 * The root route of every portal: reads the saved slices and starts the session (spec §4),
 * showing the brand's loading screen until it is decided, then the routes; a visitor known to
 * be signed out (isSignedOutStart) gets the routes at once.
 */
export function SessionRoot({ sliceTimeoutMs = 5000 }: SessionRootProps) {
  const store = useStore();
  const client = useSessionClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [startAt] = useState(() => ({ pathname: location.pathname, search: location.search, hash: location.hash, hostname: hostnameOfPage() }));
  // A visitor without a session sees the page in the first paint (the login page's LCP), not
  // the loading screen until the start has read the saved slices.
  const [ready, setReady] = useState(() => store.get(startedAtom) || isSignedOutStart(client, startAt));

  useEffect(() => {
    if (store.get(startedAtom)) return;
    let live = true;
    let start = starts.get(store);
    if (!start) {
      start = startApp(client, store, startAt, sliceTimeoutMs);
      starts.set(store, start);
    }
    void start.then(({ navigateTo, from }) => {
      if (!live || store.get(startedAtom)) return;
      store.set(startedAtom, true);
      if (navigateTo) navigate(navigateTo, { replace: true, state: from ? { from } : undefined });
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [store, client, navigate, startAt, sliceTimeoutMs]);

  return ready ? <Outlet /> : <LoadingScreen />;
}
