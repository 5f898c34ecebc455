import { pageTitleFor } from '@portal/contracts';
import { useBrand } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The document title of a path: `Üyeler | RCT Reçete`, or the brand's own title on `/` and unknown paths. */
export function documentTitleFor(pathname: string, brand: { name: string; pageTitle: string }): string {
  const title = pageTitleFor(pathname);
  return title ? `${title} | ${brand.name}` : brand.pageTitle;
}

/** Keeps `document.title` on the current path's title (spec §2 "The page title is set from the current path"). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const brand = useBrand();
  const title = documentTitleFor(pathname, brand);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** `usePageTitle` as an element, for the root route. */
export function PageTitle() {
  usePageTitle();
  return null;
}
