import type { Brand } from '../brand/brand';
import { useBrand } from '../brand/brand-context';

export interface BrandMascotProps {
  brand?: Brand;
  size?: number;
  /** Accessible name; leave out where the mascot is decoration. */
  title?: string;
  className?: string;
}

export function BrandMascot({ brand, size = 160, title, className }: BrandMascotProps) {
  const fromContext = useBrand();
  const Mascot = (brand ?? fromContext).mascot;
  return <Mascot width={size} height={size} title={title} className={className} />;
}
