import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AreaMapProps } from './area-map';

// Leaflet and leaflet-geoman load with the first map, in chunks of their own; the
// map is made once the drawing plugin is in place.
const AreaMap = lazy(() => import('./area-map').then(async (m) => (await m.loadGeoman(), m)));

export function LazyAreaMap(props: AreaMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 420} radius="md" aria-label="Harita yükleniyor" />}>
      <AreaMap {...props} />
    </Suspense>
  );
}

export type { AreaMapProps };
