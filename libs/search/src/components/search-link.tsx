// Links between the search screens carry where the search started (router state), so every
// detail page can lead back to that search, even after a step to another detail page.
import { Anchor, type AnchorProps } from '@mantine/core';
import { USES_PATH, type SearchSection } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SEARCH_PATH, sectionPath } from '../paths';

interface OriginState {
  from?: unknown;
}

/** The search page (or plant × pest query) this page was reached from, if any. */
export function useSearchOrigin(): string | null {
  const state = useLocation().state as OriginState | null;
  const from = state?.from;
  return typeof from === 'string' && isSearchPage(from.split(/[?#]/)[0]!) ? from : null;
}

/** The two screens that search: the sections' page and the plant × pest query. */
const isSearchPage = (pathname: string) => pathname === SEARCH_PATH || pathname === USES_PATH;

/** The origin a link from this page passes on: this search page itself, or the one that led here. */
function useOriginToPass(): string | null {
  const location = useLocation();
  const origin = useSearchOrigin();
  return isSearchPage(location.pathname) ? `${location.pathname}${location.search}` : origin;
}

/** A link to another search screen that keeps the way back to the search. */
export function SearchLink({ to, children, ...props }: { to: string; children: ReactNode } & AnchorProps) {
  const from = useOriginToPass();
  return (
    <Anchor component={Link} to={to} state={from ? { from } : undefined} {...props}>
      {children}
    </Anchor>
  );
}

/** '← Arama sonuçlarına dön' to the search that led here, else to the section's search. */
export function BackToSearch({ section }: { section: SearchSection }) {
  const origin = useSearchOrigin();
  return (
    <Anchor component={Link} to={origin ?? sectionPath(section)} fz="sm">
      ← {origin ? 'Arama sonuçlarına dön' : 'Aramaya dön'}
    </Anchor>
  );
}
