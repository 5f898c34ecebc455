import { Loader, Text } from '@mantine/core';
import { BrandMascot } from '@portal/shared/ui';
import classes from './page-loader.module.css';

export interface PageLoaderProps {
  label?: string;
}

/**
 * The wait state of a page inside the layout (spec §2 Layout: a loading spinner with a mascot):
 * the app's mascot above a spinner. For the whole screen before start-up, see `LoadingScreen`.
 */
export function PageLoader({ label = 'Sayfa yükleniyor…' }: PageLoaderProps) {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <BrandMascot size={96} className={classes.mascot} />
      <Loader size="sm" aria-hidden />
      <Text fw={600} fz="sm">
        {label}
      </Text>
    </div>
  );
}
