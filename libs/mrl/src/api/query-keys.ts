// Query keys and paths of the MRL page (spec §2 `mrl`): the read-only calls under
// search/mrl that every signed-in session may make (the definition calls stay with the data roles).

export const MRL_LIMITS_API = 'search/mrl';
export const MRL_OPTIONS_API = 'search/mrl/options';
export const MRL_CHECK_API = 'search/mrl/check';

export const mrlQueryKeys = {
  all: ['mrl-query'] as const,
  limits: (params: Record<string, string>) => ['mrl-query', 'limits', params] as const,
  options: (kind: string, q: string) => ['mrl-query', 'options', kind, q] as const,
};
