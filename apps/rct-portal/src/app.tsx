import { PortalApp, type PortalAppProps } from '@portal/layout';
import { rctBrand } from '@portal/shared/ui';

/** This app's brand: logo, mascot, favicon, title and copyright line (spec §1). */
export const brand = rctBrand;

export type AppProps = Omit<PortalAppProps, 'brand'>;

/** The RCT Reçete app: the shared portal under its brand. */
export function App(props: AppProps) {
  return <PortalApp brand={brand} {...props} />;
}
