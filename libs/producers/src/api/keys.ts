// Query keys of the producers feature: every list and record of a resource sits under its base,
// so one invalidation refreshes them (the shared list kit uses the same shape).
import { PRODUCTION_AREA_API, productionAreaKeys, resourceKeys } from '@portal/shared/ui';

export const PRODUCER_API = 'producer';
export const AREA_API = PRODUCTION_AREA_API;

export const producerKeys = resourceKeys(['producers']);
/** The same base as the shared area options, so a saved area refreshes them too. */
export const areaKeys = productionAreaKeys;
