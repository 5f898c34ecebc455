// Query keys of the register: every read sits under `registerKeys.all`, so a record saved,
// corrected or withdrawn refreshes the area's and the producer's register at once.
export const REGISTER_API = 'register';

export const registerKeys = {
  all: ['register'] as const,
  area: (areaId: number, season: number) => [...registerKeys.all, 'area', areaId, season] as const,
  producer: (producerId: number, season: number) => [...registerKeys.all, 'producer', producerId, season] as const,
  history: (kind: RecordKind, id: number) => [...registerKeys.all, 'history', kind, id] as const,
  photo: (applicationId: number, photoId: number) => ['register-photo', applicationId, photoId] as const,
  // Outside `all`: a saved record does not change the prescription, and a check of the record
  // just saved is not asked again (it would answer that it is recorded already).
  check: (input: unknown) => ['register-check', input] as const,
  prescription: (id: number) => ['register-prescription', id] as const,
};

/** The two kinds of register record and their API path segment. */
export type RecordKind = 'application' | 'harvest';
