import { Loader, Text } from '@mantine/core';
import { BrandMascot } from './brand-mascot';
import classes from './loading-screen.module.css';

export interface LoadingScreenProps {
  label?: string;
}

/** Full-page wait state with the brand's mascot (spec §2 Layout: a loading spinner with a mascot). */
export function LoadingScreen({ label = 'Yükleniyor…' }: LoadingScreenProps) {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <BrandMascot size={140} className={classes.mascot} />
      <Loader type="dots" aria-hidden />
      <Text fw={600}>{label}</Text>
    </div>
  );
}
