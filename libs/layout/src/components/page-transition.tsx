import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PAGE_TRANSITION_SECONDS } from '../preferences/constants';
import classes from './page-transition.module.css';

/**
 * Fades and lifts each page in as the path changes (spec §2, §9: page transitions of 0.5 s).
 * Keyed by the path, so the animation replays per page; `prefers-reduced-motion` turns it off.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const style = { '--page-transition-duration': `${PAGE_TRANSITION_SECONDS}s` } as CSSProperties;
  return (
    <div key={pathname} className={classes.page} style={style} data-page-transition={pathname}>
      {children}
    </div>
  );
}
