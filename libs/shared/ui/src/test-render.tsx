// Local render helper: @portal/shared/testing depends on this lib, so its tests cannot use that one.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Brand } from './brand/brand';
import { BrandProvider } from './brand/brand-context';
import { defaultBrand } from './brand/brands';
import { createBrandTheme, cssVariablesResolver } from './theme/theme';

export function renderUi(ui: ReactElement, brand: Brand = defaultBrand) {
  return render(
    <MantineProvider theme={createBrandTheme(brand)} cssVariablesResolver={cssVariablesResolver} env="test">
      <BrandProvider brand={brand}>
        <MemoryRouter>{ui}</MemoryRouter>
      </BrandProvider>
    </MantineProvider>,
  );
}
