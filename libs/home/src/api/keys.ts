// Query keys of the home panels: the typeahead, the panels' summary and the feed of changes.

export const SUGGEST_API = 'search/suggest';
export const HOME_API = 'search/home';
export const CHANGES_API = 'search/changes';

export const homeKeys = {
  all: ['home'] as const,
  suggest: (q: string) => ['home', 'suggest', q] as const,
  summary: ['home', 'summary'] as const,
  changes: (page: number, limit: number, kind: string | null) => ['home', 'changes', { page, limit, kind }] as const,
};
