import { Alert, Button, Modal, Skeleton, Text } from '@mantine/core';
import type { ProductionAreaListItem } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { decaresText } from '@portal/shared/util';
import { useProductionArea } from '../api/get-production-area';
import { LazyAreaMap } from '../map/lazy-area-map';

const MAP_HEIGHT = 400;

/**
 * Spec §3 / §4 "map" modal: the area on the map, titled with the producer's name and the area's
 * name. A list row has no boundary (it would weigh down every page); the record brings it.
 */
export function MapModal({ area, onClose }: { area: ProductionAreaListItem | null; onClose(): void }) {
  return (
    <Modal opened={area !== null} onClose={onClose} size="xl" title={area ? `${area.ownerName} · ${area.name}` : ''} closeButtonProps={{ 'aria-label': 'Kapat' }}>
      {area && <AreaOnMap area={area} />}
    </Modal>
  );
}

function AreaOnMap({ area }: { area: ProductionAreaListItem }) {
  const record = useProductionArea(area.id);
  return (
    <>
      {record.isPending ? (
        <Skeleton height={MAP_HEIGHT} radius="md" aria-label="Harita yükleniyor" />
      ) : record.isError ? (
        <Alert color="red" title="Alanın sınırı yüklenemedi">
          {errorMessage(record.error)}
          <Button variant="light" size="xs" mt="xs" display="block" onClick={() => void record.refetch()}>
            Tekrar dene
          </Button>
        </Alert>
      ) : (
        <LazyAreaMap polygon={record.data.polygon} center={record.data.centroid} label={`${area.ownerName}, ${area.name}: harita`} height={MAP_HEIGHT} />
      )}
      <Text fz="sm" mt="xs">
        {decaresText(area.decares)} · {area.provinceName} / {area.district}
      </Text>
    </>
  );
}
