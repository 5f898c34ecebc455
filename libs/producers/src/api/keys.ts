// Query keys of the producers feature: every list and record of a resource sits under its base,
// so one invalidation refreshes them (the shared list kit uses the same shape).
import { resourceKeys } from '@portal/shared/ui';

export const PRODUCER_API = 'producer';
export const AREA_API = 'production-area';

export const producerKeys = resourceKeys(['producers']);
export const areaKeys = resourceKeys(['production-areas']);
