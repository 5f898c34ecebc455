import { resourceKeys, type ListParams } from '@portal/shared/ui';

/** Query keys: everything of a section sits under `['definitions', <api>]`, so one invalidation refreshes it. */
export const definitionKeys = {
  all: (api: string) => resourceKeys(['definitions', api]).all,
  lists: (api: string) => resourceKeys(['definitions', api]).lists,
  list: (api: string, params: ListParams) => resourceKeys(['definitions', api]).list(params),
  item: (api: string, id: number) => resourceKeys(['definitions', api]).item(id),
  options: (api: string, search: string) => ['definitions', api, 'options', search] as const,
  option: (api: string, id: number) => ['definitions', api, 'option', id] as const,
};
