import { Modal, Text } from '@mantine/core';
import type { ProductionArea } from '@portal/contracts';
import { LazyAreaMap } from '../map/lazy-area-map';
import { decaresText } from '@portal/shared/util';

/** Spec §3 / §4 "map" modal: the area on the map, titled with the producer's name and the area's name. */
export function MapModal({ area, onClose }: { area: ProductionArea | null; onClose(): void }) {
  return (
    <Modal opened={area !== null} onClose={onClose} size="xl" title={area ? `${area.ownerName} · ${area.name}` : ''} closeButtonProps={{ 'aria-label': 'Kapat' }}>
      {area && (
        <>
          <LazyAreaMap polygon={area.polygon} center={area.centroid} label={`${area.ownerName}, ${area.name}: harita`} height={400} />
          <Text fz="sm" mt="xs">
            {decaresText(area.decares)} · {area.provinceName} / {area.district}
          </Text>
        </>
      )}
    </Modal>
  );
}
