import { Anchor, VisuallyHidden } from '@mantine/core';
import { AppCode, currentHostLabel, logoHomePath } from '@portal/contracts';
import { userAtom } from '@portal/shared/api-client';
import { BrandLogo, srcBrand, useBrand, type ArtTone, type Brand } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { layoutPreferencesAtom, mantineColorSchemeFor } from '../preferences/layout-preferences';

/**
 * The header logo of spec §2: the dark variant in dark mode, the SRC logo when the user's
 * application is SRC, otherwise the app's own brand.
 */
export function useHeaderLogo(): { brand: Brand; variant: ArtTone } {
  const appBrand = useBrand();
  const user = useAtomValue(userAtom);
  const prefs = useAtomValue(layoutPreferencesAtom);
  return {
    brand: user?.app === AppCode.Src ? srcBrand : appBrand,
    variant: mantineColorSchemeFor(prefs) === 'dark' ? 'dark' : 'light',
  };
}

export interface HeaderLogoProps {
  /** This page's host name; the logo leads home by its label (spec §2 "Home after clicking the logo"). */
  hostname?: string;
  size?: number;
}

/** The logo, linking to the host's home: portaldev → /dashboard, src → /src-dashboard, else /anasayfa. */
export function HeaderLogo({ hostname = window.location.hostname, size = 36 }: HeaderLogoProps) {
  const { brand, variant } = useHeaderLogo();
  return (
    <Anchor component={Link} to={logoHomePath(currentHostLabel(hostname))} underline="never" data-logo-variant={variant}>
      <BrandLogo brand={brand} variant={variant} size={size} />
      {/* The visible brand text stays part of the link's name (WCAG 2.5.3 label in name). */}
      <VisuallyHidden> – ana sayfa</VisuallyHidden>
    </Anchor>
  );
}
