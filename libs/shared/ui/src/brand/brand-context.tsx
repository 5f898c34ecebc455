import { createContext, useContext, type ReactNode } from 'react';
import type { Brand } from './brand';
import { defaultBrand } from './brands';

const BrandContext = createContext<Brand>(defaultBrand);

/** Makes the app's brand available to shared components (logo, mascot, shells). */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}
