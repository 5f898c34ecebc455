import { useEffect, useRef } from 'react';

/**
 * A saved modal belongs to the page that opened it: leaving that page (not reloading it) forgets
 * it, so coming back later does not open it again. A reload runs no cleanup, so the modal comes
 * back then (spec §3 modal credentials); a remount on the same address (React's strict mode)
 * keeps it too.
 */
export function useForgetOnLeave(origin: string | null, forget: () => void) {
  const latest = useRef({ origin, forget });
  useEffect(() => {
    latest.current = { origin, forget };
  });
  useEffect(
    () => () => {
      const { origin: left, forget: drop } = latest.current;
      if (left === null) return;
      window.setTimeout(() => {
        if (window.location.pathname !== left) drop();
      }, 0);
    },
    [],
  );
}
