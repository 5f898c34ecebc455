import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { readKeepSessionCookie } from './keep-session-cookie';
import { keepSessionModalAtom } from './session-atoms';

/** Inactivity after which a session that is not remembered asks whether to stay signed in. */
export const IDLE_WARNING_MS = 25 * 60 * 1000;
const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Opens the keep-session modal after `idleMs` without input, unless 'Beni hatırla' was chosen. */
export function useIdleWarning(idleMs = IDLE_WARNING_MS): void {
  const open = useSetAtom(keepSessionModalAtom);
  useEffect(() => {
    if (readKeepSessionCookie() !== false) return;
    let timer = window.setTimeout(() => open(true), idleMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => open(true), idleMs);
    };
    for (const type of activity) window.addEventListener(type, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of activity) window.removeEventListener(type, restart);
    };
  }, [idleMs, open]);
}
