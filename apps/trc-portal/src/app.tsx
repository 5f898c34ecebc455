import { PortalApp, type PortalAppProps } from '@portal/layout';
import { trcBrand } from '@portal/shared/ui';

/** This app's brand: logo, mascot, favicon, title and copyright line (spec §1). */
export const brand = trcBrand;

export type AppProps = Omit<PortalAppProps, 'brand'>;

/** The TRC İzlenebilirlik app: the shared portal under its brand. */
export function App(props: AppProps) {
  return <PortalApp brand={brand} {...props} />;
}
