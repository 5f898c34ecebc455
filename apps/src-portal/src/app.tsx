import { PortalApp, type PortalAppProps } from '@portal/layout';
import { srcBrand } from '@portal/shared/ui';

/** This app's brand: logo, mascot, favicon, title and copyright line (spec §1). */
export const brand = srcBrand;

export type AppProps = Omit<PortalAppProps, 'brand'>;

/** The SRC Sorgu app: the shared portal under its brand. */
export function App(props: AppProps) {
  return <PortalApp brand={brand} {...props} />;
}
