import type { MantineColorsTuple } from '@mantine/core';
import type { ComponentType, SVGProps } from 'react';

/** One brand per product (spec §1): RCT is the default application. */
export type BrandCode = 'rct' | 'src' | 'trc';

export type ArtTone = 'light' | 'dark';

export interface ArtProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Accessible name; without it the artwork is decorative and hidden from assistive tech. */
  title?: string;
  /** `light` for light backgrounds, `dark` for dark or brand-coloured ones. */
  tone?: ArtTone;
}

export interface Brand {
  code: BrandCode;
  /** Short product code shown in the logo, e.g. `RCT`. */
  shortName: string;
  /** Word beside the code in the logo, e.g. `Reçete`. */
  productName: string;
  /** Full name, e.g. `RCT Reçete`. */
  name: string;
  tagline: string;
  /** Meta description of the app's index.html. */
  description: string;
  /** Three short selling points for the brand panel. */
  highlights: readonly string[];
  pageTitle: string;
  colors: MantineColorsTuple;
  /** Logo mark; the dark variant is for dark or brand-coloured backgrounds. */
  logo: Record<ArtTone, ComponentType<ArtProps>>;
  mascot: ComponentType<ArtProps>;
  /** Name of the mascot, used as its accessible name. */
  mascotName: string;
  /** SVG markup of the favicon; apps serve it as /favicon.svg from `libs/shared/ui/public/<code>/`. */
  favicon: string;
}
