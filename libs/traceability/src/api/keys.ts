// Query keys of the TRC field screens: every lot read sits under `lotKeys.all`, so a stage saved
// (online or from the outbox) refreshes the lot, its stages, its compliance and the lists at once.
export const lotKeys = {
  all: ['lots'] as const,
  list: (params: Record<string, string>) => [...lotKeys.all, 'list', params] as const,
  lot: (id: number) => [...lotKeys.all, id] as const,
  stages: (id: number) => [...lotKeys.all, id, 'stages'] as const,
  compliance: (id: number) => [...lotKeys.all, id, 'compliance'] as const,
  // Outside `all`: saving a stage never changes the consumer link, so it does not refetch it.
  link: (id: number) => ['lot-link', id] as const,
  photo: (id: number, stageId: number, photoId: number) => [...lotKeys.all, id, 'stages', stageId, 'photo', photoId] as const,
};
